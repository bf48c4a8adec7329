/** The catalogue's vocabulary: lines of coverage, metal levels, network types. */

export const LINES: [string, string][] = [
  ['medical', 'Medical'],
  ['dental', 'Dental'],
  ['vision', 'Vision'],
];

export function lineLabel(line: string): string {
  return LINES.find(([k]) => k === line)?.[1] ?? line;
}

export const METALS: [string, string][] = [
  ['bronze', 'Bronze'],
  ['silver', 'Silver'],
  ['gold', 'Gold'],
  ['platinum', 'Platinum'],
];

export const METAL_COLORS: Record<string, string> = {
  bronze: '#a0522d',
  silver: '#78909c',
  gold: '#c49000',
  platinum: '#5c6bc0',
};

export const NETWORK_TYPES = ['HMO', 'PPO', 'EPO', 'POS', 'DHMO', 'DPPO'];
