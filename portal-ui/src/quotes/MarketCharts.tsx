/** The market analysis's charts: premium per plan, premium against deductible, the cheapest plan of each carrier. */
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CarrierLegend, PremiumBarChart, PremiumDeductibleScatter, type ChartPlan } from './charts';
import { sortRows } from './format';
import { Change } from '../ui/Change';
import { SectionCard } from '../ui/cards';
import { numSx } from '../ui/table';
import { formatCents } from '../ui/money';
import { CarrierName } from '../plans/PlanLabels';
import { type MarketPlan } from './queries';

export function MarketCharts({ rows, current, currentCarrier }: { rows: MarketPlan[]; current: number | null; currentCarrier?: string | null }) {
  const chartPlans: ChartPlan[] = rows.map((p) => ({
    id: `${p.quote_id}:${p.plan.id}`,
    name: p.plan.name,
    carrier: p.plan.carrier_name,
    color: p.plan.carrier_color,
    premium: p.monthly_premium_cents,
    deductible: p.plan.deductible_individual_cents,
    metal: p.plan.metal_level,
  }));
  return (
    <>
      <SectionCard title="Monthly premium per plan" subheader={current ? 'Grouped by carrier; the dashed line is what the group pays today' : 'Grouped by carrier'} action={<CarrierLegend plans={chartPlans} />}>
        <PremiumBarChart plans={chartPlans} current={current} currentLabel={currentCarrier} />
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
                {[...new Map(sortRows(rows, (p) => p.monthly_premium_cents, 'desc').map((p) => [p.plan.carrier_name, p])).values()]
                  .sort((a, b) => a.monthly_premium_cents - b.monthly_premium_cents)
                  .map((p) => (
                    <TableRow key={p.plan.carrier_name}>
                      <TableCell>
                        <CarrierName name={p.plan.carrier_name} color={p.plan.carrier_color} />
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', pl: 2.25 }}>
                          {p.plan.name}
                        </Typography>
                      </TableCell>
                      <TableCell align="right" sx={{ ...numSx, fontWeight: 700 }}>
                        {formatCents(p.monthly_premium_cents, true)}
                      </TableCell>
                      <TableCell align="right">{p.change_vs_current_cents !== undefined ? <Change amount={p.change_vs_current_cents} pct={p.change_pct} whole stacked /> : null}</TableCell>
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          </SectionCard>
        </Grid>
      </Grid>
    </>
  );
}
