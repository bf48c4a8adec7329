import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A carrier's colour as a small square, beside its name. */
export function Swatch({ color, size = 12 }: { color: string | undefined; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', width: size, height: size, borderRadius: '3px', bgcolor: color ?? 'grey.400', flexShrink: 0, boxShadow: 'inset 0 0 0 1px rgba(0,0,0,.12)' }}
    />
  );
}

export function WithSwatch({ color, children }: { color: string | undefined; children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Swatch color={color} />
      <span>{children}</span>
    </Box>
  );
}

export function Mono({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
      {children}
    </Box>
  );
}
