/** One help article with the articles related to it. */
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../api';
import { SectionCard } from '../ui/cards';
import { EmptyState, LoadError } from '../ui/states';
import { SkeletonRows } from '../ui/table';
import { HELP_CATEGORY_LABELS } from '../ui/vocab';
import { AgencyMark } from './AgencyMark';
import { ArticleBody } from './ArticleBody';
import { helpArticleQuery } from './queries';
import { WasThisHelpful } from './WasThisHelpful';

export function HelpArticleView({ slug, base }: { slug: string; base: string }) {
  const article = useQuery(helpArticleQuery(slug));
  if (article.error instanceof ApiError && article.error.status === 404) {
    return (
      <EmptyState title="This article does not exist" action={<Link component={RouterLink} to={base}>Back to the help centre</Link>}>
        It may have been renamed: search the help centre for it.
      </EmptyState>
    );
  }
  if (article.error) return <LoadError error={article.error} retry={() => void article.refetch()} what="the article" />;
  const a = article.data;
  if (!a) return <SkeletonRows rows={8} />;
  return (
    <Stack spacing={2} component="article">
      <div>
        <Link component={RouterLink} to={base} variant="body2">
          Help centre
        </Link>
        <Typography variant="body2" color="text.secondary" component="span">
          {' '}
          · {HELP_CATEGORY_LABELS[a.category]}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mt: 0.5 }}>
          {a.title}
          <AgencyMark source={a.source} />
        </Typography>
        <Typography color="text.secondary">{a.summary}</Typography>
      </div>
      <ArticleBody html={a.body_html} />
      <WasThisHelpful key={a.slug} slug={a.slug} />
      {a.related.length ? (
        <SectionCard title="Related articles" testId="related-articles">
          <Stack spacing={1}>
            {a.related.map((r) => (
              <Link key={r.slug} component={RouterLink} to={`${base}/${r.slug}`}>
                {r.title}
              </Link>
            ))}
          </Stack>
        </SectionCard>
      ) : null}
    </Stack>
  );
}
