/**
 * The subscription plans' prices, limits and usage in words, and the edit form's values as the
 * API's CataloguePlanInput. Prices are integer cents in the API; the form shows and takes dollars
 * (`formatDollarInput` and `parseDollarInput` of the plan catalogue), and checks the cents.
 */
import type { Validator } from 'react-admin';
import { formatCentsTrimmed } from '../../../portal-ui/src/ui/money';
import type { CataloguePlanInput, Usage } from '../api';

/** The most a price may be, in cents (the API's bounds): $1,000,000 a month, $10,000,000 a year. */
export const MAX_MONTHLY_CENTS = 100_000_000;
export const MAX_YEARLY_CENTS = 1_000_000_000;
/** The most a limit may be (the API's bound). */
export const MAX_LIMIT = 10_000_000;

/** A price in cents as a list shows it: 129900 → "$1,299", 1999 → "$19.99". */
export const price = (cents: number | undefined) => formatCentsTrimmed(cents);

/** A price's validator, on the form's cents: required, dollars and cents, from $0 to `maxCents`. */
export const validatePrice =
  (maxCents: number): Validator =>
  (cents) => {
    if (cents === null || cents === undefined || cents === '') return 'Required';
    if (typeof cents !== 'number' || !Number.isInteger(cents)) return 'An amount in dollars, e.g. 199 or 19.99';
    if (cents < 0) return 'Zero or more';
    return cents > maxCents ? `At most ${price(maxCents)}` : undefined;
  };

/** A limit as it reads: 2500 → "2,500"; absent → "Unlimited". */
export const limitLabel = (limit: number | undefined) => (limit === undefined ? 'Unlimited' : limit.toLocaleString('en-US'));

/** A limit's validator: blank (unlimited), or a whole number from 1. */
export const validateLimit: Validator = (value) => {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_LIMIT ? undefined : `A whole number from 1 to ${MAX_LIMIT.toLocaleString('en-US')}, or blank for unlimited`;
};

/** A count against its limit: "12 of 100", "340 (unlimited)". */
export function usageLabel(usage: Usage): string {
  const used = usage.used.toLocaleString('en-US');
  return usage.limit === undefined ? `${used} (unlimited)` : `${used} of ${limitLabel(usage.limit)}`;
}

/** How full a limit is, 0–100; null when there is no limit. */
export function usagePercent(usage: Usage): number | null {
  if (usage.limit === undefined) return null;
  return Math.min(100, Math.round((usage.used / usage.limit) * 100));
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const optionalText = (v: unknown) => text(v) || undefined;
const optionalNumber = (v: unknown) => (v === null || v === undefined || v === '' || Number.isNaN(Number(v)) ? undefined : Number(v));

/**
 * The form's values (or a plan as read) as the API's CataloguePlanInput: the plan's terms over the
 * version read, blank limits and Stripe prices left out, blank features dropped.
 */
export function toCataloguePlanInput(d: Record<string, unknown>): CataloguePlanInput {
  return {
    name: text(d.name),
    tagline: text(d.tagline),
    position: Number(d.position),
    monthly_cents: Number(d.monthly_cents),
    yearly_cents: Number(d.yearly_cents),
    max_groups: optionalNumber(d.max_groups),
    max_employees: optionalNumber(d.max_employees),
    max_seats: optionalNumber(d.max_seats),
    features: (Array.isArray(d.features) ? d.features : []).map(text).filter(Boolean),
    stripe_monthly_price: optionalText(d.stripe_monthly_price),
    stripe_yearly_price: optionalText(d.stripe_yearly_price),
    active: d.active === true,
    version: Number(d.version),
  };
}
