import AddIcon from '@mui/icons-material/Add';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { can } from '../api';
import { usePageTitle } from '../brand/BrandProvider';
import { useMe } from '../dashboard/useSession';
import { SectionCard, StatCard } from '../ui/cards';
import { PageHeader } from '../ui/PageHeader';
import { PreviewBadge } from '../ui/PreviewBadge';
import { EmptyState, LoadError } from '../ui/states';
import { SkeletonRows } from '../ui/table';
import { BENEFIT_KIND_LABELS } from '../ui/vocab';
import { BenefitsArea, OVERVIEW } from './BenefitsArea';
import { CarrierName } from './CarrierName';
import { categoriesQuery, type BenefitCategory } from './queries';

/** Loaded when a category is edited. */
const CategoryDialog = lazy(() => import('./CategoryDialog').then((m) => ({ default: m.CategoryDialog })));

const CATALOG = '/2-future-features/benefits/catalog';

/** `/2-future-features/benefits`: the catalogue's categories, each with its count and first options. */
export default function BenefitsOverview() {
  usePageTitle('Benefits catalogue');
  return (
    <BenefitsArea>
      <Overview />
    </BenefitsArea>
  );
}

function Overview() {
  const me = useMe();
  const mayWrite = can(me, 'benefits', 'write');
  const categories = useQuery(categoriesQuery);
  const [editing, setEditing] = useState<BenefitCategory | null>(null);
  const rows = categories.data?.data ?? [];
  const active = rows.reduce((n, c) => n + c.active_options, 0);
  const archived = rows.reduce((n, c) => n + c.options - c.active_options, 0);

  return (
    <Box>
      <PageHeader
        title={
          <>
            {OVERVIEW.label} <PreviewBadge />
          </>
        }
        subtitle="Every benefit your agency offers, by category: the carrier, the plan, who is eligible and the documents."
        actions={
          <>
            <Button component={RouterLink} to={CATALOG} variant="outlined" startIcon={<ManageSearchIcon />}>
              Browse all options
            </Button>
            {mayWrite ? (
              <>
                <Button component={RouterLink} to="/2-future-features/benefits/categories/new" variant="outlined" startIcon={<AddIcon />}>
                  New category
                </Button>
                <Button component={RouterLink} to="/2-future-features/benefits/options/new" variant="contained" startIcon={<AddIcon />}>
                  New option
                </Button>
              </>
            ) : null}
          </>
        }
      />
      {categories.error ? (
        <LoadError error={categories.error} retry={() => void categories.refetch()} what="the catalogue" />
      ) : categories.isPending ? (
        <SkeletonRows rows={4} height={120} rounded />
      ) : rows.length === 0 ? (
        <Card>
          <EmptyState
            icon={<CategoryOutlinedIcon />}
            title="Your catalogue is empty"
            action={
              mayWrite ? (
                <Button component={RouterLink} to="/2-future-features/benefits/categories/new" variant="contained" startIcon={<AddIcon />}>
                  Create the first category
                </Button>
              ) : undefined
            }
          >
            Start with a category, such as medical or life, then add the options your agency places in it.
          </EmptyState>
        </Card>
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: 'repeat(3, 1fr)' }}>
            <StatCard label="Categories" value={rows.length} testId="stat-categories" />
            <StatCard label="Active options" value={active} testId="stat-active" />
            <StatCard label="Archived" value={archived} hint="Kept for the record" />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
            {rows.map((c) => (
              <CategoryCard key={c.id} category={c} mayWrite={mayWrite} onEdit={() => setEditing(c)} />
            ))}
          </Box>
        </>
      )}
      {editing ? (
        <Suspense fallback={null}>
          <CategoryDialog category={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </Box>
  );
}

/** The kind, unless the name says it already ("Dental" is dental). */
function kindShown(c: BenefitCategory): boolean {
  return c.name.trim().toLowerCase() !== BENEFIT_KIND_LABELS[c.kind].toLowerCase();
}

function CategoryCard({ category: c, mayWrite, onEdit }: { category: BenefitCategory; mayWrite: boolean; onEdit: () => void }) {
  const archived = c.options - c.active_options;
  const counts = `${c.active_options} active option${c.active_options === 1 ? '' : 's'}${archived ? ` · ${archived} archived` : ''}`;
  return (
    <SectionCard
      testId="benefit-category"
      title={c.name}
      subheader={kindShown(c) ? `${BENEFIT_KIND_LABELS[c.kind]} · ${counts}` : counts}
      action={
        mayWrite ? (
          <IconButton aria-label={`Edit ${c.name}`} onClick={onEdit} size="small">
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        ) : undefined
      }
    >
      <Stack spacing={1.5} sx={{ height: '100%' }}>
        {c.description ? (
          <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {c.description}
          </Typography>
        ) : null}
        {c.highlights.length ? (
          <Stack component="ul" spacing={0.75} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {c.highlights.map((o) => (
              <Box component="li" key={o.id} data-testid="category-option">
                <Link component={RouterLink} to={`${CATALOG}?option=${o.id}`} underline="hover" sx={{ fontWeight: 600, fontSize: 14 }}>
                  {o.name}
                </Link>
                <Typography variant="caption" color="text.secondary" component="div">
                  <CarrierName name={o.carrier_name} color={o.carrier_color} />
                </Typography>
              </Box>
            ))}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No active option yet.
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ pt: 0.5 }}>
          {c.options > 0 ? (
            <Button size="small" component={RouterLink} to={`${CATALOG}?category_id=${c.id}${c.active_options ? '' : '&status=all'}`}>
              {c.options > c.highlights.length ? `See all ${c.options}` : 'Open in the catalogue'}
            </Button>
          ) : null}
          {mayWrite ? (
            <Button size="small" component={RouterLink} to={`/2-future-features/benefits/options/new?category=${c.id}`} startIcon={<AddIcon />}>
              Add option
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </SectionCard>
  );
}
