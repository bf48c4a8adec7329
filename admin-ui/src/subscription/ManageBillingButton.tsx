import Button from '@mui/material/Button';
import { api, unwrap } from '@canopy/api';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';

/** Opens Stripe's customer portal (payment method, invoices, cancellation): the browser leaves for the page Stripe hosts. */
export function ManageBillingButton() {
  const notify = useNotify();
  const portal = useMutation({
    mutationFn: () => unwrap(api.POST('/billing/portal')),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const leaving = portal.isPending || portal.isSuccess;
  return (
    <Button variant="contained" disabled={leaving} onClick={() => portal.mutate()} data-testid="manage-billing">
      {leaving ? 'Opening Stripe…' : 'Manage billing'}
    </Button>
  );
}
