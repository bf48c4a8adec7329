import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { api, ApiError, unwrap } from '@canopy/api';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCreatePath, useGetOne, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../../portal-ui/src/ui/dates';
import type { Agency, AgencyBilling as Billing, BillingEvent, CataloguePlan } from '../api';
import { Mono } from '../carriers/Swatch';
import { FactTable } from '../layout/FactTable';
import { formatDay } from '../subscription/rules';
import { SubscriptionStatusChips } from '../subscription/SubscriptionStatusChips';
import { UsageFacts } from '../subscription/UsageFacts';
import { BILLING_EVENT_OUTCOME_LABELS, BILLING_INTERVAL_LABELS, codeLabel } from '../vocab';

const TRIAL_PLAN = 'trial';
const none = (
  <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
    None
  </Box>
);

/** The plan's name, linked to its terms; "Trial" during a trial. */
function PlanName({ plan }: { plan: string }) {
  const createPath = useCreatePath();
  const trial = plan === TRIAL_PLAN;
  const { data } = useGetOne<CataloguePlan>('billing-plans', { id: plan }, { enabled: !trial });
  if (trial) return <>Trial</>;
  return (
    <Link component={RouterLink} to={createPath({ resource: 'billing-plans', type: 'show', id: plan })} underline="hover">
      {data?.name ?? plan}
    </Link>
  );
}

function Terms({ billing }: { billing: Billing }) {
  const rows: [string, ReactNode][] = [
    ['Plan', <PlanName key="plan" plan={billing.plan} />],
    ['Status', <SubscriptionStatusChips key="status" subscription={billing} />],
    ['Billed', billing.interval ? BILLING_INTERVAL_LABELS[billing.interval] : '—'],
  ];
  if (billing.status === 'trialing' && billing.trial_ends_at) rows.push(['Trial ends', formatDay(billing.trial_ends_at)]);
  if (billing.current_period_end) rows.push(['Current period ends', formatDay(billing.current_period_end)]);
  return <FactTable title="Plan and period" heading="h3" rows={rows} />;
}

/** A Stripe id, broken anywhere when the column is too narrow for it. */
const StripeId = ({ id }: { id: string | undefined }) =>
  id ? (
    <Box component="span" sx={{ whiteSpace: 'normal', wordBreak: 'break-all' }}>
      <Mono>{id}</Mono>
    </Box>
  ) : (
    none
  );

function StripeIds({ billing }: { billing: Billing }) {
  return (
    <FactTable
      title="Stripe"
      heading="h3"
      rows={[
        ['Customer', <StripeId key="customer" id={billing.stripe_customer_id} />],
        ['Subscription', <StripeId key="subscription" id={billing.stripe_subscription_id} />],
      ]}
    />
  );
}

const head = { fontWeight: 600, color: 'text.secondary', fontSize: 12, py: 0.5 };

function Events({ events }: { events: BillingEvent[] }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 2 }}>
        Last Stripe events
      </Typography>
      {events.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          No Stripe event received for this agency yet.
        </Typography>
      ) : (
        <Table size="small" aria-label="Last Stripe events" data-testid="billing-events">
          <TableHead>
            <TableRow>
              <TableCell sx={head}>Event</TableCell>
              <TableCell sx={head}>Outcome</TableCell>
              <TableCell sx={head}>At Stripe</TableCell>
              <TableCell sx={head}>Received</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {events.map((e) => (
              <TableRow key={e.id}>
                <TableCell>
                  <Mono>{e.type}</Mono>
                </TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" color={e.outcome === 'applied' ? 'success' : 'default'} label={codeLabel(BILLING_EVENT_OUTCOME_LABELS, e.outcome)} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.stripe_created)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.received_at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

function BillingDetails({ billing }: { billing: Billing }) {
  return (
    <>
      {billing.lapsed ? (
        <Alert severity="warning" sx={{ mb: 1.5 }} data-testid="billing-lapsed">
          <AlertTitle>Read-only</AlertTitle>
          The {billing.status === 'trialing' ? 'trial' : 'subscription'} has ended: the agency's people can read and export their data but not change it.
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.15fr) minmax(0, 1.25fr)' }, columnGap: 4, rowGap: 1 }}>
        <Terms billing={billing} />
        <UsageFacts usage={billing.usage} heading="h3" />
        <StripeIds billing={billing} />
      </Box>
      <Events events={billing.events} />
    </>
  );
}

function BillingState({ agencyId }: { agencyId: string }) {
  const billing = useQuery({
    queryKey: ['agency-billing', agencyId],
    queryFn: () => unwrap(api.GET('/admin/billing/agencies/{id}', { params: { path: { id: agencyId } } })),
  });
  if (billing.isPending) return <LinearProgress aria-label="Loading the subscription" />;
  if (billing.error instanceof ApiError && billing.error.status === 404)
    return <Alert severity="info">No subscription on record for this agency.</Alert>;
  if (billing.error)
    return <Alert severity="error">{billing.error instanceof ApiError ? billing.error.message : 'The subscription could not be loaded.'}</Alert>;
  return <BillingDetails billing={billing.data} />;
}

/** The agency's subscription as Stripe last told it: plan, status, usage against its limits, last webhook events. */
export function AgencyBilling() {
  const agency = useRecordContext<Agency>();
  if (!agency) return null;
  return (
    <Box component="section" aria-labelledby="subscription-title" sx={{ p: 2 }} data-testid="agency-billing">
      <Typography id="subscription-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Subscription
      </Typography>
      <BillingState agencyId={agency.id} />
    </Box>
  );
}
