/** How a catalogue plan is labelled: its carrier, its metal level, whether the agency added it. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import { METAL_COLORS, METAL_LABELS, type MetalLevel } from '../ui/vocab';

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

/** A plan's metal level, written in its colour on a tint of it; "—" for dental and vision plans. */
export function MetalChip({ metal }: { metal?: MetalLevel | null }) {
  if (!metal) return <>—</>;
  const color = METAL_COLORS[metal];
  return <Chip size="small" variant="outlined" label={METAL_LABELS[metal]} sx={{ height: 20, fontSize: 12, fontWeight: 600, color, borderColor: color, bgcolor: alpha(color, 0.08), flexShrink: 0 }} />;
}
