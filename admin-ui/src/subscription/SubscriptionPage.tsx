import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api, unwrap } from '@canopy/api';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { OwnBilling, OwnSubscription } from '../api';
import { FactTable } from '../layout/FactTable';
import { Failed, Loading, Page } from '../pages/common';
import { BILLING_INTERVAL_LABELS } from '../vocab';
import { InvoiceTable } from './InvoiceTable';
import { ManageBillingButton } from './ManageBillingButton';
import { canManageBilling, periodEnd, planPrice, trialLeft } from './rules';
import { SubscriptionStatusChips } from './SubscriptionStatusChips';
import { UsageFacts } from './UsageFacts';

/** The portal's billing page, on this host: where plans are bought and changed. */
const PORTAL_BILLING = '/dashboard/billing';

const Heading = ({ id, children }: { id?: string; children: string }) => (
  <Typography id={id} variant="overline" component="h2" sx={{ color: 'text.secondary', lineHeight: 2 }}>
    {children}
  </Typography>
);

function Terms({ subscription: s }: { subscription: OwnSubscription }) {
  const rows: [string, ReactNode][] = [
    [
      'Plan',
      <span key="plan" data-testid="subscription-plan">
        {s.plan ? `${s.plan.name}${s.trialing ? ' (trial)' : ''}` : '—'}
      </span>,
    ],
    ['Status', <SubscriptionStatusChips key="status" subscription={s} />],
    ['Billed', s.interval ? BILLING_INTERVAL_LABELS[s.interval] : '—'],
  ];
  const price = planPrice(s);
  if (price) rows.push(['Price', price]);
  const trial = trialLeft(s);
  if (trial) rows.push(['Trial', trial]);
  const end = periodEnd(s);
  if (end) rows.push(end);
  return <FactTable title="Plan and period" rows={rows} />;
}

function NoSubscription() {
  return (
    <Box data-testid="no-subscription">
      <Heading>Plan and period</Heading>
      <Typography variant="body2" color="text.secondary">
        The agency has no subscription on record. Plans are chosen in the portal.
      </Typography>
    </Box>
  );
}

function Notices({ billing }: { billing: OwnBilling }) {
  const s = billing.subscription;
  return (
    <>
      {billing.configured ? null : (
        <Alert severity="info" data-testid="billing-not-configured">
          Billing is not configured on this server: plans cannot be bought here, and no limit blocks the agency's work.
        </Alert>
      )}
      {s?.lapsed ? (
        <Alert severity="error" data-testid="billing-lapsed">
          <AlertTitle>Read-only</AlertTitle>
          The {s.trialing ? 'trial' : 'subscription'} has ended: the agency's data can be read and exported but not changed until it subscribes again.
        </Alert>
      ) : s?.status === 'past_due' ? (
        <Alert severity="warning" data-testid="billing-past-due">
          The last payment failed: update the payment method before the grace period ends.
        </Alert>
      ) : null}
    </>
  );
}

function Actions({ billing }: { billing: OwnBilling }) {
  const manage = canManageBilling(billing);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      {manage ? <ManageBillingButton /> : null}
      <Button variant={manage ? 'text' : 'outlined'} href={PORTAL_BILLING}>
        Change plan in the portal
      </Button>
      {billing.configured && !manage ? (
        <Typography variant="body2" color="text.secondary">
          The payment method and cancellation are managed in Stripe once the agency has subscribed.
        </Typography>
      ) : null}
    </Box>
  );
}

function SubscriptionDetails({ billing }: { billing: OwnBilling }) {
  return (
    <Stack spacing={2}>
      <Notices billing={billing} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 4, rowGap: 1 }}>
        {billing.subscription ? <Terms subscription={billing.subscription} /> : <NoSubscription />}
        <UsageFacts usage={billing.usage} heading="h2" />
      </Box>
      <Actions billing={billing} />
      <Box component="section" aria-labelledby="invoices-title" data-testid="billing-invoices">
        <Heading id="invoices-title">Invoices</Heading>
        <InvoiceTable />
      </Box>
    </Stack>
  );
}

/** The agency's own subscription: plan, status, usage against the plan's limits, invoices, and the way to Stripe. */
export function SubscriptionPage() {
  const billing = useQuery({ queryKey: ['billing'], queryFn: () => unwrap(api.GET('/billing')) });
  return (
    <Page title="Subscription" intro="The agency's plan, its usage against the plan's limits, and the invoices Stripe sent.">
      {billing.isPending ? <Loading /> : billing.error ? <Failed error={billing.error} /> : <SubscriptionDetails billing={billing.data} />}
    </Page>
  );
}
