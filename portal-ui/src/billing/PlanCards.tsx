/** The plan catalogue as cards: price, limits and features; the agency's plan marked. */
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatCentsTrimmed } from '../ui/money';
import type { BillingPlan } from './queries';
import { planLimits, yearlySaving } from './usage';

/** `action` puts a button under each plan (subscribing, on the billing page). */
export function PlanCards({ plans, currentId, action }: { plans: BillingPlan[]; currentId?: string; action?: (plan: BillingPlan) => ReactNode }) {
  return (
    <Grid container spacing={2}>
      {plans.map((plan) => (
        <Grid key={plan.id} size={{ xs: 12, md: 4 }}>
          <PlanCard plan={plan} current={plan.id === currentId} action={action?.(plan)} />
        </Grid>
      ))}
    </Grid>
  );
}

function PlanCard({ plan, current, action }: { plan: BillingPlan; current: boolean; action?: ReactNode }) {
  const saving = yearlySaving(plan);
  return (
    <Card
      variant="outlined"
      data-testid="billing-plan"
      data-plan={plan.id}
      data-current={current}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: current ? 'primary.main' : undefined, borderWidth: current ? 2 : 1 }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
            {plan.name}
          </Typography>
          {current ? <Chip size="small" color="primary" label="Your plan" /> : null}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ minHeight: 40 }}>
          {plan.tagline}
        </Typography>
        <Box sx={{ my: 1.5 }}>
          <Typography component="span" sx={{ fontSize: 28, fontWeight: 700 }} data-testid="plan-monthly">
            {formatCentsTrimmed(plan.monthly_cents)}
          </Typography>
          <Typography component="span" color="text.secondary">
            {' '}
            / month
          </Typography>
          <Typography variant="body2" color="text.secondary">
            or {formatCentsTrimmed(plan.yearly_cents)} a year{saving ? ` (${saving})` : ''}
          </Typography>
        </Box>
        <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {[...planLimits(plan), ...plan.features].map((line, i) => (
            <Stack key={line} component="li" direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <CheckIcon fontSize="small" color={i < 3 ? 'primary' : 'success'} sx={{ mt: '2px' }} />
              <Typography variant="body2" sx={{ fontWeight: i < 3 ? 600 : 400 }}>
                {line}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
      {action ? <CardActions sx={{ px: 2, pb: 2 }}>{action}</CardActions> : null}
    </Card>
  );
}
