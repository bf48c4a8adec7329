/** A change in money and percent, coloured by whether it costs more. */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import { direction, formatSignedCents, signedPct } from './money';

/** A change in money (cents) and percent: red when it costs more, green when cheaper. */
export function Change({ amount, pct, testId, whole = false, stacked = false }: { amount: number | null | undefined; pct?: number | null; testId?: string; whole?: boolean; stacked?: boolean }) {
  const d = direction(amount);
  const color = d === 'up' ? 'error.main' : d === 'down' ? 'success.main' : 'text.secondary';
  return (
    <Box component="span" data-testid={testId} data-direction={d} sx={{ color, fontWeight: d === 'flat' ? 400 : 600, whiteSpace: 'nowrap', display: 'inline-flex', flexDirection: stacked ? 'column' : 'row', alignItems: stacked ? 'flex-end' : 'center', gap: stacked ? 0 : 0.25 }}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
        {d === 'up' ? <ArrowUpwardIcon sx={{ fontSize: 14 }} aria-label="up" /> : d === 'down' ? <ArrowDownwardIcon sx={{ fontSize: 14 }} aria-label="down" /> : null}
        {formatSignedCents(amount, whole)}
      </Box>
      {pct !== undefined && pct !== null ? (
        <Box component="span" sx={{ fontWeight: 400, ml: stacked ? 0 : 0.5, fontSize: stacked ? 12 : undefined }}>
          {stacked ? signedPct(pct) : `(${signedPct(pct)})`}
        </Box>
      ) : null}
    </Box>
  );
}
