/** The market analysis in four figures: against the current premium for medical, the quoted range otherwise. */
import Grid from '@mui/material/Grid';
import { signedPct } from '../ui/money';
import { StatCard } from '../ui/cards';
import { formatCents } from '../ui/money';
import { type MarketPlan } from './queries';

export function MarketStats({ rows, medical, current, currentCarrier }: { rows: MarketPlan[]; medical: boolean; current: number | null; currentCarrier?: string | null }) {
  const cheapest = rows.length ? rows.reduce((a, b) => (b.monthly_premium_cents < a.monthly_premium_cents ? b : a)) : null;
  const dearest = rows.length ? rows.reduce((a, b) => (b.monthly_premium_cents > a.monthly_premium_cents ? b : a)) : null;
  const carrierCount = new Set(rows.map((p) => p.plan.carrier_name)).size;
  const cheaper = rows.filter((p) => (p.change_vs_current_cents ?? 0) < 0).length;
  return medical ? (

    <Grid container spacing={2}>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label="Current monthly premium" value={current !== null ? formatCents(current, true) : '—'} hint={current !== null ? (currentCarrier ?? 'Carrier not recorded') : 'Not recorded for this group; add it in the group’s current coverage'} testId="market-current" />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label="Lowest quoted" value={cheapest ? formatCents(cheapest.monthly_premium_cents, true) : '—'} hint={cheapest ? `${cheapest.plan.name} · ${cheapest.plan.carrier_name}` : undefined} testId="market-lowest" />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard
          label="Best saving vs current"
          value={cheapest?.change_vs_current_cents !== undefined && cheapest.change_vs_current_cents < 0 ? formatCents(-cheapest.change_vs_current_cents, true) : '—'}
          hint={cheapest?.change_pct !== undefined && cheapest.change_vs_current_cents !== undefined && cheapest.change_vs_current_cents < 0 ? `${signedPct(cheapest.change_pct)} a month · ${formatCents(-cheapest.change_vs_current_cents * 12, true)} a year` : current ? 'No quoted plan is cheaper' : 'No current premium recorded'}
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
        <StatCard label="Lowest quoted" value={cheapest ? formatCents(cheapest.monthly_premium_cents, true) : '—'} hint={cheapest ? `${cheapest.plan.name} · ${cheapest.plan.carrier_name}` : undefined} testId="market-lowest" />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label="Highest quoted" value={dearest ? formatCents(dearest.monthly_premium_cents, true) : '—'} hint={dearest ? `${dearest.plan.name} · ${dearest.plan.carrier_name}` : undefined} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label="Employer share, lowest plan" value={cheapest ? formatCents(cheapest.employer_monthly_cents, true) : '—'} hint={cheapest ? `employees pay ${formatCents(cheapest.employee_monthly_cents, true)} a month` : undefined} />
      </Grid>
    </Grid>
  );
}
