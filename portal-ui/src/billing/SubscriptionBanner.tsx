/** Across the dashboard: the agency's data is read-only (subscription ended), or a payment failed. */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router';
import { billingQuery } from './queries';

export default function SubscriptionBanner() {
  const billing = useQuery({ ...billingQuery, staleTime: 60_000 });
  const location = useLocation();
  const sub = billing.data?.subscription;
  // The billing page says it itself.
  if (!billing.data?.configured || !sub || location.pathname.startsWith('/dashboard/billing')) return null;
  const action = (
    <Button color="inherit" size="small" variant="outlined" component={RouterLink} to="/dashboard/billing">
      Go to billing
    </Button>
  );
  if (sub.lapsed) {
    return (
      <Alert severity="error" sx={{ mb: 2 }} data-testid="read-only-banner" action={action}>
        <AlertTitle>Read-only</AlertTitle>
        {sub.trialing ? 'The trial has ended' : 'The subscription has ended'}, so the agency’s data can be read and exported but not changed. Nothing is lost: subscribing again makes it editable.
      </Alert>
    );
  }
  if (sub.status === 'past_due') {
    return (
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="past-due-banner" action={action}>
        The last payment failed. Update the payment method so that the agency’s work is not interrupted.
      </Alert>
    );
  }
  return null;
}
