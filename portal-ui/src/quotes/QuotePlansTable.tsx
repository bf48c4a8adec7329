/** The plans of a quote, per line, sortable; a click selects a plan for its breakdown. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { sortRows } from './format';
import { TierLegend } from '../ui/TierLegend';
import { numSx, SortCell, useSort } from '../ui/table';
import { Segmented } from '../ui/Segmented';
import { formatCents } from '../ui/money';
import { lineLabel } from '../ui/vocab';
import { AgencyPlanChip, CarrierName, MetalChip } from '../plans/PlanLabels';
import { type Quote, type QuotedPlan } from './queries';

const SORT_VALUES: Record<string, (p: QuotedPlan) => string | number | undefined> = {
  plan: (p) => p.plan.name,
  carrier: (p) => p.plan.carrier_name,
  metal: (p) => ['bronze', 'silver', 'gold', 'platinum'].indexOf(p.plan.metal_level ?? ''),
  network: (p) => p.plan.network_type,
  hsa: (p) => (p.plan.hsa_eligible ? 1 : 0),
  deductible: (p) => p.plan.deductible_individual_cents,
  oop: (p) => p.plan.oop_max_individual_cents,
  monthly: (p) => p.monthly_premium_cents,
  annual: (p) => p.annual_premium_cents,
  employer: (p) => p.employer_monthly_cents,
  employee: (p) => p.employee_monthly_cents,
  enrolled: (p) => p.enrolled,
};

export function QuotePlansTable({ quote, selected, onSelect }: { quote: Quote; selected: string | null; onSelect: (id: string) => void }) {
  const { sort, toggle } = useSort({ by: 'monthly', order: 'asc' });
  const [line, setLine] = useState<string>(quote.lines[0] ?? 'all');
  const multi = quote.lines.length > 1;
  const rows = useMemo(() => {
    const inLine = quote.plans.filter((p) => line === 'all' || p.plan.line === line);
    return sortRows(inLine, SORT_VALUES[sort.by] ?? SORT_VALUES.monthly, sort.order);
  }, [quote.plans, line, sort]);
  const medical = rows.some((p) => p.plan.line === 'medical');
  const cheapest = Math.min(...rows.filter((p) => p.plan.line === (line === 'all' ? quote.lines[0] : line)).map((p) => p.monthly_premium_cents));
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
                      {p.monthly_premium_cents === cheapest ? <Chip label="Lowest" size="small" color="success" variant="outlined" sx={{ height: 18, fontSize: 11 }} /> : null}
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
                    {formatCents(p.plan.deductible_individual_cents, true)}
                  </TableCell>
                  <TableCell align="right" sx={numSx}>
                    {formatCents(p.plan.oop_max_individual_cents, true)}
                  </TableCell>
                  <TableCell align="right" sx={{ ...numSx, fontWeight: 700 }} data-testid="plan-monthly">
                    {formatCents(p.monthly_premium_cents)}
                  </TableCell>
                  <TableCell align="right" sx={numSx}>
                    {formatCents(p.annual_premium_cents, true)}
                  </TableCell>
                  <TableCell align="right" sx={numSx}>
                    {formatCents(p.employer_monthly_cents)}
                  </TableCell>
                  <TableCell align="right" sx={numSx}>
                    {formatCents(p.employee_monthly_cents)}
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
