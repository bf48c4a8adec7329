import type { Carrier, CarrierInput } from '../api';
import { codeLabel, CONTRIBUTION_BASIS_LABELS, MID_MONTH_BILLING_LABELS } from '../vocab';

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;
export const DEFAULT_COLOR = '#455a64';

const pct = (v: number) => `${Number.isInteger(v) ? v : v.toFixed(1)}%`;

/** "50% of employee-only premium" — the carrier's minimum employer contribution in a few words. */
export function contributionRule(c: Pick<Carrier, 'min_contribution_pct' | 'min_contribution_basis'>): string {
  if (c.min_contribution_pct === 0) return 'None';
  return `${pct(c.min_contribution_pct)} of ${codeLabel(CONTRIBUTION_BASIS_LABELS, c.min_contribution_basis).toLowerCase()}`;
}

export function participationRule(c: Pick<Carrier, 'min_participation_pct'>): string {
  return `${pct(c.min_participation_pct)} of eligible`;
}

export function midMonthRule(c: Pick<Carrier, 'mid_month_billing'>): string {
  return codeLabel(MID_MONTH_BILLING_LABELS, c.mid_month_billing);
}

export function validateIssuerId(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'Required';
  return /^\d{5}$/.test(value.trim()) ? undefined : 'The HIOS issuer id has 5 digits';
}

export function validatePercent(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return 'Required';
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 100 ? undefined : 'A percentage from 0 to 100';
}

export function validateColor(value: unknown): string | undefined {
  return typeof value === 'string' && HEX_COLOR.test(value.trim()) ? undefined : 'A colour like #1565c0';
}

const decimal = (v: unknown): string | undefined => (v === null || v === undefined || v === '' ? undefined : String(v));

/** The value when it is one of the codes `labels` names. */
const knownCode = <T extends string>(labels: Record<T, string>, v: unknown): T | undefined =>
  typeof v === 'string' && Object.hasOwn(labels, v) ? (v as T) : undefined;

/** The form's values as the API's CarrierInput (percentages are decimals, sent as strings). */
export function toCarrierInput(d: Record<string, unknown>): CarrierInput {
  return {
    name: String(d.name ?? '').trim(),
    hios_issuer_id: String(d.hios_issuer_id ?? '').trim(),
    min_contribution_pct: decimal(d.min_contribution_pct),
    min_contribution_basis: knownCode(CONTRIBUTION_BASIS_LABELS, d.min_contribution_basis),
    min_participation_pct: decimal(d.min_participation_pct),
    mid_month_billing: knownCode(MID_MONTH_BILLING_LABELS, d.mid_month_billing),
    color: typeof d.color === 'string' && d.color.trim() ? d.color.trim().toLowerCase() : undefined,
  };
}
