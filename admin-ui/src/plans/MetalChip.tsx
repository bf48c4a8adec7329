import Box from '@mui/material/Box';
import type { components } from '@canopy/api';
import { METAL_COLORS, METAL_LABELS } from '../vocab';

/** A plan's metal level as a small coloured tag ("—" for dental and vision plans). */
export function MetalChip({ metal }: { metal: components['schemas']['MetalLevel'] | undefined | null }) {
  if (!metal) return <Box component="span" sx={{ color: 'text.disabled' }}>—</Box>;
  const color = METAL_COLORS[metal];
  return (
    <Box
      component="span"
      sx={{ display: 'inline-block', px: 0.75, py: 0.125, borderRadius: 1, fontSize: 12, fontWeight: 600, lineHeight: 1.6, color, border: `1px solid ${color}`, bgcolor: `${color}14` }}
    >
      {METAL_LABELS[metal]}
    </Box>
  );
}
