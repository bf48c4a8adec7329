import { Create } from 'react-admin';
import { ArticleForm } from './ArticleForm';
import { toArticleInput } from './rules';

export function ArticleCreate() {
  return (
    <Create title="New help article" redirect="list" transform={(d: Record<string, unknown>) => toArticleInput(d)}>
      <ArticleForm defaultValues={{ category: 'getting-started', published: false }} />
    </Create>
  );
}
