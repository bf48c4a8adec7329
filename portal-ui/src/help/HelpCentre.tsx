/** The help centre's front: search as you type, or every article by category. */
import SearchIcon from '@mui/icons-material/Search';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SectionCard } from '../ui/cards';
import { EmptyState, LoadError } from '../ui/states';
import { SkeletonRows } from '../ui/table';
import { useDebounced } from '../ui/useDebounced';
import { HELP_CATEGORY_LABELS } from '../ui/vocab';
import { AgencyMark } from './AgencyMark';
import { ContactForm } from './ContactForm';
import { helpArticlesQuery, helpSearchQuery, type HelpArticleSummary } from './queries';

export function HelpCentre({ base }: { base: string }) {
  const [params, setParams] = useSearchParams();
  const typed = params.get('q') ?? '';
  const q = useDebounced(typed, 200).trim();
  const articles = useQuery(helpArticlesQuery);
  return (
    <Stack spacing={2}>
      <TextField
        label="Search the help centre"
        placeholder="e.g. import a census, 834 file, renewal rates"
        value={typed}
        onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
        slotProps={{
          htmlInput: { maxLength: 200, 'data-testid': 'help-search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        fullWidth
      />
      {q ? (
        <SearchResults q={q} base={base} />
      ) : articles.error ? (
        <LoadError error={articles.error} retry={() => void articles.refetch()} what="the help centre" />
      ) : !articles.data ? (
        <SkeletonRows rows={6} />
      ) : (
        <Categories articles={articles.data} base={base} />
      )}
      <ContactForm from={base} />
    </Stack>
  );
}

function Categories({ articles, base }: { articles: HelpArticleSummary[]; base: string }) {
  const categories = (Object.keys(HELP_CATEGORY_LABELS) as (keyof typeof HELP_CATEGORY_LABELS)[]).filter((c) => articles.some((a) => a.category === c));
  return (
    <Grid container spacing={2}>
      {categories.map((c) => (
        <Grid key={c} size={{ xs: 12, md: 6 }}>
          <SectionCard title={HELP_CATEGORY_LABELS[c]} testId="help-category">
            <Stack spacing={1.25}>
              {articles
                .filter((a) => a.category === c)
                .map((a) => (
                  <div key={a.slug}>
                    <Link component={RouterLink} to={`${base}/${a.slug}`} sx={{ fontWeight: 600 }}>
                      {a.title}
                    </Link>
                    <AgencyMark source={a.source} />
                    <Typography variant="body2" color="text.secondary">
                      {a.summary}
                    </Typography>
                  </div>
                ))}
            </Stack>
          </SectionCard>
        </Grid>
      ))}
    </Grid>
  );
}

function SearchResults({ q, base }: { q: string; base: string }) {
  const hits = useQuery(helpSearchQuery(q));
  if (hits.error) return <LoadError error={hits.error} retry={() => void hits.refetch()} what="the search" />;
  if (!hits.data) return <SkeletonRows rows={4} />;
  if (hits.data.length === 0) {
    return (
      <EmptyState icon={<SearchIcon />} title={`Nothing found for “${q}”`}>
        Try fewer or other words, or browse a category: {Object.values(HELP_CATEGORY_LABELS).slice(0, 5).join(', ')}…
      </EmptyState>
    );
  }
  return (
    <Stack spacing={1.5} data-testid="help-results" aria-live="polite">
      {hits.data.map((h) => (
        <SectionCard key={h.slug} title={
            <>
              <Link component={RouterLink} to={`${base}/${h.slug}`}>
                {h.title}
              </Link>
              <AgencyMark source={h.source} />
            </>
          } subheader={HELP_CATEGORY_LABELS[h.category]} testId="help-hit">
          <Typography variant="body2" sx={{ '& mark': { bgcolor: '#ffeaa0', color: 'text.primary', px: 0.25, borderRadius: 0.5 } }} dangerouslySetInnerHTML={{ __html: h.snippet_html }} />
        </SectionCard>
      ))}
    </Stack>
  );
}
