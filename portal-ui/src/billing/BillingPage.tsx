/** `/dashboard/billing`: the agency's subscription, its usage against the plan's limits, the plans, and its clients' premium statements. */
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { can } from '../api';
import { usePageTitle } from '../brand/BrandProvider';
import { useMe } from '../dashboard/useSession';
import { ForbiddenPage } from '../errors/ForbiddenPage';
import { SectionCard } from '../ui/cards';
import { Segmented } from '../ui/Segmented';
import { formatDate } from '../ui/dates';
import { formatCentsTrimmed } from '../ui/money';
import { PageHeader } from '../ui/PageHeader';
import { LoadError } from '../ui/states';
import { SkeletonRows } from '../ui/table';
import { SUBSCRIPTION_STATUS_COLORS, SUBSCRIPTION_STATUS_LABELS, USAGE_KIND_LABELS } from '../ui/vocab';
import { StatementsCard } from '../statements/StatementsCard';
import { InvoicesCard } from './InvoicesCard';
import { PlanCards } from './PlanCards';
import { billingQuery, type Billing, type BillingInterval, type Usage } from './queries';
import { ManageBillingButton, SubscribeButton } from './Subscribe';
import { usageLevel } from './usage';

export default function BillingPage() {
  const me = useMe();
  usePageTitle('Billing');
  const allowed = can(me, 'billing', 'read');
  const [params] = useSearchParams();
  const returned = params.get('checkout');
  // Back from Checkout: Stripe's webhook may land a moment after the browser does.
  const billing = useQuery({
    ...billingQuery,
    enabled: allowed,
    refetchInterval: (query) => (returned === 'done' && query.state.data?.subscription?.status !== 'active' ? 2000 : false),
  });
  if (!allowed) return <ForbiddenPage role={me.role} agencyName={me.agency?.name} />;
  return (
    <Stack spacing={2}>
      <PageHeader title="Billing" subtitle={me.agency ? `${me.agency.name}’s subscription to Canopy` : undefined} />
      {billing.error ? (
        <LoadError error={billing.error} retry={() => void billing.refetch()} what="the agency's billing" />
      ) : !billing.data ? (
        <SkeletonRows rounded rows={6} />
      ) : (
        <BillingBody billing={billing.data} returned={returned} canPay={can(me, 'billing', 'pay')} />
      )}
      {can(me, 'statements', 'read') ? <StatementsCard /> : null}
    </Stack>
  );
}

function BillingBody({ billing, returned, canPay }: { billing: Billing; returned: string | null; canPay: boolean }) {
  const sub = billing.subscription;
  const [interval, chooseInterval] = useState<BillingInterval>(sub?.interval ?? 'month');
  // Checkout is for starting (or restarting) a subscription; once one runs, the portal changes it.
  const running = sub?.status === 'active' || sub?.status === 'past_due';
  const buying = billing.configured && canPay && !running;
  return (
    <>
      {returned === 'done' ? (
        <Alert severity={sub?.status === 'active' ? 'success' : 'info'} data-testid="checkout-returned">
          {sub?.status === 'active' ? `Thank you: the agency is subscribed to ${sub.plan?.name ?? 'its plan'}.` : 'Thank you: Stripe is confirming the payment…'}
        </Alert>
      ) : returned === 'canceled' ? (
        <Alert severity="info" data-testid="checkout-returned">
          Checkout was canceled: nothing was charged.
        </Alert>
      ) : null}
      {sub?.lapsed ? (
        <Alert severity="error" data-testid="billing-lapsed">
          The subscription has ended, so the agency’s data is read-only. Nothing is lost: subscribe to a plan below to make it editable again.
        </Alert>
      ) : sub?.status === 'past_due' ? (
        <Alert severity="warning" data-testid="billing-past-due">
          The last payment failed. Update the payment method in Stripe before the grace period ends.
        </Alert>
      ) : null}
      {billing.configured ? null : (
        <Alert severity="info" data-testid="billing-not-configured">
          Billing is not configured on this server: plans cannot be bought here yet, and no limit blocks your work.
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <SectionCard title="Subscription" testId="billing-subscription">
            {sub ? (
              <Stack spacing={1}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="h5" component="p">
                    {sub.plan?.name ?? 'No plan'}
                    {sub.trialing ? ' trial' : ''}
                  </Typography>
                  <Chip size="small" variant="outlined" color={SUBSCRIPTION_STATUS_COLORS[sub.status]} label={SUBSCRIPTION_STATUS_LABELS[sub.status]} data-testid="subscription-status" />
                </Stack>
                {sub.plan ? (
                  <Typography variant="body2" color="text.secondary">
                    The {sub.plan.name} plan: {formatCentsTrimmed(sub.plan.monthly_cents)} a month, or {formatCentsTrimmed(sub.plan.yearly_cents)} a year.
                  </Typography>
                ) : null}
                {sub.current_period_end && sub.status !== 'canceled' ? (
                  <Typography variant="body2" data-testid="period-end">
                    {sub.cancel_at_period_end ? 'Ends' : 'Renews'} {formatDate(sub.current_period_end.slice(0, 10))}
                    {sub.interval ? `, billed ${sub.interval === 'year' ? 'yearly' : 'monthly'}` : ''}.
                  </Typography>
                ) : null}
                {sub.trialing && sub.trial_days_left !== undefined ? (
                  <Typography color="text.secondary" data-testid="trial-left">
                    {sub.trial_days_left === 0
                      ? `The trial ended ${formatDate(sub.trial_ends_at?.slice(0, 10))}.`
                      : `${sub.trial_days_left} ${sub.trial_days_left === 1 ? 'day' : 'days'} left in the trial (ends ${formatDate(sub.trial_ends_at?.slice(0, 10))}).`}
                  </Typography>
                ) : null}
                {billing.configured && canPay && sub.has_customer ? (
                  <Stack direction="row" sx={{ pt: 1 }}>
                    <ManageBillingButton />
                  </Stack>
                ) : null}
              </Stack>
            ) : (
              <Typography color="text.secondary" data-testid="no-subscription">
                This agency has no subscription on record.
              </Typography>
            )}
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <SectionCard title="Usage" subheader={sub?.plan ? `Against the ${sub.plan.name} plan’s limits` : undefined} testId="billing-usage">
            <Stack spacing={1.5}>
              {billing.usage.map((u) => (
                <UsageRow key={u.kind} usage={u} />
              ))}
            </Stack>
          </SectionCard>
        </Grid>
      </Grid>
      <SectionCard
        large
        title="Plans"
        subheader="Prices in US dollars, before tax."
        testId="billing-plans"
        action={
          buying ? (
            <Segmented<BillingInterval>
              label="Billed"
              value={interval}
              onChange={chooseInterval}
              options={[
                ['month', 'Monthly'],
                ['year', 'Yearly'],
              ]}
              testId="billing-interval"
            />
          ) : undefined
        }
      >
        <PlanCards plans={billing.plans} currentId={sub?.plan?.id} action={buying ? (plan) => <SubscribeButton plan={plan} interval={interval} current={plan.id === sub?.plan?.id} /> : undefined} />
      </SectionCard>
      {canPay ? <InvoicesCard /> : null}
    </>
  );
}

function UsageRow({ usage }: { usage: Usage }) {
  const level = usageLevel(usage);
  const pct = usage.limit === undefined ? null : Math.min(100, (usage.used / usage.limit) * 100);
  return (
    <Stack spacing={0.5} data-testid="usage-row" data-kind={usage.kind} data-level={level}>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {USAGE_KIND_LABELS[usage.kind]}
        </Typography>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {usage.used.toLocaleString('en-US')}
          {usage.limit === undefined ? ' · no limit' : ` of ${usage.limit.toLocaleString('en-US')}`}
        </Typography>
      </Stack>
      {pct === null ? null : (
        <LinearProgress
          variant="determinate"
          value={pct}
          color={level === 'full' ? 'error' : level === 'near' ? 'warning' : 'primary'}
          sx={{ height: 8, borderRadius: 4 }}
          aria-label={`${USAGE_KIND_LABELS[usage.kind]}: ${usage.used} of ${usage.limit}`}
        />
      )}
    </Stack>
  );
}
