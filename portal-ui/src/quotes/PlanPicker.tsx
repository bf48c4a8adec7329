/** Step 2 of a new quote: plans picked from the catalogue, rated in the group's area on the effective date. */
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { carriersQuery, plansQuery, type Plan } from './api';
import { lineLabel, METALS, NETWORK_TYPES } from './format';
import { AgencyPlanChip, CarrierName, MetalChip } from './ui';
import { Pager } from '../ui/Pager';
import { EmptyState, LoadError } from '../ui/states';
import { numSx } from '../ui/table';
import { Segmented } from '../ui/Segmented';
import { formatDollars } from '../ui/money';

export const MAX_PLANS = 50;

function MultiSelect({ label, value, onChange, options, width = 170, testId }: { label: string; value: string[]; onChange: (v: string[]) => void; options: readonly (readonly [string, string])[]; width?: number; testId?: string }) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => {
        const v = e.target.value as unknown;
        onChange(typeof v === 'string' ? v.split(',') : (v as string[]));
      }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (sel) => {
            const s = sel as string[];
            if (!s.length) return <Box component="span" sx={{ color: 'text.secondary' }}>Any</Box>;
            return s.length === 1 ? options.find(([k]) => k === s[0])?.[1] ?? s[0] : `${s.length} chosen`;
          },
        },
        inputLabel: { shrink: true },
      }}
      sx={{ width }}
      data-testid={testId}
    >
      {options.map(([k, l]) => (
        <MenuItem key={k} value={k} dense>
          <Checkbox size="small" checked={value.includes(k)} sx={{ p: 0.25, mr: 1 }} />
          {l}
        </MenuItem>
      ))}
    </TextField>
  );
}

const SORTS: Record<string, string> = { name: 'name', carrier: 'carrier', metal: 'metal_level', deductible: 'deductible', oop: 'oop_max', rate: 'base_rate' };

export function PlanPicker({
  lines,
  ratingArea,
  effectiveDate,
  selected,
  onChange,
  error,
}: {
  lines: string[];
  ratingArea: string;
  effectiveDate: string;
  selected: Map<string, Plan>;
  onChange: (next: Map<string, Plan>) => void;
  error?: string;
}) {
  const [line, setLine] = useState(lines[0] ?? 'medical');
  const [carriers, setCarriers] = useState<string[]>([]);
  const [metals, setMetals] = useState<string[]>([]);
  const [networks, setNetworks] = useState<string[]>([]);
  const [hsa, setHsa] = useState('');
  const [maxDeductible, setMaxDeductible] = useState('');
  const [q, setQ] = useState('');
  const [debouncedQ, setDebouncedQ] = useState('');
  const [sort, setSort] = useState<{ by: string; order: 'asc' | 'desc' }>({ by: 'rate', order: 'asc' });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);

  useEffect(() => {
    if (!lines.includes(line)) setLine(lines[0] ?? 'medical');
  }, [lines, line]);
  useEffect(() => {
    const t = setTimeout(() => setDebouncedQ(q.trim()), 300);
    return () => clearTimeout(t);
  }, [q]);
  useEffect(() => setPage(0), [line, carriers, metals, networks, hsa, maxDeductible, debouncedQ, sort]);
  // Metal, HSA and network types differ per line: a new line starts without them.
  useEffect(() => {
    setMetals([]);
    setHsa('');
    setNetworks([]);
  }, [line]);

  const carrierList = useQuery(carriersQuery);
  const maxDed = maxDeductible.trim() ? Number(maxDeductible) : undefined;
  const plans = useQuery(
    plansQuery({
      line,
      carrier_id: carriers.length ? carriers.join(',') : undefined,
      metal_level: line === 'medical' && metals.length ? metals.join(',') : undefined,
      network_type: networks.length ? networks.join(',') : undefined,
      hsa: line !== 'medical' || hsa === '' ? undefined : hsa === 'yes',
      max_deductible: maxDed !== undefined && Number.isFinite(maxDed) ? Math.max(0, Math.round(maxDed)) : undefined,
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
  const full = selected.size >= MAX_PLANS;
  const onPage = rows.filter((p) => selected.has(p.id)).length;
  const allOnPage = rows.length > 0 && onPage === rows.length;
  const toggle = (p: Plan) => {
    const next = new Map(selected);
    if (next.has(p.id)) next.delete(p.id);
    else if (!full) next.set(p.id, p);
    onChange(next);
  };
  const togglePage = () => {
    const next = new Map(selected);
    if (allOnPage) rows.forEach((p) => next.delete(p.id));
    else for (const p of rows) if (next.size < MAX_PLANS) next.set(p.id, p);
    onChange(next);
  };
  const sortBy = (by: string) => setSort((s) => (s.by === by ? { by, order: s.order === 'asc' ? 'desc' : 'asc' } : { by, order: 'asc' }));
  const head = (by: string, label: string, align?: 'right') => (
    <TableCell align={align} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} sortDirection={sort.by === by ? sort.order : false}>
      <TableSortLabel active={sort.by === by} direction={sort.by === by ? sort.order : 'asc'} onClick={() => sortBy(by)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
  const filtered = carriers.length || metals.length || networks.length || hsa || maxDeductible || debouncedQ;
  const byLine = lines.map((l) => [l, [...selected.values()].filter((p) => p.line === l).length] as const);

  return (
    <Stack spacing={1.5}>
      <Box
        sx={{ position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 3, bgcolor: 'background.paper', border: 1, borderColor: full ? 'warning.main' : 'divider', borderRadius: 1, px: 1.5, py: 1 }}
        data-testid="selected-plans"
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography sx={{ fontWeight: 700 }} data-testid="selected-count">
            {selected.size} of {MAX_PLANS} plans selected
          </Typography>
          {byLine.map(([l, n]) => (
            <Typography key={l} variant="body2" color="text.secondary">
              · {lineLabel(l)} {n}
            </Typography>
          ))}
          <Box sx={{ flexGrow: 1 }} />
          {selected.size ? (
            <Button size="small" onClick={() => onChange(new Map())}>
              Clear all
            </Button>
          ) : null}
        </Stack>
        {selected.size ? (
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', mt: 0.75, maxHeight: 96, overflowY: 'auto' }} useFlexGap>
            {[...selected.values()].map((p) => (
              <Chip
                key={p.id}
                size="small"
                label={p.name}
                onDelete={() => toggle(p)}
                data-testid="selected-plan-chip"
                sx={{ borderLeft: 4, borderColor: p.carrier_color }}
              />
            ))}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Tick the plans to quote; you can mix carriers and lines (up to {MAX_PLANS}).
          </Typography>
        )}
        {full ? (
          <Typography variant="body2" color="warning.dark" sx={{ mt: 0.5 }}>
            That is the most one quote can hold; remove a plan to add another.
          </Typography>
        ) : null}
      </Box>
      {error ? (
        <Alert severity="error" data-testid="plan-ids-error">
          {error}
        </Alert>
      ) : null}
      <Card variant="outlined">
        <Segmented label="Line of coverage" value={line} onChange={setLine} options={lines.map((l) => [l, `${lineLabel(l)}${byLine.find(([k]) => k === l)?.[1] ? ` · ${byLine.find(([k]) => k === l)?.[1]} selected` : ''}`] as const)} />
        <Stack direction="row" spacing={1.5} sx={{ p: 1.5, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
          <TextField
            label="Search plans"
            placeholder="Name or plan id"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            sx={{ width: 220 }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          />
          <MultiSelect label="Carrier" value={carriers} onChange={setCarriers} options={(carrierList.data ?? []).map((c) => [c.id, c.name] as const)} width={200} testId="filter-carrier" />
          {line === 'medical' ? <MultiSelect label="Metal level" value={metals} onChange={setMetals} options={METALS} width={150} testId="filter-metal" /> : null}
          <MultiSelect
            label="Network"
            value={networks}
            onChange={setNetworks}
            options={NETWORK_TYPES.filter((n) => (line === 'dental' ? n.startsWith('D') || n === 'PPO' : !n.startsWith('D'))).map((n) => [n, n] as const)}
            width={130}
            testId="filter-network"
          />
          {line === 'medical' ? (
            <TextField select label="HSA" value={hsa} onChange={(e) => setHsa(e.target.value)} sx={{ width: 140 }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
              <MenuItem value="">Any</MenuItem>
              <MenuItem value="yes">HSA-eligible</MenuItem>
              <MenuItem value="no">Not HSA</MenuItem>
            </TextField>
          ) : null}
          <TextField
            label="Max deductible"
            value={maxDeductible}
            onChange={(e) => setMaxDeductible(e.target.value.replace(/[^\d]/g, '').slice(0, 6))}
            sx={{ width: 140 }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { inputMode: 'numeric' } }}
          />
          {filtered ? (
            <Button
              size="small"
              onClick={() => {
                setCarriers([]);
                setMetals([]);
                setNetworks([]);
                setHsa('');
                setMaxDeductible('');
                setQ('');
              }}
            >
              Clear filters
            </Button>
          ) : null}
          <Box sx={{ flexGrow: 1 }} />
          <Typography variant="body2" color="text.secondary" data-testid="plans-total">
            {plans.data ? `${plans.data.total} plans rated in ${ratingArea}` : ''}
          </Typography>
        </Stack>
        <Box sx={{ height: 4 }}>{plans.isFetching && !plans.isPending ? <LinearProgress /> : null}</Box>
        {plans.error ? (
          <Box sx={{ p: 2 }}>
            <LoadError error={plans.error} retry={() => void plans.refetch()} what="the catalogue" />
          </Box>
        ) : plans.isPending ? (
          <Box sx={{ px: 2, pb: 2 }}>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Box>
        ) : rows.length === 0 ? (
          <EmptyState icon={<CheckBoxOutlineBlankIcon />} title={filtered ? 'No plan matches these filters' : `No ${lineLabel(line).toLowerCase()} plans are rated in ${ratingArea} on this date`}>
            {filtered ? 'Loosen a filter to see more plans.' : 'Try another effective date; carriers file rates per quarter and area.'}
          </EmptyState>
        ) : (
          <>
            <TableContainer>
              <Table size="small" aria-label="Catalogue plans" data-testid="catalogue-plans">
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={allOnPage}
                        indeterminate={onPage > 0 && !allOnPage}
                        disabled={!allOnPage && full}
                        onChange={togglePage}
                        slotProps={{ input: { 'aria-label': 'Select every plan on this page' } }}
                        data-testid="select-page"
                      />
                    </TableCell>
                    {head('name', 'Plan')}
                    {head('carrier', 'Carrier')}
                    {line === 'medical' ? head('metal', 'Metal') : null}
                    <TableCell sx={{ fontWeight: 700 }}>Network</TableCell>
                    {line === 'medical' ? <TableCell sx={{ fontWeight: 700 }}>HSA</TableCell> : null}
                    {head('deductible', 'Deductible', 'right')}
                    {head('oop', 'Out-of-pocket max', 'right')}
                    <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                      PCP / specialist
                    </TableCell>
                    {head('rate', 'Rate at 21', 'right')}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((p) => {
                    const checked = selected.has(p.id);
                    return (
                      <TableRow key={p.id} hover selected={checked} onClick={() => (checked || !full ? toggle(p) : undefined)} sx={{ cursor: checked || !full ? 'pointer' : 'default' }} data-testid="catalogue-plan-row" data-plan-id={p.id}>
                        <TableCell padding="checkbox">
                          <Checkbox size="small" checked={checked} disabled={!checked && full} onClick={(e) => e.stopPropagation()} onChange={() => toggle(p)} slotProps={{ input: { 'aria-label': `Select ${p.name}` } }} />
                        </TableCell>
                        <TableCell>
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {p.name} <AgencyPlanChip plan={p} />
                          </Typography>
                          <Typography variant="caption" color="text.secondary">
                            {p.id}
                            {p.network_name ? ` · ${p.network_name}` : ''}
                          </Typography>
                        </TableCell>
                        <TableCell>
                          <CarrierName name={p.carrier_name} color={p.carrier_color} />
                        </TableCell>
                        {line === 'medical' ? (
                          <TableCell>
                            <MetalChip metal={p.metal_level} />
                          </TableCell>
                        ) : null}
                        <TableCell>{p.network_type}</TableCell>
                        {line === 'medical' ? <TableCell>{p.hsa_eligible ? <Chip label="HSA" size="small" color="success" variant="outlined" sx={{ height: 20 }} /> : '—'}</TableCell> : null}
                        <TableCell align="right" sx={numSx}>
                          {formatDollars(p.deductible_individual, true)}
                          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                            {formatDollars(p.deductible_family, true)} family
                          </Typography>
                        </TableCell>
                        <TableCell align="right" sx={numSx}>
                          {formatDollars(p.oop_max_individual, true)}
                          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                            {formatDollars(p.oop_max_family, true)} family
                          </Typography>
                        </TableCell>
                        <TableCell align="right" sx={numSx}>
                          {p.copay_pcp !== undefined || p.copay_specialist !== undefined ? `${formatDollars(p.copay_pcp, true)} / ${formatDollars(p.copay_specialist, true)}` : `${p.coinsurance_pct}% coins.`}
                        </TableCell>
                        <TableCell align="right" sx={{ ...numSx, fontWeight: 600 }}>
                          <span title="Monthly rate of a 21-year-old non-tobacco member in this rating area">{formatDollars(p.base_rate)}</span>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
            <Pager page={page} perPage={perPage} total={plans.data?.total ?? 0} onPage={setPage} onPerPage={(n) => { setPerPage(n); setPage(0); }} />
          </>
        )}
      </Card>
    </Stack>
  );
}
