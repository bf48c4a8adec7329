import Box from '@mui/material/Box';

/** A carrier's name after a dot of its colour. */
export function CarrierName({ name, color }: { name: string; color: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flexShrink: 0 }} />
      <span>{name}</span>
    </Box>
  );
}
