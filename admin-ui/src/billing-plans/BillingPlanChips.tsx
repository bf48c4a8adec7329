import CheckIcon from '@mui/icons-material/Check';
import Chip from '@mui/material/Chip';

/** Offered to agencies, or not (a plan no longer offered keeps its subscribers). */
export function OfferedChip({ active }: { active: boolean }) {
  return active ? (
    <Chip size="small" variant="outlined" color="success" label="Offered" data-testid="billing-plan-status" />
  ) : (
    <Chip size="small" variant="outlined" label="Not offered" data-testid="billing-plan-status" />
  );
}

/** Whether Checkout can sell the plan for an interval: a Stripe price is mapped to it. */
export function StripePriceChip({ interval, priceId }: { interval: 'Monthly' | 'Yearly'; priceId: string | undefined }) {
  return priceId ? (
    <Chip size="small" variant="outlined" color="success" icon={<CheckIcon />} label={interval} />
  ) : (
    <Chip size="small" variant="outlined" color="warning" label={`No ${interval.toLowerCase()}`} />
  );
}
