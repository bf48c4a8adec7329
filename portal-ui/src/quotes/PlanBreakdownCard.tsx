/** The selected plan of a quote: its totals per tier and what each employee pays. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { TierTotals } from './Breakdown';
import { formatCents } from '../ui/money';
import { CarrierName } from '../plans/PlanLabels';
import { type Quote, type QuotedPlan } from './queries';

const EmployeeBreakdown = lazy(() => import('./EmployeeBreakdown').then((m) => ({ default: m.EmployeeBreakdown })));

export function PlanBreakdownCard({ quote: q, plan: selectedPlan }: { quote: Quote; plan: QuotedPlan }) {
  return (
    <Card data-testid="plan-breakdown">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {selectedPlan.plan.name}
          </Typography>
          <CarrierName name={selectedPlan.plan.carrier_name} color={selectedPlan.plan.carrier_color} />
          <Typography variant="body2" color="text.secondary">
            · {formatCents(selectedPlan.monthly_premium_cents)} a month · {formatCents(selectedPlan.annual_premium_cents, true)} a year · employer {formatCents(selectedPlan.employer_monthly_cents)} · employees {formatCents(selectedPlan.employee_monthly_cents)}
          </Typography>
        </Stack>
      </CardContent>
      <Box sx={{ px: 2, pb: 2 }}>
        <TierTotals plan={selectedPlan} />
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          Rate of a 21-year-old: {formatCents(selectedPlan.base_rate_cents)} a month. Deductible {formatCents(selectedPlan.plan.deductible_individual_cents, true)} individual / {formatCents(selectedPlan.plan.deductible_family_cents, true)} family; out-of-pocket max {formatCents(selectedPlan.plan.oop_max_individual_cents, true)} / {formatCents(selectedPlan.plan.oop_max_family_cents, true)}.
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
  );
}
