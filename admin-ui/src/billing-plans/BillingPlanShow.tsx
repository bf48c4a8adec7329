import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { EditButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { formatDateTime } from '../../../portal-ui/src/ui/dates';
import type { CataloguePlan } from '../api';
import { Mono } from '../carriers/Swatch';
import { FactTable } from '../layout/FactTable';
import { OfferedChip } from './BillingPlanChips';
import { limitLabel, price } from './rules';

function BillingPlanTitle() {
  const record = useRecordContext<CataloguePlan>();
  return <>{record ? `${record.name} plan` : 'Billing plan'}</>;
}

const NotMapped = () => (
  <Box component="span" sx={{ color: 'warning.dark', fontWeight: 400 }}>
    Not mapped
  </Box>
);

function Header() {
  const p = useRecordContext<CataloguePlan>();
  if (!p) return null;
  return (
    <Box sx={{ p: 2, pb: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
          {p.name}
        </Typography>
        <Mono>{p.id}</Mono>
        <OfferedChip active={p.active} />
      </Box>
      <Typography data-testid="billing-plan-tagline" sx={{ mt: 0.25 }}>
        {p.tagline || 'No tagline'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Number {p.position} on the landing and billing pages · version {p.version}, changed {formatDateTime(p.updated_at)}
      </Typography>
    </Box>
  );
}

function Terms() {
  const p = useRecordContext<CataloguePlan>();
  if (!p) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, columnGap: 4, rowGap: 1, px: 2, pb: 2 }}>
      <FactTable
        title="Prices"
        rows={[
          ['Monthly', `${price(p.monthly_cents)} a month`],
          ['Yearly', `${price(p.yearly_cents)} a year`],
        ]}
      />
      <FactTable
        title="Limits"
        rows={[
          ['Employer groups', limitLabel(p.max_groups)],
          ['Employees', limitLabel(p.max_employees)],
          ['Team seats', limitLabel(p.max_seats)],
        ]}
      />
      <FactTable
        title="Stripe prices"
        rows={[
          ['Monthly', p.stripe_monthly_price ? <Mono>{p.stripe_monthly_price}</Mono> : <NotMapped />],
          ['Yearly', p.stripe_yearly_price ? <Mono>{p.stripe_yearly_price}</Mono> : <NotMapped />],
        ]}
      />
    </Box>
  );
}

function Features() {
  const p = useRecordContext<CataloguePlan>();
  if (!p) return null;
  return (
    <Box component="section" aria-labelledby="features-title" sx={{ px: 2, py: 1.5 }}>
      <Typography id="features-title" variant="overline" component="h2" sx={{ color: 'text.secondary', lineHeight: 2 }}>
        Features
      </Typography>
      {p.features.length === 0 ? (
        <Typography color="text.secondary">No feature listed yet.</Typography>
      ) : (
        <Box component="ul" data-testid="billing-plan-features" sx={{ m: 0, pl: 2.5, columns: { md: 2 }, '& li': { py: 0.25 } }}>
          {p.features.map((f, i) => (
            <li key={`${i}-${f}`}>{f}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** A subscription plan's prices, limits, Stripe prices and features. */
export function BillingPlanShow() {
  return (
    <Show
      title={<BillingPlanTitle />}
      actions={
        <TopToolbar>
          <EditButton label="Edit plan" />
        </TopToolbar>
      }
    >
      <Header />
      <Terms />
      <Divider />
      <Features />
    </Show>
  );
}
