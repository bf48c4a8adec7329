import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { can } from '../api';
import { usePageTitle } from '../brand/BrandProvider';
import { listParams } from '../book/rules';
import { useSearchUpdate } from '../book/useSearchUpdate';
import { useMe } from '../dashboard/useSession';
import { carriersQuery } from '../plans/queries';
import { SelectField } from '../ui/fields';
import { PageHeader } from '../ui/PageHeader';
import { Pager } from '../ui/Pager';
import { PreviewBadge } from '../ui/PreviewBadge';
import { EmptyState, LoadError } from '../ui/states';
import { BENEFIT_KIND_LABELS, BENEFIT_OPTION_STATUS_LABELS, codeOptions, type BenefitKind, type BenefitOptionStatus } from '../ui/vocab';
import { BenefitsArea, OVERVIEW } from './BenefitsArea';
import { OptionsTable } from './OptionsTable';
import { categoriesQuery, optionsQuery } from './queries';

/** Loaded when an option is opened. */
const OptionDrawer = lazy(() => import('./OptionDrawer').then((m) => ({ default: m.OptionDrawer })));

const FILTERS = ['q', 'category_id', 'carrier_id', 'kind', 'status', 'sort', 'order'] as const;

/** `/2-future-features/benefits/catalog`: every option, searched, filtered, sorted and paged by the server; one opens in a drawer. */
export default function CatalogPage() {
  usePageTitle('Benefits catalogue: all options');
  return (
    <BenefitsArea>
      <Catalog />
    </BenefitsArea>
  );
}

function Catalog() {
  const me = useMe();
  const [search, set] = useSearchUpdate();
  const filters = listParams(search, FILTERS, { status: 'active', sort: 'category', order: 'asc' });
  const page = Math.max(0, Number(search.get('page') ?? '1') - 1);
  const perPage = Number(search.get('per_page') ?? '25');
  const openId = search.get('option');
  const [q, setQ] = useState(filters.q ?? '');

  // Search as one types, a moment after the last key.
  useEffect(() => {
    if ((filters.q ?? '') === q) return;
    const t = setTimeout(() => set({ q }), 300);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const options = useQuery(
    optionsQuery({
      q: filters.q,
      category_id: filters.category_id,
      carrier_id: filters.carrier_id,
      kind: filters.kind as BenefitKind | undefined,
      status: filters.status === 'all' ? undefined : (filters.status as BenefitOptionStatus),
      sort: filters.sort,
      order: filters.order,
      page: page + 1,
      per_page: perPage,
    }),
  );
  const categories = useQuery(categoriesQuery);
  const carriers = useQuery(carriersQuery);
  const filtered = !!(filters.q || filters.category_id || filters.carrier_id || filters.kind || filters.status !== 'active');
  const total = options.data?.total ?? 0;

  return (
    <Box>
      <PageHeader
        title={
          <>
            All options <PreviewBadge />
          </>
        }
        subtitle={options.data ? `${total} option${total === 1 ? '' : 's'}${filtered ? ` match${total === 1 ? 'es' : ''} the filters` : ' offered'}` : 'Every option of the catalogue'}
        crumbs={[OVERVIEW, { label: 'All options' }]}
        actions={
          can(me, 'benefits', 'write') ? (
            <Button component={RouterLink} to={`/2-future-features/benefits/options/new${filters.category_id ? `?category=${filters.category_id}` : ''}`} variant="contained" startIcon={<AddIcon />}>
              New option
            </Button>
          ) : null
        }
      />
      <Card>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ p: 1.5, alignItems: { md: 'center' }, flexWrap: 'wrap' }}>
          <TextField
            label="Search"
            placeholder="Option, carrier, plan, description"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            sx={{ width: { md: 280 } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <SelectField label="Category" value={filters.category_id ?? ''} onChange={(e) => set({ category_id: e.target.value })} options={(categories.data?.data ?? []).map((c) => [c.id, c.name] as const)} empty="Any category" sx={{ width: { md: 190 } }} />
          <SelectField label="Carrier" value={filters.carrier_id ?? ''} onChange={(e) => set({ carrier_id: e.target.value })} options={(carriers.data ?? []).map((c) => [c.id, c.name] as const)} empty="Any carrier" sx={{ width: { md: 210 } }} />
          <SelectField label="Kind" value={filters.kind ?? ''} onChange={(e) => set({ kind: e.target.value })} options={codeOptions(BENEFIT_KIND_LABELS)} empty="Any kind" sx={{ width: { md: 170 } }} />
          <SelectField
            label="Status"
            value={filters.status}
            onChange={(e) => set({ status: e.target.value === 'active' ? null : e.target.value })}
            options={[...codeOptions(BENEFIT_OPTION_STATUS_LABELS), ['all', 'All']]}
            sx={{ width: { md: 130 } }}
          />
          {filtered ? (
            <Button
              size="small"
              onClick={() => {
                setQ('');
                set({ q: null, category_id: null, carrier_id: null, kind: null, status: null });
              }}
            >
              Clear filters
            </Button>
          ) : null}
        </Stack>
        <Box sx={{ height: 4 }}>{options.isFetching && !options.isPending ? <LinearProgress /> : null}</Box>
        {options.error ? (
          <Box sx={{ p: 2 }}>
            <LoadError error={options.error} retry={() => void options.refetch()} what="the options" />
          </Box>
        ) : (
          <OptionsTable
            rows={options.data?.data}
            sort={{ by: filters.sort, order: filters.order === 'desc' ? 'desc' : 'asc' }}
            onSort={(by) => set({ sort: by, order: filters.sort === by && filters.order === 'asc' ? 'desc' : 'asc' })}
            onOpen={(id) => set({ option: id }, false)}
          />
        )}
        {options.data && total === 0 ? (
          <EmptyState title={filtered ? 'No option matches these filters' : 'No options yet'}>
            {filtered ? 'Change or clear the filters to see more options.' : 'Add the options your agency offers, category by category.'}
          </EmptyState>
        ) : null}
        <Pager page={page} perPage={perPage} total={total} onPage={(p) => set({ page: String(p + 1) }, false)} onPerPage={(n) => set({ per_page: String(n) })} />
      </Card>
      {openId ? (
        <Suspense fallback={null}>
          <OptionDrawer key={openId} id={openId} onClose={() => set({ option: null }, false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
