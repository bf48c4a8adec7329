import Typography from '@mui/material/Typography';
import { TIER_LEGEND } from './vocab';

/** What the tier codes of a table or chart stand for. */
export function TierLegend() {
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }} data-testid="tier-legend">
      {TIER_LEGEND}
    </Typography>
  );
}
