/** Small pieces shared by the quote screens. */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { capitalise, direction, METAL_COLORS, signedPct, STATUS_COLORS, statusLabel } from './format';
import { formatSignedDollars } from '../ui/money';

export function QuoteStatusChip({ status, size = 'small' }: { status: string; size?: 'small' | 'medium' }) {
  return (
    <Chip
      size={size}
      label={statusLabel(status)}
      color={STATUS_COLORS[status] ?? 'default'}
      variant={status === 'draft' ? 'outlined' : 'filled'}
      data-testid="quote-status"
      data-status={status}
    />
  );
}

/** Marks a plan the agency added for itself (not the platform's catalogue). */
export function AgencyPlanChip({ plan }: { plan: { agency_owned: boolean } }) {
  if (!plan.agency_owned) return null;
  return <Chip label="Agency plan" size="small" color="primary" variant="outlined" title="Added by your agency; only your agency quotes it" sx={{ height: 18, fontSize: 11, fontWeight: 600, flexShrink: 0 }} data-testid="agency-plan" />;
}

/** A carrier's name after a dot of its colour. */
export function CarrierName({ name, color, wrap = false }: { name: string; color?: string; wrap?: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: wrap ? 'baseline' : 'center', gap: 0.75, whiteSpace: wrap ? 'normal' : 'nowrap' }}>
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color ?? 'grey.500', flexShrink: 0 }} />
      {name}
    </Box>
  );
}

/** A change in money and percent: red when it costs more, green when cheaper. */
export function Change({ amount, pct, testId, whole = false, stacked = false }: { amount: number | null | undefined; pct?: number | null; testId?: string; whole?: boolean; stacked?: boolean }) {
  const d = direction(amount);
  const color = d === 'up' ? 'error.main' : d === 'down' ? 'success.main' : 'text.secondary';
  return (
    <Box component="span" data-testid={testId} data-direction={d} sx={{ color, fontWeight: d === 'flat' ? 400 : 600, whiteSpace: 'nowrap', display: 'inline-flex', flexDirection: stacked ? 'column' : 'row', alignItems: stacked ? 'flex-end' : 'center', gap: stacked ? 0 : 0.25 }}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
        {d === 'up' ? <ArrowUpwardIcon sx={{ fontSize: 14 }} aria-label="up" /> : d === 'down' ? <ArrowDownwardIcon sx={{ fontSize: 14 }} aria-label="down" /> : null}
        {formatSignedDollars(amount, whole)}
      </Box>
      {pct !== undefined && pct !== null ? (
        <Box component="span" sx={{ fontWeight: 400, ml: stacked ? 0 : 0.5, opacity: 0.85, fontSize: stacked ? 12 : undefined }}>
          {stacked ? signedPct(pct) : `(${signedPct(pct)})`}
        </Box>
      ) : null}
    </Box>
  );
}

export function MetalChip({ metal }: { metal?: string | null }) {
  if (!metal) return <>—</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: 0.5, bgcolor: METAL_COLORS[metal] ?? 'grey.500' }} />
      {capitalise(metal)}
    </Box>
  );
}
