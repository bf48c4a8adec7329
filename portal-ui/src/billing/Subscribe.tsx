/** Buying a plan through Stripe Checkout, and the customer portal for everything after. */
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from '../ui/notify';
import { openPortal, startCheckout, type BillingInterval, type BillingPlan } from './queries';

/** Leaves for a page Stripe hosts. */
function goTo({ url }: { url: string }) {
  window.location.assign(url);
}

export function SubscribeButton({ plan, interval, current }: { plan: BillingPlan; interval: BillingInterval; current: boolean }) {
  const notify = useNotify();
  const checkout = useMutation({
    mutationFn: () => startCheckout(plan.id, interval),
    onSuccess: goTo,
    onError: (error) => notify(error.message, 'error'),
  });
  return (
    <Button fullWidth variant={current ? 'contained' : 'outlined'} disabled={checkout.isPending || checkout.isSuccess} onClick={() => checkout.mutate()} data-testid={`subscribe-${plan.id}`}>
      {checkout.isPending || checkout.isSuccess ? 'Opening Stripe…' : `Subscribe to ${plan.name}`}
    </Button>
  );
}

export function ManageBillingButton() {
  const notify = useNotify();
  const portal = useMutation({
    mutationFn: openPortal,
    onSuccess: goTo,
    onError: (error) => notify(error.message, 'error'),
  });
  return (
    <Button variant="outlined" disabled={portal.isPending || portal.isSuccess} onClick={() => portal.mutate()} data-testid="manage-billing">
      {portal.isPending || portal.isSuccess ? 'Opening Stripe…' : 'Manage billing'}
    </Button>
  );
}
