import type { PlanInput } from '../api';

const OPTIONAL_NUMBERS = [
  'deductible_oon_individual_cents',
  'deductible_oon_family_cents',
  'copay_pcp_cents',
  'copay_specialist_cents',
  'copay_er_cents',
  'copay_urgent_care_cents',
  'copay_generic_rx_cents',
] as const;

const REQUIRED_NUMBERS = ['deductible_individual_cents', 'deductible_family_cents', 'oop_max_individual_cents', 'oop_max_family_cents', 'coinsurance_pct'] as const;

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const num = (v: unknown) => (v === null || v === undefined || v === '' || Number.isNaN(Number(v)) ? undefined : Number(v));

/**
 * The form's values as the API's PlanInput: only its fields (not the carrier's rules the plan
 * is read with), no metal level outside medical, blanks left out. `active` is only sent when the
 * form sets it, so an edit keeps the plan's state.
 */
export function toPlanInput(d: Record<string, unknown>): PlanInput {
  const line = String(d.line ?? '');
  const out: Record<string, unknown> = {
    id: String(d.id ?? '').trim().toUpperCase(),
    carrier_id: d.carrier_id,
    name: String(d.name ?? '').trim(),
    line,
    metal_level: line === 'medical' ? text(d.metal_level) : undefined,
    network_type: d.network_type,
    network_name: text(d.network_name),
    hsa_eligible: d.hsa_eligible === true,
    state: String(d.state ?? '').trim().toUpperCase(),
    sbc_url: text(d.sbc_url),
  };
  for (const k of REQUIRED_NUMBERS) out[k] = num(d[k]);
  for (const k of OPTIONAL_NUMBERS) out[k] = num(d[k]);
  if (typeof d.active === 'boolean') out.active = d.active;
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out as unknown as PlanInput;
}
