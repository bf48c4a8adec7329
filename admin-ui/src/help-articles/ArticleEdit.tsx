import { DeleteWithConfirmButton, Edit, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import type { AgencyArticle } from '../api';
import { ArticleForm } from './ArticleForm';
import { toArticleInput } from './rules';

function ArticleTitle() {
  const record = useRecordContext<AgencyArticle>();
  return <>{record ? `Edit “${record.title}”` : 'Help article'}</>;
}

function ArticleToolbar() {
  const record = useRecordContext<AgencyArticle>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton confirmTitle={`Remove “${record?.title ?? ''}”?`} confirmContent="Readers will no longer find it, and its readers' answers go with it." mutationMode="pessimistic" />
    </Toolbar>
  );
}

/** The article at the version read: a save over someone else's changes is refused. */
export function ArticleEdit() {
  return (
    <Edit title={<ArticleTitle />} mutationMode="pessimistic" redirect="list" transform={(d: Record<string, unknown>) => toArticleInput(d)}>
      <ArticleForm toolbar={<ArticleToolbar />} />
    </Edit>
  );
}
