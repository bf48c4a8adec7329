import type { ChipProps } from '@mui/material/Chip';

export type ChipColor = NonNullable<ChipProps['color']>;

/** The colour a chip takes for a code, "default" for a code the portal does not know yet. */
export const colorOf = <T extends string>(colors: Record<T, ChipColor>, code: string): ChipColor => (colors as Record<string, ChipColor>)[code] ?? 'default';
