import Box from '@mui/material/Box';
import { cap, METAL_COLORS } from './format';

/** A plan's metal level as a small coloured tag ("—" for dental and vision plans). */
export function MetalChip({ metal }: { metal: string | undefined | null }) {
  if (!metal) return <Box component="span" sx={{ color: 'text.disabled' }}>—</Box>;
  const color = METAL_COLORS[metal] ?? '#777';
  return (
    <Box
      component="span"
      sx={{ display: 'inline-block', px: 0.75, py: 0.125, borderRadius: 1, fontSize: 12, fontWeight: 600, lineHeight: 1.6, color, border: `1px solid ${color}`, bgcolor: `${color}14` }}
    >
      {cap(metal)}
    </Box>
  );
}
