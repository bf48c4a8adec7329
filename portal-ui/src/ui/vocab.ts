/**
 * The product's words for the codes the API carries, per audience: brokers and HR read the
 * industry's terms, employees read plain ones. Every screen takes its labels from here.
 */

/** Coverage tiers, narrowest first. */
export const TIER_CODES = ['EE', 'ES', 'EC', 'EF'] as const;

const TIER_NAMES: Record<string, string> = {
  EE: 'Employee only',
  ES: 'Employee + spouse/partner',
  EC: 'Employee + child(ren)',
  EF: 'Family',
  W: 'Waived',
};

const TIER_NAMES_FOR_EMPLOYEES: Record<string, string> = {
  EE: 'Just me',
  ES: 'Me + spouse/partner',
  EC: 'Me + children',
  EF: 'Me + family',
  W: 'No coverage',
};

/** A tier's name for staff (`EE` → "Employee only") or for the employee (`EE` → "Just me"). */
export function tierName(code: string | null | undefined, audience: 'staff' | 'employee' = 'staff'): string {
  if (!code) return '—';
  return (audience === 'employee' ? TIER_NAMES_FOR_EMPLOYEES : TIER_NAMES)[code] ?? code;
}

/** Code and name, for pickers: "EE · Employee only". */
export const TIER_OPTIONS: [string, string][] = [...TIER_CODES, 'W'].map((code) => [code, `${code} · ${tierName(code)}`]);

/** The legend under a table or chart that shows tier codes. */
export const TIER_LEGEND = [...TIER_CODES, 'W'].map((code) => `${code} ${tierName(code).toLowerCase()}`).join(' · ');
