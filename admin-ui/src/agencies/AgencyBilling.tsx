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
import { formatDate, formatDateTime } from '../../../portal-ui/src/ui/dates';
import type { Agency, AgencyBilling as Billing, BillingEvent, CataloguePlan, Usage } from '../api';
import { usageLabel, usagePercent } from '../billing-plans/rules';
import { Mono } from '../carriers/Swatch';
import { FactTable } from '../layout/FactTable';
import {
  BILLING_EVENT_OUTCOME_LABELS,
  BILLING_INTERVAL_LABELS,
  codeLabel,
  SUBSCRIPTION_STATUS_COLORS,
  SUBSCRIPTION_STATUS_LABELS,
  USAGE_KIND_LABELS,
} from '../vocab';

const TRIAL_PLAN = 'trial';
const day = (iso: string | undefined) => formatDate(iso?.slice(0, 10));
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
    [
      'Status',
      <Box key="status" component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
        {billing.cancel_at_period_end ? <Chip size="small" variant="outlined" color="warning" label="Ends at period end" /> : null}
        <Chip
          size="small"
          variant="outlined"
          color={SUBSCRIPTION_STATUS_COLORS[billing.status]}
          label={SUBSCRIPTION_STATUS_LABELS[billing.status]}
          data-testid="subscription-status"
        />
      </Box>,
    ],
    ['Billed', billing.interval ? BILLING_INTERVAL_LABELS[billing.interval] : '—'],
  ];
  if (billing.status === 'trialing' && billing.trial_ends_at) rows.push(['Trial ends', day(billing.trial_ends_at)]);
  if (billing.current_period_end) rows.push(['Current period ends', day(billing.current_period_end)]);
  return <FactTable title="Plan and period" heading="h3" rows={rows} />;
}

/** A count against its limit, with a bar when there is a limit. */
function UsageValue({ usage }: { usage: Usage }) {
  const percent = usagePercent(usage);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }} data-testid="usage-row" data-kind={usage.kind}>
      {usageLabel(usage)}
      <Box component="span" sx={{ width: 48 }}>
        {percent === null ? null : (
          <LinearProgress
            variant="determinate"
            value={percent}
            color={percent >= 100 ? 'error' : percent >= 80 ? 'warning' : 'primary'}
            aria-label={`${USAGE_KIND_LABELS[usage.kind]} used`}
            sx={{ height: 6, borderRadius: 3 }}
          />
        )}
      </Box>
    </Box>
  );
}

function UsageFacts({ usage }: { usage: Usage[] }) {
  return <FactTable title="Usage" heading="h3" rows={usage.map((u): [string, ReactNode] => [USAGE_KIND_LABELS[u.kind], <UsageValue key={u.kind} usage={u} />])} />;
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
        <UsageFacts usage={billing.usage} />
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
