/** The catalogue's vocabulary, as pickers list it: lines of coverage, metal levels, network types. */
import { LINE_CODES, LINE_LABELS, type Line, METAL_LABELS, type MetalLevel } from '../ui/vocab';

export { lineLabel, METAL_COLORS, NETWORK_TYPES } from '../ui/vocab';

export const LINES: [Line, string][] = LINE_CODES.map((l) => [l, LINE_LABELS[l]]);

export const METALS: [MetalLevel, string][] = (Object.keys(METAL_LABELS) as MetalLevel[]).map((m) => [m, METAL_LABELS[m]]);
