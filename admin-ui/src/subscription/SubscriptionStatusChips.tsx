import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { OwnSubscription } from '../api';
import { SUBSCRIPTION_STATUS_COLORS, SUBSCRIPTION_STATUS_LABELS } from '../vocab';

/** Where a subscription stands, and whether it was canceled to end with its period. */
export function SubscriptionStatusChips({ subscription }: { subscription: Pick<OwnSubscription, 'status' | 'cancel_at_period_end'> }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
      {subscription.cancel_at_period_end ? <Chip size="small" variant="outlined" color="warning" label="Ends at period end" /> : null}
      <Chip
        size="small"
        variant="outlined"
        color={SUBSCRIPTION_STATUS_COLORS[subscription.status]}
        label={SUBSCRIPTION_STATUS_LABELS[subscription.status]}
        data-testid="subscription-status"
      />
    </Box>
  );
}
