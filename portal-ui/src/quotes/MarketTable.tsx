/** Every quoted plan of a line side by side, sortable, with the change against the current premium. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { capitalise } from './format';
import { Change } from '../ui/Change';
import { SectionCard } from '../ui/cards';
import { numSx, SortCell, type SortState } from '../ui/table';
import { formatCents } from '../ui/money';
import { lineLabel } from '../ui/vocab';
import { AgencyPlanChip, CarrierName, MetalChip } from '../plans/PlanLabels';
import { type MarketPlan } from './queries';

export function MarketTable({ rows, line, quotesPath, sort, onSort, current, currentCarrier }: { rows: MarketPlan[]; line: string; quotesPath: string; sort: SortState; onSort: (by: string) => void; current: number | null; currentCarrier?: string | null }) {
  const medical = line === 'medical';
  return (
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
                <SortCell key={by} by={by} sort={sort} onSort={onSort} align={align} sx={{ fontWeight: 700 }}>
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
                    to={`${quotesPath}/${p.quote_id}?plan=${encodeURIComponent(p.plan.id)}`}
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
                    {formatCents(p.monthly_premium_cents)}
                    <Typography component="span" variant="caption" color="text.secondary">
                      /mo
                    </Typography>
                  </Box>
                  <Typography variant="caption" color="text.secondary">
                    {formatCents(p.annual_premium_cents, true)}/yr
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={numSx}>
                  {formatCents(p.plan.deductible_individual_cents, true)}
                </TableCell>
                <TableCell align="right" sx={numSx}>
                  {formatCents(p.plan.oop_max_individual_cents, true)}
                </TableCell>
                <TableCell align="right" sx={numSx}>
                  {formatCents(p.plan.copay_pcp_cents, true)}
                </TableCell>
                <TableCell align="right" sx={numSx}>
                  {formatCents(p.plan.copay_specialist_cents, true)}
                </TableCell>
                <TableCell align="right" sx={numSx}>
                  {formatCents(p.plan.copay_er_cents, true)}
                </TableCell>
                <TableCell align="right" sx={numSx}>
                  {formatCents(p.plan.copay_urgent_care_cents, true)}
                </TableCell>
                <TableCell align="right" sx={numSx}>
                  {formatCents(p.plan.copay_generic_rx_cents, true)}
                </TableCell>
                {medical ? (
                  <TableCell align="right" data-testid="market-change">
                    {p.change_vs_current_cents !== undefined ? <Change amount={p.change_vs_current_cents} pct={p.change_pct} whole stacked /> : '—'}
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pt: 1 }}>
        {medical && current ? `Change against the current ${formatCents(current, true)} a month${currentCarrier ? ` with ${currentCarrier}` : ''}: green is cheaper. ` : ''}
        {capitalise(lineLabel(line))} premiums are for the whole group per month.
      </Typography>
    </SectionCard>
  );
}
