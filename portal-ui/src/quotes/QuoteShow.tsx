import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SendIcon from '@mui/icons-material/Send';
import TableChartIcon from '@mui/icons-material/TableChart';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, can } from '../api';
import { usePageTitle } from '../brand/BrandProvider';
import { labelOf, PAY_FREQUENCIES } from '../book/rules';
import { useMe } from '../dashboard/useSession';
import { useGroup } from '../groups/context';
import { deleteQuote, proposalHref, quoteQuery, rerateQuote, setQuoteStatus, type Quote, type QuotedPlan, type QuoteStatus, type Rerate } from './api';
import { TierTotals } from './Breakdown';
import { describeRule, nextStatuses, premiumRange, scopeLabel, shortRule, shortScope, sortRows } from './format';
import { RerateDiff, rerateSummary } from './RerateDiff';
import { Change, QuoteStatusChip } from './ui';
import { TierLegend } from '../ui/TierLegend';
import { Fact } from '../ui/facts';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { formatDate, formatDateTime } from '../ui/dates';
import { LoadError } from '../ui/states';
import { SectionCard, StatCard } from '../ui/cards';
import { numSx, SortCell, useSort } from '../ui/table';
import { Segmented } from '../ui/Segmented';
import { formatDollars } from '../ui/money';
import { lineLabel } from '../plans/catalogue';
import { AgencyPlanChip, CarrierName, MetalChip } from '../plans/PlanLabels';

const EmployeeBreakdown = lazy(() => import('./EmployeeBreakdown').then((m) => ({ default: m.EmployeeBreakdown })));

const STATUS_ACTIONS: Record<string, { label: string; icon: ReactNode; color?: 'success' | 'error' | 'primary' }> = {
  presented: { label: 'Mark presented', icon: <SendIcon />, color: 'primary' },
  accepted: { label: 'Mark accepted', icon: <ThumbUpIcon />, color: 'success' },
  declined: { label: 'Mark declined', icon: <ThumbDownIcon />, color: 'error' },
};

const SORT_VALUES: Record<string, (p: QuotedPlan) => string | number | undefined> = {
  plan: (p) => p.plan.name,
  carrier: (p) => p.plan.carrier_name,
  metal: (p) => ['bronze', 'silver', 'gold', 'platinum'].indexOf(p.plan.metal_level ?? ''),
  network: (p) => p.plan.network_type,
  hsa: (p) => (p.plan.hsa_eligible ? 1 : 0),
  deductible: (p) => p.plan.deductible_individual,
  oop: (p) => p.plan.oop_max_individual,
  monthly: (p) => p.monthly_premium,
  annual: (p) => p.annual_premium,
  employer: (p) => p.employer_monthly,
  employee: (p) => p.employee_monthly,
  enrolled: (p) => p.enrolled,
};

function PlansTable({ quote, selected, onSelect }: { quote: Quote; selected: string | null; onSelect: (id: string) => void }) {
  const { sort, toggle } = useSort({ by: 'monthly', order: 'asc' });
  const [line, setLine] = useState<string>(quote.lines[0] ?? 'all');
  const multi = quote.lines.length > 1;
  const rows = useMemo(() => {
    const inLine = quote.plans.filter((p) => line === 'all' || p.plan.line === line);
    return sortRows(inLine, SORT_VALUES[sort.by] ?? SORT_VALUES.monthly, sort.order);
  }, [quote.plans, line, sort]);
  const medical = rows.some((p) => p.plan.line === 'medical');
  const cheapest = Math.min(...rows.filter((p) => p.plan.line === (line === 'all' ? quote.lines[0] : line)).map((p) => p.monthly_premium));
  const h = (by: string, label: string, align?: 'right', firstOrder?: 'asc' | 'desc') => (
    <SortCell by={by} sort={sort} onSort={toggle} align={align} firstOrder={firstOrder} sx={{ fontWeight: 700 }}>
      {label}
    </SortCell>
  );
  return (
    <>
      {multi ? (
        <Segmented
          label="Line of coverage"
          value={line}
          onChange={setLine}
          options={[['all', `All (${quote.plans.length})`] as const, ...quote.lines.map((l) => [l, `${lineLabel(l)} (${quote.plans.filter((p) => p.plan.line === l).length})`] as const)]}
        />
      ) : null}
      <TableContainer>
        <Table size="small" aria-label="Quoted plans" data-testid="quote-plans" sx={{ '& td, & th': { px: 0.6, fontSize: 13 }, '& td:first-of-type, & th:first-of-type': { pl: 1 }, '& td:last-of-type, & th:last-of-type': { pr: 2 } }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              {h('plan', 'Plan')}
              {h('carrier', 'Carrier')}
              {medical ? h('metal', 'Metal / HSA') : null}
              {h('network', 'Network')}
              {h('deductible', 'Deductible', 'right')}
              {h('oop', 'OOP max', 'right')}
              {h('monthly', 'Monthly', 'right')}
              {h('annual', 'Annual', 'right')}
              {h('employer', 'Employer/mo', 'right')}
              {h('employee', 'Employees/mo', 'right')}
              <SortCell by="enrolled" sort={sort} onSort={toggle} align="right" firstOrder="desc" sx={{ fontWeight: 700 }}>
                <Box component="span" sx={{ lineHeight: 1.2 }}>
                  Enrolled
                  <Box component="span" sx={{ display: 'block', fontSize: 11, fontWeight: 400, color: 'text.secondary' }}>
                    EE·ES·EC·EF
                  </Box>
                </Box>
              </SortCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((p) => {
              const on = selected === p.plan.id;
              const tier = (t: string) => p.tiers.find((x) => x.tier === t)?.count ?? 0;
              return (
                <TableRow key={p.plan.id} hover selected={on} onClick={() => onSelect(p.plan.id)} sx={{ cursor: 'pointer' }} data-testid="quote-plan-row" data-plan-id={p.plan.id} aria-selected={on}>
                  <TableCell padding="checkbox">
                    <Radio size="small" checked={on} onChange={() => onSelect(p.plan.id)} slotProps={{ input: { 'aria-label': `Show the breakdown of ${p.plan.name}` } }} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 150 }}>
                    <Box sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
                      {p.plan.name}
                      <AgencyPlanChip plan={p.plan} />
                      {p.monthly_premium === cheapest ? <Chip label="Lowest" size="small" color="success" variant="outlined" sx={{ height: 18, fontSize: 11 }} /> : null}
                    </Box>
                    <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                      {p.plan.id}
                      {multi && line === 'all' ? ` · ${lineLabel(p.plan.line)}` : ''}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ minWidth: 115 }}>
                    <CarrierName name={p.plan.carrier_name} color={p.plan.carrier_color} wrap />
                  </TableCell>
                  {medical ? (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <MetalChip metal={p.plan.metal_level} />
                      {p.plan.hsa_eligible ? <Chip label="HSA" size="small" color="success" variant="outlined" sx={{ height: 18, fontSize: 11, ml: 0.75 }} data-testid="plan-hsa" /> : null}
                    </TableCell>
                  ) : null}
                  <TableCell>{p.plan.network_type}</TableCell>
                  <TableCell align="right" sx={numSx}>
                    {formatDollars(p.plan.deductible_individual, true)}
                  </TableCell>
                  <TableCell align="right" sx={numSx}>
                    {formatDollars(p.plan.oop_max_individual, true)}
                  </TableCell>
                  <TableCell align="right" sx={{ ...numSx, fontWeight: 700 }} data-testid="plan-monthly">
                    {formatDollars(p.monthly_premium)}
                  </TableCell>
                  <TableCell align="right" sx={numSx}>
                    {formatDollars(p.annual_premium, true)}
                  </TableCell>
                  <TableCell align="right" sx={numSx}>
                    {formatDollars(p.employer_monthly)}
                  </TableCell>
                  <TableCell align="right" sx={numSx}>
                    {formatDollars(p.employee_monthly)}
                  </TableCell>
                  <TableCell align="right" sx={numSx}>
                    {p.enrolled}
                    <Typography component="div" variant="caption" color="text.secondary" title="Households per tier: EE · ES · EC · EF" data-testid="plan-tiers">
                      {tier('EE')}·{tier('ES')}·{tier('EC')}·{tier('EF')}
                    </Typography>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ px: 2, pb: 1 }}>
        <TierLegend />
      </Box>
    </>
  );
}

function RerateEntry({ rerate, changed, before, after }: { rerate: Rerate; changed: number; before: number; after: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Box data-testid="rerate-entry" sx={{ borderTop: 1, borderColor: 'divider' }}>
      <ButtonBase onClick={() => setOpen((o) => !o)} aria-expanded={open} sx={{ width: '100%', px: 2, py: 1, justifyContent: 'flex-start', textAlign: 'left', '&:hover': { bgcolor: 'action.hover' } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', width: '100%' }} useFlexGap>
          <ExpandMoreIcon fontSize="small" sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform .15s', color: 'text.secondary' }} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatDateTime(rerate.created_at)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            by {rerate.created_by_name ?? '—'}
          </Typography>
          <Typography variant="body2">
            {changed} of {rerate.changes.length} plans changed
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Change amount={Math.round((after - before) * 100) / 100} pct={before ? Math.round(((after - before) / before) * 10000) / 100 : 0} />
        </Stack>
      </ButtonBase>
      <Collapse in={open} unmountOnExit>
        <RerateDiff changes={rerate.changes} testId="rerate-history-diff" />
      </Collapse>
    </Box>
  );
}

/** `/dashboard/groups/{id}/quote/{quoteId}`: a rated quote, its plans, breakdowns, status, re-rates and proposals. */
export default function QuoteShow() {
  const group = useGroup();
  const me = useMe();
  const { quoteId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const quote = useQuery(quoteQuery(quoteId));
  usePageTitle(quote.data ? `${quote.data.name} · ${group.name}` : `Quote · ${group.name}`);
  const writable = can(me, 'quotes', 'write');
  const base = `/dashboard/groups/${group.id}/quote`;
  const [rerating, setRerating] = useState(false);
  const [refreshCensus, setRefreshCensus] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [justRerated, setJustRerated] = useState<string | null>(null);

  const onQuote = (q: Quote) => {
    queryClient.setQueryData(['quotes', q.id], q);
    void queryClient.invalidateQueries({ queryKey: ['groups', group.id, 'quotes'] });
    void queryClient.invalidateQueries({ queryKey: ['groups', group.id, 'market-analysis'] });
    void queryClient.invalidateQueries({ queryKey: ['quotes', q.id, 'breakdown'] });
  };
  const status = useMutation({
    mutationFn: (to: QuoteStatus) => setQuoteStatus(quoteId, to),
    onSuccess: onQuote,
    // Refused (409): someone moved the quote meanwhile; show its status as it is now, beside the reason.
    onError: (e) => {
      if (e instanceof ApiError && e.status === 409) void queryClient.invalidateQueries({ queryKey: ['quotes', quoteId], exact: true });
    },
  });
  const rerate = useMutation({
    mutationFn: () => rerateQuote(quoteId, refreshCensus),
    onSuccess: (q) => {
      onQuote(q);
      setRerating(false);
      setJustRerated(q.rerates[0]?.id ?? null);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteQuote(quoteId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['quotes', quoteId] });
      void queryClient.invalidateQueries({ queryKey: ['groups', group.id] });
      navigate(base, { replace: true });
    },
  });

  const back = (
    <Button component={RouterLink} to={base} startIcon={<ArrowBackIcon />}>
      Quotes
    </Button>
  );

  if (quote.error) {
    return (
      <Stack spacing={1.5}>
        <Box>{back}</Box>
        <LoadError error={quote.error} retry={() => void quote.refetch()} what="the quote" />
      </Stack>
    );
  }
  if (quote.isPending) {
    return (
      <Stack spacing={1.5} data-testid="quote-loading">
        <Skeleton variant="rounded" height={150} />
        <Grid container spacing={2}>
          {[0, 1, 2, 3].map((i) => (
            <Grid key={i} size={{ xs: 6, md: 3 }}>
              <Skeleton variant="rounded" height={90} />
            </Grid>
          ))}
        </Grid>
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }

  const q = quote.data;
  const selectedId = search.get('plan');
  const selectedPlan = q.plans.find((p) => p.plan.id === selectedId) ?? null;
  const select = (id: string) =>
    setSearch(
      (s) => {
        const n = new URLSearchParams(s);
        n.set('plan', id);
        return n;
      },
      { replace: true, preventScrollReset: true },
    );
  const latest = q.rerates.find((r) => r.id === justRerated);
  const statusError = status.error instanceof ApiError && !status.error.isServerError ? status.error : null;
  const locked = q.status === 'accepted' || q.status === 'declined';
  const firstLine = q.plans.filter((p) => p.plan.line === q.lines[0]);
  const employerLow = firstLine.length ? Math.min(...firstLine.map((p) => p.employer_monthly)) : null;
  const employerHigh = firstLine.length ? Math.max(...firstLine.map((p) => p.employer_monthly)) : null;

  return (
    <Stack spacing={2} data-testid="quote" data-status={q.status}>
      <Box>{back}</Box>
      <Card>
        <CardContent sx={{ pb: '12px !important' }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }} data-testid="quote-name">
                  {q.name}
                </Typography>
                <QuoteStatusChip status={q.status} size="medium" />
                <Typography variant="body2" color="text.secondary">
                  #{q.number}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
                Created by {q.created_by_name ?? '—'} on {formatDateTime(q.created_at)}
                {q.presented_at ? ` · presented ${formatDateTime(q.presented_at)}` : ''}
                {q.decided_at ? ` · ${q.status} ${formatDateTime(q.decided_at)}` : ''}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', flexShrink: 0, '& .MuiButton-root': { whiteSpace: 'nowrap' } }} useFlexGap>
              <Button variant="outlined" size="small" component="a" href={proposalHref(q.id, 'xlsx')} download startIcon={<TableChartIcon />} data-testid="proposal-xlsx">
                XLSX
              </Button>
              <Button variant="outlined" size="small" component="a" href={proposalHref(q.id, 'pdf')} download startIcon={<PictureAsPdfIcon />} data-testid="proposal-pdf">
                PDF proposal
              </Button>
              {writable ? (
                <>
                  <Button variant="outlined" size="small" startIcon={<AutorenewIcon />} disabled={locked} title={locked ? `An ${q.status} quote keeps its rates; move it back to presented to re-rate it` : 'Rate again with today’s catalogue rates'} onClick={() => setRerating(true)} data-testid="rerate">
                    Re-rate
                  </Button>
                  {nextStatuses(q.status).map((to) => {
                    const back = q.status === 'accepted' || q.status === 'declined';
                    const a = back ? { label: 'Back to presented', icon: <UndoIcon />, color: undefined } : STATUS_ACTIONS[to];
                    return (
                      <Button
                        key={to}
                        size="small"
                        variant={back ? 'outlined' : 'contained'}
                        color={a.color ?? 'primary'}
                        startIcon={a.icon}
                        disabled={status.isPending}
                        onClick={() => status.mutate(to)}
                        data-testid={`status-${to}`}
                      >
                        {a.label}
                      </Button>
                    );
                  })}
                  {q.status === 'draft' ? (
                    <Button size="small" color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => setDeleting(true)} data-testid="delete-quote">
                      Delete
                    </Button>
                  ) : null}
                </>
              ) : (
                <Chip size="small" variant="outlined" label="View only" title="Your broker presents, re-rates and updates this quote" data-testid="read-only" />
              )}
            </Stack>
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(7, auto) 1fr' }, gap: 2, mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
            <Fact label="Effective date" testId="quote-effective">
              {formatDate(q.effective_date)}
            </Fact>
            <Fact label="Rating area" testId="quote-area">
              {q.rating_area} · ZIP {q.zip}
            </Fact>
            <Fact label="Census">{q.census_label}</Fact>
            <Fact label="Employees" testId="quote-employees">
              {q.employees}
            </Fact>
            <Fact label="Lines">{q.lines.map(lineLabel).join(', ')}</Fact>
            <Fact label="Pay frequency">{labelOf(PAY_FREQUENCIES, q.pay_frequency)}</Fact>
            <Fact label="Rated" testId="quote-rated-at">
              {formatDateTime(q.rated_at)}
            </Fact>
            <Fact label="Contribution">
              {q.contribution.map((r, i) => (
                <Box component="span" key={i} sx={{ display: 'block', whiteSpace: 'nowrap' }} title={`${scopeLabel(r)}: ${describeRule(r, (id) => q.plans.find((p) => p.plan.id === id)?.plan.name)}`}>
                  {shortScope(r) ? (
                    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                      {shortScope(r)}:{' '}
                    </Box>
                  ) : null}
                  {shortRule(r)}
                </Box>
              ))}
            </Fact>
          </Box>
        </CardContent>
      </Card>

      {statusError ? (
        <Alert severity="warning" onClose={() => status.reset()} data-testid="status-error">
          {statusError.message}
        </Alert>
      ) : null}
      {q.status === 'accepted' ? (
        <Alert
          severity="success"
          icon={<DesignServicesIcon />}
          data-testid="accepted-hint"
          action={
            <Button component={RouterLink} to={`/dashboard/groups/${group.id}/plan-design`} color="inherit" size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }}>
              Open plan design
            </Button>
          }
        >
          <AlertTitle>Accepted{q.decided_at ? ` on ${formatDate(q.decided_at.slice(0, 10))}` : ''}</AlertTitle>
          The employer chose from this quote. Its plans and contribution feed the group’s plan design: choose the offered plans per line, the contribution strategy and the waiting period there.
        </Alert>
      ) : q.status === 'declined' ? (
        <Alert severity="info">The employer declined this quote. It stays on record; move it back to presented to revisit it.</Alert>
      ) : null}

      {latest ? (
        <Alert
          severity={rerateSummary(latest).changed ? 'info' : 'success'}
          icon={<AutorenewIcon />}
          onClose={() => setJustRerated(null)}
          data-testid="rerate-result"
          sx={{ '& .MuiAlert-message': { flexGrow: 1 } }}
        >
          <AlertTitle>
            Re-rated: {rerateSummary(latest).changed} of {latest.changes.length} plans changed
            {q.rated_in_ms !== undefined ? ` · ${Math.round(q.rated_in_ms)} ms` : ''}
          </AlertTitle>
          <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, mt: 1 }}>
            <RerateDiff changes={latest.changes} />
          </Box>
        </Alert>
      ) : null}

      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Plans" value={q.plan_count} hint={q.lines.map(lineLabel).join(' · ')} testId="stat-plans" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label={`Monthly premium (${lineLabel(q.lines[0] ?? 'medical').toLowerCase()})`} value={premiumRange(q.lowest_premium, q.highest_premium)} hint="Lowest – highest plan" testId="stat-premium" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Employer cost / month" value={premiumRange(employerLow, employerHigh)} hint={employerLow !== null ? `${formatDollars((employerLow ?? 0) * 12, true)} – ${formatDollars((employerHigh ?? 0) * 12, true)} a year` : undefined} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Employees rated" value={q.employees} hint={q.census_label} />
        </Grid>
      </Grid>

      <SectionCard title="Plans" subheader="Select a plan to see each employee’s cost and the totals per tier" dense testId="quote-plans-card">
        {q.plans.length ? <PlansTable quote={q} selected={selectedPlan?.plan.id ?? null} onSelect={select} /> : <Typography sx={{ px: 2 }}>This quote has no plans.</Typography>}
      </SectionCard>

      {selectedPlan ? (
        <Card data-testid="plan-breakdown">
          <CardContent sx={{ pb: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }} useFlexGap>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {selectedPlan.plan.name}
              </Typography>
              <CarrierName name={selectedPlan.plan.carrier_name} color={selectedPlan.plan.carrier_color} />
              <Typography variant="body2" color="text.secondary">
                · {formatDollars(selectedPlan.monthly_premium)} a month · {formatDollars(selectedPlan.annual_premium, true)} a year · employer {formatDollars(selectedPlan.employer_monthly)} · employees {formatDollars(selectedPlan.employee_monthly)}
              </Typography>
            </Stack>
          </CardContent>
          <Box sx={{ px: 2, pb: 2 }}>
            <TierTotals plan={selectedPlan} />
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              Rate of a 21-year-old: {formatDollars(selectedPlan.base_rate)} a month. Deductible {formatDollars(selectedPlan.plan.deductible_individual, true)} individual / {formatDollars(selectedPlan.plan.deductible_family, true)} family; out-of-pocket max {formatDollars(selectedPlan.plan.oop_max_individual, true)} / {formatDollars(selectedPlan.plan.oop_max_family, true)}.
            </Typography>
          </Box>
          <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 700, px: 2, pb: 1 }}>
              Per employee
            </Typography>
            <Suspense fallback={<Skeleton variant="rounded" height={160} sx={{ mx: 2, mb: 2 }} />}>
              <EmployeeBreakdown quoteId={q.id} planId={selectedPlan.plan.id} payFrequency={q.pay_frequency} />
            </Suspense>
          </Box>
        </Card>
      ) : (
        <Alert severity="info" variant="outlined" data-testid="breakdown-hint">
          Select a plan above to see what each employee and their family costs on it, and the totals per tier.
        </Alert>
      )}

      <SectionCard title="Re-rates" subheader="Each re-rate prices the same plans again with the catalogue’s current rates (and, if asked, the latest census)" testId="rerate-history" dense>
        {q.rerates.length === 0 ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', px: 2 }}>
            <HistoryIcon fontSize="small" />
            <Typography variant="body2">Not re-rated yet; rated {formatDateTime(q.rated_at)}.</Typography>
          </Stack>
        ) : (
          <Box>
            {q.rerates.map((r) => {
              const s = rerateSummary(r);
              return (
                <RerateEntry key={r.id} rerate={r} changed={s.changed} before={s.before} after={s.after} />
              );
            })}
          </Box>
        )}
      </SectionCard>

      <ConfirmDialog
        open={rerating}
        title="Re-rate this quote?"
        confirmLabel="Re-rate"
        busyLabel="Re-rating…"
        busy={rerate.isPending}
        error={rerate.error}
        onClose={() => {
          setRerating(false);
          rerate.reset();
        }}
        onConfirm={() => rerate.mutate()}
      >
        <Typography variant="body2">The same {q.plan_count} plans are priced again with today’s catalogue rates; you will see what changed per plan.</Typography>
        <FormControlLabel
          control={<Checkbox checked={refreshCensus} onChange={(e) => setRefreshCensus(e.target.checked)} />}
          label={q.census_version_id ? 'Also take the group’s latest committed census' : 'Also take the roster as it is now'}
          data-testid="refresh-census"
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting}
        title={`Delete ${q.name}?`}
        confirmLabel="Delete quote"
        danger
        busy={remove.isPending}
        error={remove.error}
        onClose={() => setDeleting(false)}
        onConfirm={() => remove.mutate()}
      >
        <Typography variant="body2">This draft and its rated plans are removed. Presented quotes stay on record and cannot be deleted.</Typography>
      </ConfirmDialog>
    </Stack>
  );
}
