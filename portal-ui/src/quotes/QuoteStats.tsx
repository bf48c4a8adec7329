/** A quote in four figures: plans, premium range, employer cost, employees rated. */
import Grid from '@mui/material/Grid';
import { premiumRange } from './format';
import { StatCard } from '../ui/cards';
import { formatCents } from '../ui/money';
import { lineLabel } from '../ui/vocab';
import { type Quote } from './queries';

export function QuoteStats({ quote: q }: { quote: Quote }) {
  const firstLine = q.plans.filter((p) => p.plan.line === q.lines[0]);
  const employerLow = firstLine.length ? Math.min(...firstLine.map((p) => p.employer_monthly_cents)) : null;
  const employerHigh = firstLine.length ? Math.max(...firstLine.map((p) => p.employer_monthly_cents)) : null;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label="Plans" value={q.plan_count} hint={q.lines.map(lineLabel).join(' · ')} testId="stat-plans" />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label={`Monthly premium (${lineLabel(q.lines[0] ?? 'medical').toLowerCase()})`} value={premiumRange(q.lowest_premium_cents, q.highest_premium_cents)} hint="Lowest – highest plan" testId="stat-premium" />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label="Employer cost / month" value={premiumRange(employerLow, employerHigh)} hint={employerLow !== null ? `${formatCents((employerLow ?? 0) * 12, true)} – ${formatCents((employerHigh ?? 0) * 12, true)} a year` : undefined} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label="Employees rated" value={q.employees} hint={q.census_label} />
      </Grid>
    </Grid>
  );
}
