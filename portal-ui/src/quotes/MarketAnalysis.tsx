import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import InsightsIcon from '@mui/icons-material/Insights';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { can } from '../api';
import { usePageTitle } from '../brand/BrandProvider';
import { useMe } from '../dashboard/useSession';
import { useGroup } from '../groups/context';
import { marketQuery, quotesQuery, type MarketPlan } from './api';
import { CarrierLegend, PremiumBarChart, PremiumDeductibleScatter, type ChartPlan } from './charts';
import { capitalise, signedPct, sortRows, toCsv } from './format';
import { Change } from './ui';
import { EmptyState, LoadError } from '../ui/states';
import { SectionCard, StatCard } from '../ui/cards';
import { numSx, SortCell, useSort } from '../ui/table';
import { Segmented } from '../ui/Segmented';
import { formatDollars } from '../ui/money';
import { lineLabel, LINES, METALS } from '../plans/catalogue';
import { AgencyPlanChip, CarrierName, MetalChip } from '../plans/PlanLabels';

const VALUES: Record<string, (p: MarketPlan) => string | number | undefined> = {
  plan: (p) => p.plan.name,
  carrier: (p) => p.plan.carrier_name,
  metal: (p) => ['bronze', 'silver', 'gold', 'platinum'].indexOf(p.plan.metal_level ?? ''),
  network: (p) => p.plan.network_type,
  hsa: (p) => (p.plan.hsa_eligible ? 1 : 0),
  monthly: (p) => p.monthly_premium,
  annual: (p) => p.annual_premium,
  deductible: (p) => p.plan.deductible_individual,
  oop: (p) => p.plan.oop_max_individual,
  pcp: (p) => p.plan.copay_pcp,
  specialist: (p) => p.plan.copay_specialist,
  er: (p) => p.plan.copay_er,
  urgent: (p) => p.plan.copay_urgent_care,
  rx: (p) => p.plan.copay_generic_rx,
  change: (p) => p.change_vs_current,
};

function Filter({ label, value, onChange, options, width = 160 }: { label: string; value: string; onChange: (v: string) => void; options: readonly (readonly [string, string])[]; width?: number }) {
  return (
    <TextField select label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ width }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
      <MenuItem value="">Any</MenuItem>
      {options.map(([k, l]) => (
        <MenuItem key={k} value={k}>
          {l}
        </MenuItem>
      ))}
    </TextField>
  );
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `/dashboard/groups/{id}/quote/market-analysis`: every quoted plan side by side, against the current premium. */
export default function MarketAnalysis() {
  const group = useGroup();
  const me = useMe();
  usePageTitle(`Market analysis · ${group.name}`);
  const base = `/dashboard/groups/${group.id}/quote`;
  const writable = can(me, 'quotes', 'write');
  const [line, setLine] = useState('medical');
  const [carrier, setCarrier] = useState('');
  const [metal, setMetal] = useState('');
  const [network, setNetwork] = useState('');
  const [hsa, setHsa] = useState('');
  const { sort, toggle } = useSort({ by: 'monthly', order: 'asc' });
  const market = useQuery(marketQuery(group.id, line));
  const anyQuote = useQuery(quotesQuery(group.id, { per_page: 1 }));

  const all = useMemo(() => market.data?.plans ?? [], [market.data]);
  const carriers = [...new Map(all.map((p) => [p.plan.carrier_name, p.plan.carrier_name] as const)).entries()].sort();
  const networks = [...new Set(all.map((p) => p.plan.network_type))].sort().map((n) => [n, n] as const);
  const rows = useMemo(
    () =>
      sortRows(
        all.filter(
          (p) =>
            (!carrier || p.plan.carrier_name === carrier) &&
            (!metal || p.plan.metal_level === metal) &&
            (!network || p.plan.network_type === network) &&
            (!hsa || (hsa === 'yes') === p.plan.hsa_eligible),
        ),
        VALUES[sort.by] ?? VALUES.monthly,
        sort.order,
      ),
    [all, carrier, metal, network, hsa, sort],
  );
  const current = line === 'medical' ? (market.data?.current_monthly_premium ?? null) : null;
  const chartPlans: ChartPlan[] = rows.map((p) => ({
    id: `${p.quote_id}:${p.plan.id}`,
    name: p.plan.name,
    carrier: p.plan.carrier_name,
    color: p.plan.carrier_color,
    premium: p.monthly_premium,
    deductible: p.plan.deductible_individual,
    metal: p.plan.metal_level,
  }));
  const cheapest = rows.length ? rows.reduce((a, b) => (b.monthly_premium < a.monthly_premium ? b : a)) : null;
  const dearest = rows.length ? rows.reduce((a, b) => (b.monthly_premium > a.monthly_premium ? b : a)) : null;
  const carrierCount = new Set(rows.map((p) => p.plan.carrier_name)).size;
  const cheaper = rows.filter((p) => (p.change_vs_current ?? 0) < 0).length;
  const filtered = !!(carrier || metal || network || hsa);
  const medical = line === 'medical';

  const exportCsv = () => {
    const head = ['Plan', 'Plan ID', 'Carrier', 'Line', 'Metal', 'Network', 'HSA', 'Monthly premium', 'Annual premium', 'Employer monthly', 'Employee monthly', 'Deductible', 'Deductible family', 'OOP max', 'OOP max family', 'PCP copay', 'Specialist copay', 'ER copay', 'Urgent care copay', 'Generic Rx copay', 'Change vs current', 'Change vs current %', 'Quote', 'Effective date'];
    const body = rows.map((p) => [
      p.plan.name,
      p.plan.id,
      p.plan.carrier_name,
      p.plan.line,
      p.plan.metal_level ?? '',
      p.plan.network_type,
      p.plan.hsa_eligible ? 'yes' : 'no',
      p.monthly_premium,
      p.annual_premium,
      p.employer_monthly,
      p.employee_monthly,
      p.plan.deductible_individual,
      p.plan.deductible_family,
      p.plan.oop_max_individual,
      p.plan.oop_max_family,
      p.plan.copay_pcp,
      p.plan.copay_specialist,
      p.plan.copay_er,
      p.plan.copay_urgent_care,
      p.plan.copay_generic_rx,
      p.change_vs_current,
      p.change_pct,
      p.quote_name,
      p.effective_date,
    ]);
    download(`market-analysis-${group.name.replace(/[^\w-]+/g, '-').toLowerCase()}-${line}.csv`, toCsv([head, ...body]));
  };

  const header = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
        Market analysis
      </Typography>
      <Button component={RouterLink} to={base} startIcon={<ArrowBackIcon />}>
        Quotes
      </Button>
      {all.length ? (
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={!rows.length} data-testid="export-csv">
          Export CSV
        </Button>
      ) : null}
    </Stack>
  );

  if (market.error) {
    return (
      <Stack spacing={1.5}>
        {header}
        <LoadError error={market.error} retry={() => void market.refetch()} what="the market analysis" />
      </Stack>
    );
  }

  if (anyQuote.data && anyQuote.data.total === 0) {
    return (
      <Stack spacing={1.5}>
        {header}
        <Card data-testid="market-empty">
          <EmptyState
            icon={<InsightsIcon />}
            title="Nothing quoted yet"
            action={
              writable ? (
                <Button component={RouterLink} to={`${base}/new`} variant="contained" startIcon={<AddIcon />}>
                  New quote
                </Button>
              ) : undefined
            }
          >
            The market analysis puts every plan quoted for {group.name} side by side — premiums, deductibles, copays and networks — against what the group pays today. Create a quote to start.
          </EmptyState>
        </Card>
      </Stack>
    );
  }

  return (
    <Stack spacing={2} data-testid="market-analysis">
      {header}
      <Card>
        <Segmented
          label="Line of coverage"
          value={line}
          onChange={(v) => {
            setLine(v);
            setCarrier('');
            setMetal('');
            setHsa('');
            setNetwork('');
          }}
          options={LINES}
          testId="market-line"
        />
        <Stack direction="row" spacing={1.5} sx={{ p: 1.5, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
          <Filter label="Carrier" value={carrier} onChange={setCarrier} options={carriers} width={210} />
          {medical ? <Filter label="Metal level" value={metal} onChange={setMetal} options={METALS} /> : null}
          <Filter label="Network" value={network} onChange={setNetwork} options={networks} width={130} />
          {medical ? <Filter label="HSA" value={hsa} onChange={setHsa} options={[['yes', 'HSA-eligible'], ['no', 'Not HSA']]} width={150} /> : null}
          {filtered ? (
            <Button size="small" onClick={() => { setCarrier(''); setMetal(''); setNetwork(''); setHsa(''); }}>
              Clear filters
            </Button>
          ) : null}
          <Box sx={{ flexGrow: 1 }} />
          <Typography variant="body2" color="text.secondary" data-testid="market-count">
            {market.data ? `${rows.length} of ${all.length} ${lineLabel(line).toLowerCase()} plans` : ''}
          </Typography>
        </Stack>
      </Card>

      {market.isPending ? (
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={100} />
          <Skeleton variant="rounded" height={360} />
        </Stack>
      ) : all.length === 0 ? (
        <Card>
          <EmptyState icon={<InsightsIcon />} title={`No ${lineLabel(line).toLowerCase()} plans quoted yet`} action={writable ? <Button component={RouterLink} to={`${base}/new`} variant="outlined" startIcon={<AddIcon />}>New quote</Button> : undefined}>
            Quote {lineLabel(line).toLowerCase()} plans to compare them here.
          </EmptyState>
        </Card>
      ) : rows.length === 0 ? (
        <Card>
          <EmptyState title="No plan matches these filters" action={<Button onClick={() => { setCarrier(''); setMetal(''); setNetwork(''); setHsa(''); }}>Clear filters</Button>} />
        </Card>
      ) : (
        <>
          {medical ? (
            <Grid container spacing={2}>
              <Grid size={{ xs: 6, md: 3 }}>
                <StatCard label="Current monthly premium" value={current !== null ? formatDollars(current, true) : '—'} hint={current !== null ? (market.data?.current_carrier ?? 'Carrier not recorded') : 'Not recorded for this group; add it in the group’s current coverage'} testId="market-current" />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <StatCard label="Lowest quoted" value={cheapest ? formatDollars(cheapest.monthly_premium, true) : '—'} hint={cheapest ? `${cheapest.plan.name} · ${cheapest.plan.carrier_name}` : undefined} testId="market-lowest" />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <StatCard
                  label="Best saving vs current"
                  value={cheapest?.change_vs_current !== undefined && cheapest.change_vs_current < 0 ? formatDollars(-cheapest.change_vs_current, true) : '—'}
                  hint={cheapest?.change_pct !== undefined && cheapest.change_vs_current !== undefined && cheapest.change_vs_current < 0 ? `${signedPct(cheapest.change_pct)} a month · ${formatDollars(-cheapest.change_vs_current * 12, true)} a year` : current ? 'No quoted plan is cheaper' : 'No current premium recorded'}
                />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <StatCard label="Plans cheaper than today" value={current !== null ? `${cheaper} of ${rows.length}` : '—'} hint={`${carrierCount} ${carrierCount === 1 ? 'carrier' : 'carriers'} compared`} />
              </Grid>
            </Grid>
          ) : (
            <Grid container spacing={2}>
              <Grid size={{ xs: 6, md: 3 }}>
                <StatCard label="Plans quoted" value={rows.length} hint={`${carrierCount} ${carrierCount === 1 ? 'carrier' : 'carriers'}`} />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <StatCard label="Lowest quoted" value={cheapest ? formatDollars(cheapest.monthly_premium, true) : '—'} hint={cheapest ? `${cheapest.plan.name} · ${cheapest.plan.carrier_name}` : undefined} testId="market-lowest" />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <StatCard label="Highest quoted" value={dearest ? formatDollars(dearest.monthly_premium, true) : '—'} hint={dearest ? `${dearest.plan.name} · ${dearest.plan.carrier_name}` : undefined} />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <StatCard label="Employer share, lowest plan" value={cheapest ? formatDollars(cheapest.employer_monthly, true) : '—'} hint={cheapest ? `employees pay ${formatDollars(cheapest.employee_monthly, true)} a month` : undefined} />
              </Grid>
            </Grid>
          )}

          <SectionCard title="Monthly premium per plan" subheader={current ? 'Grouped by carrier; the dashed line is what the group pays today' : 'Grouped by carrier'} action={<CarrierLegend plans={chartPlans} />}>
            <PremiumBarChart plans={chartPlans} current={current} currentLabel={market.data?.current_carrier} />
          </SectionCard>

          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 7 }}>
              <SectionCard title="Premium vs deductible" subheader="Lower and further left: cheaper and richer">
                <PremiumDeductibleScatter plans={chartPlans} current={current} />
              </SectionCard>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <SectionCard title="Cheapest per carrier" dense>
                <Table size="small" aria-label="Cheapest plan per carrier" data-testid="cheapest-per-carrier">
                  <TableBody>
                    {[...new Map(sortRows(rows, (p) => p.monthly_premium, 'desc').map((p) => [p.plan.carrier_name, p])).values()]
                      .sort((a, b) => a.monthly_premium - b.monthly_premium)
                      .map((p) => (
                        <TableRow key={p.plan.carrier_name}>
                          <TableCell>
                            <CarrierName name={p.plan.carrier_name} color={p.plan.carrier_color} />
                            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', pl: 2.25 }}>
                              {p.plan.name}
                            </Typography>
                          </TableCell>
                          <TableCell align="right" sx={{ ...numSx, fontWeight: 700 }}>
                            {formatDollars(p.monthly_premium, true)}
                          </TableCell>
                          <TableCell align="right">{p.change_vs_current !== undefined ? <Change amount={p.change_vs_current} pct={p.change_pct} whole stacked /> : null}</TableCell>
                        </TableRow>
                      ))}
                  </TableBody>
                </Table>
              </SectionCard>
            </Grid>
          </Grid>

          <SectionCard title="Side by side" subheader="Every plan quoted for the group (the latest quote of each). Copays in dollars: primary care (PCP), specialist, emergency room, urgent care, generic prescription (Rx)" dense testId="market-table-card">
            <TableContainer>
              <Table size="small" aria-label="Quoted plans side by side" data-testid="market-table" sx={{ '& td, & th': { px: 0.75, fontSize: 13 }, '& td:first-of-type, & th:first-of-type': { pl: 2 }, '& td:last-of-type, & th:last-of-type': { pr: 2 } }}>
                <TableHead>
                  <TableRow>
                    {(
                      [
                        ['plan', 'Plan'],
                        ['carrier', 'Carrier'],
                        ...(medical ? [['metal', 'Metal / HSA']] : []),
                        ['network', 'Network'],
                        ['monthly', 'Premium', 'right'],
                        ['deductible', 'Deductible', 'right'],
                        ['oop', 'OOP max', 'right'],
                        ['pcp', 'PCP', 'right'],
                        ['specialist', 'Specialist', 'right'],
                        ['er', 'ER', 'right'],
                        ['urgent', 'Urgent', 'right'],
                        ['rx', 'Rx', 'right'],
                        ...(medical ? [['change', 'vs current', 'right']] : []),
                      ] as [string, string, 'right'?][]
                    ).map(([by, label, align]) => (
                      <SortCell key={by} by={by} sort={sort} onSort={toggle} align={align} sx={{ fontWeight: 700 }}>
                        {label}
                      </SortCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((p) => (
                    <TableRow key={`${p.quote_id}:${p.plan.id}`} hover data-testid="market-row" data-plan-id={p.plan.id}>
                      <TableCell sx={{ minWidth: 160 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600, fontSize: 13 }}>
                          {p.plan.name} <AgencyPlanChip plan={p.plan} />
                        </Typography>
                        <Link
                          component={RouterLink}
                          to={`${base}/${p.quote_id}?plan=${encodeURIComponent(p.plan.id)}`}
                          variant="caption"
                          underline="hover"
                          color="text.secondary"
                          title={`Quote #${p.quote_number}: ${p.quote_name}`}
                          sx={{ display: 'block', maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                        >
                          #{p.quote_number} {p.quote_name}
                        </Link>
                      </TableCell>
                      <TableCell sx={{ minWidth: 120 }}>
                        <CarrierName name={p.plan.carrier_name} color={p.plan.carrier_color} wrap />
                      </TableCell>
                      {medical ? (
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          <MetalChip metal={p.plan.metal_level} />
                          {p.plan.hsa_eligible ? <Chip label="HSA" size="small" color="success" variant="outlined" sx={{ height: 18, fontSize: 11, ml: 0.75 }} /> : null}
                        </TableCell>
                      ) : null}
                      <TableCell>{p.plan.network_type}</TableCell>
                      <TableCell align="right" sx={numSx}>
                        <Box sx={{ fontWeight: 700 }} data-testid="market-monthly">
                          {formatDollars(p.monthly_premium)}
                          <Typography component="span" variant="caption" color="text.secondary">
                            /mo
                          </Typography>
                        </Box>
                        <Typography variant="caption" color="text.secondary">
                          {formatDollars(p.annual_premium, true)}/yr
                        </Typography>
                      </TableCell>
                      <TableCell align="right" sx={numSx}>
                        {formatDollars(p.plan.deductible_individual, true)}
                      </TableCell>
                      <TableCell align="right" sx={numSx}>
                        {formatDollars(p.plan.oop_max_individual, true)}
                      </TableCell>
                      <TableCell align="right" sx={numSx}>
                        {formatDollars(p.plan.copay_pcp, true)}
                      </TableCell>
                      <TableCell align="right" sx={numSx}>
                        {formatDollars(p.plan.copay_specialist, true)}
                      </TableCell>
                      <TableCell align="right" sx={numSx}>
                        {formatDollars(p.plan.copay_er, true)}
                      </TableCell>
                      <TableCell align="right" sx={numSx}>
                        {formatDollars(p.plan.copay_urgent_care, true)}
                      </TableCell>
                      <TableCell align="right" sx={numSx}>
                        {formatDollars(p.plan.copay_generic_rx, true)}
                      </TableCell>
                      {medical ? (
                        <TableCell align="right" data-testid="market-change">
                          {p.change_vs_current !== undefined ? <Change amount={p.change_vs_current} pct={p.change_pct} whole stacked /> : '—'}
                        </TableCell>
                      ) : null}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pt: 1 }}>
              {medical && current ? `Change against the current ${formatDollars(current, true)} a month${market.data?.current_carrier ? ` with ${market.data.current_carrier}` : ''}: green is cheaper. ` : ''}
              {capitalise(lineLabel(line))} premiums are for the whole group per month.
            </Typography>
          </SectionCard>
        </>
      )}
    </Stack>
  );
}
