/** Tiers, lines of coverage, metal levels and network types. */
import type { Audience, Line, MetalLevel, NetworkType, Tier, TierOrWaived } from './codes';

/** Coverage tiers, narrowest first. */
export const TIER_CODES = ['EE', 'ES', 'EC', 'EF'] as const satisfies readonly Tier[];

const TIER_NAMES: Record<TierOrWaived, string> = {
  EE: 'Employee only',
  ES: 'Employee + spouse/partner',
  EC: 'Employee + child(ren)',
  EF: 'Family',
  W: 'Waived',
};

const TIER_NAMES_FOR_EMPLOYEES: Record<TierOrWaived, string> = {
  EE: 'Just me',
  ES: 'Me + spouse/partner',
  EC: 'Me + children',
  EF: 'Me + family',
  W: 'No coverage',
};

/** A tier's name for staff (`EE` → "Employee only") or for the employee (`EE` → "Just me"). */
export function tierName(code: string | null | undefined, audience: Audience = 'staff'): string {
  if (!code) return '—';
  const names: Record<string, string> = audience === 'employee' ? TIER_NAMES_FOR_EMPLOYEES : TIER_NAMES;
  return names[code] ?? code;
}

// Computed words are marked pure: a module of the vocabulary with side effects would be loaded by
// every page that imports the vocabulary, whether it shows those words or not.

/** Code and name, for pickers: "EE · Employee only". */
export const TIER_OPTIONS: [TierOrWaived, string][] = /* @__PURE__ */ [...TIER_CODES, 'W' as const].map((code) => [code, `${code} · ${tierName(code)}`]);

/** The legend under a table or chart that shows tier codes. */
export const TIER_LEGEND = /* @__PURE__ */ [...TIER_CODES, 'W'].map((code) => `${code} ${tierName(code).toLowerCase()}`).join(' · ');

/** Lines of coverage, in the order every screen lists them. */
export const LINE_CODES = ['medical', 'dental', 'vision'] as const satisfies readonly Line[];

export const LINE_LABELS: Record<Line, string> = { medical: 'Medical', dental: 'Dental', vision: 'Vision' };

/** "Medical"; a code the portal does not know reads as itself, capitalised. */
export function lineLabel(line: string): string {
  return (LINE_LABELS as Record<string, string>)[line] ?? line.charAt(0).toUpperCase() + line.slice(1);
}

/** Metal levels, cheapest first. */
export const METAL_LABELS: Record<MetalLevel, string> = { bronze: 'Bronze', silver: 'Silver', gold: 'Gold', platinum: 'Platinum' };

/** Dark enough to write the level in its colour on a light tint of it, also inside a selected or hovered table row (AA contrast). */
export const METAL_COLORS: Record<MetalLevel, string> = {
  bronze: '#774c18',
  silver: '#4f575e',
  gold: '#655000',
  platinum: '#43536a',
};

export const NETWORK_TYPES = ['HMO', 'PPO', 'EPO', 'POS', 'DHMO', 'DPPO'] as const satisfies readonly NetworkType[];
