/** Plans picked from the catalogue: those of the chosen lines rated in the group's area on the effective date. */
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { components } from '@canopy/api';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Pager } from '../ui/Pager';
import { Segmented } from '../ui/Segmented';
import { EmptyState, LoadError } from '../ui/states';
import { SkeletonRows, useSort } from '../ui/table';
import { lineLabel } from '../ui/vocab';
import { CatalogueTable } from './CatalogueTable';
import { isFiltered, NO_FILTERS, PlanFilterBar, type PlanFilters } from './PlanFilterBar';
import { plansQuery } from './queries';

type Plan = components['schemas']['Plan'];

const SORTS: Record<string, string> = { name: 'name', carrier: 'carrier', metal: 'metal_level', deductible: 'deductible', oop: 'oop_max', rate: 'base_rate' };

export function PlanPicker({
  lines,
  ratingArea,
  effectiveDate,
  selected,
  onChange,
  max = Infinity,
  taken = [],
}: {
  lines: string[];
  ratingArea: string;
  effectiveDate: string;
  selected: Map<string, Plan>;
  onChange: (next: Map<string, Plan>) => void;
  /** The most plans the selection may hold. */
  max?: number;
  /** Plans chosen before: shown ticked, and not chosen again. */
  taken?: string[];
}) {
  const [line, setLine] = useState(lines[0] ?? 'medical');
  const [filters, setFilters] = useState<PlanFilters>(NO_FILTERS);
  const [debouncedQ, setDebouncedQ] = useState('');
  const { sort, toggle: sortBy } = useSort({ by: 'rate', order: 'asc' });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);

  useEffect(() => {
    if (!lines.includes(line)) setLine(lines[0] ?? 'medical');
  }, [lines, line]);
  useEffect(() => {
    const t = setTimeout(() => setDebouncedQ(filters.q.trim()), 300);
    return () => clearTimeout(t);
  }, [filters.q]);
  useEffect(() => setPage(0), [line, filters, debouncedQ, sort]);
  // Metal, HSA and network types differ per line: a new line starts without them.
  useEffect(() => setFilters((f) => ({ ...f, metals: [], hsa: '', networks: [] })), [line]);

  const maxDed = filters.maxDeductible.trim() ? Number(filters.maxDeductible) : undefined;
  const plans = useQuery(
    plansQuery({
      line,
      carrier_id: filters.carriers.length ? filters.carriers.join(',') : undefined,
      metal_level: line === 'medical' && filters.metals.length ? filters.metals.join(',') : undefined,
      network_type: filters.networks.length ? filters.networks.join(',') : undefined,
      hsa: line !== 'medical' || filters.hsa === '' ? undefined : filters.hsa === 'yes',
      max_deductible_cents: maxDed !== undefined && Number.isFinite(maxDed) ? Math.max(0, Math.round(maxDed)) * 100 : undefined,
      q: debouncedQ || undefined,
      sort: SORTS[sort.by],
      order: sort.order,
      page: page + 1,
      per_page: perPage,
      rating_area: ratingArea,
      effective_date: effectiveDate,
    }),
  );

  const rows = plans.data?.data ?? [];
  const full = selected.size >= max;
  const isTaken = (p: Plan) => taken.includes(p.id);
  const isChosen = (p: Plan) => selected.has(p.id);
  const toggle = (p: Plan) => {
    const next = new Map(selected);
    if (next.has(p.id)) next.delete(p.id);
    else if (!full) next.set(p.id, p);
    onChange(next);
  };
  const togglePage = () => {
    const open = rows.filter((p) => !isTaken(p));
    const next = new Map(selected);
    if (open.every(isChosen)) open.forEach((p) => next.delete(p.id));
    else for (const p of open) if (next.size < max) next.set(p.id, p);
    onChange(next);
  };
  const filtered = isFiltered(filters);
  const chosenOn = (l: string) => [...selected.values()].filter((p) => p.line === l).length;

  return (
    <>
      {lines.length > 1 ? (
        <Segmented label="Line of coverage" value={line} onChange={setLine} options={lines.map((l) => [l, `${lineLabel(l)}${chosenOn(l) ? ` · ${chosenOn(l)} selected` : ''}`] as const)} />
      ) : null}
      <PlanFilterBar line={line} filters={filters} onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))} total={plans.data ? `${plans.data.total} plans rated in ${ratingArea}` : ''} />
      <Box sx={{ height: 4 }}>{plans.isFetching && !plans.isPending ? <LinearProgress /> : null}</Box>
      {plans.error ? (
        <Box sx={{ p: 2 }}>
          <LoadError error={plans.error} retry={() => void plans.refetch()} what="the catalogue" />
        </Box>
      ) : plans.isPending ? (
        <Box sx={{ px: 2, pb: 2 }}>
          <SkeletonRows rows={5} height={40} />
        </Box>
      ) : rows.length === 0 ? (
        <EmptyState icon={<CheckBoxOutlineBlankIcon />} title={filtered ? 'No plan matches these filters' : `No ${lineLabel(line).toLowerCase()} plans are rated in ${ratingArea} on this date`}>
          {filtered ? 'Loosen a filter to see more plans.' : 'Try another effective date; carriers file rates per quarter and area.'}
        </EmptyState>
      ) : (
        <>
          <CatalogueTable line={line} rows={rows} isChosen={isChosen} isTaken={isTaken} full={full} onToggle={toggle} onTogglePage={togglePage} sort={sort} onSort={sortBy} />
          <Pager page={page} perPage={perPage} total={plans.data?.total ?? 0} onPage={setPage} onPerPage={(n) => { setPerPage(n); setPage(0); }} />
        </>
      )}
    </>
  );
}
