/**
 * How every screen writes money. The API carries every amount, a plan's benefit figures
 * (deductibles, out-of-pocket maximums, copays) included, as integer cents in fields named
 * `*_cents`, and these formatters take cents. Dollars appear only in inputs, where people type
 * them: `dollarsToCents` and `centsToDollars` convert there.
 */

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const USD_WHOLE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const USD_SHORT = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

const missing = (v: number | null | undefined): v is null | undefined => v === null || v === undefined || Number.isNaN(v);

/** Integer cents: `123450` → "$1,234.50"; `whole` rounds to the dollar ("$1,235"); missing → "—". */
export function formatCents(cents: number | null | undefined, whole = false): string {
  return missing(cents) ? '—' : (whole ? USD_WHOLE : USD).format(cents / 100);
}

/** Cents with cents shown only when there are some: 150000 → "$1,500", 1250 → "$12.50". */
export function formatCentsTrimmed(cents: number | null | undefined): string {
  return missing(cents) ? '—' : USD.format(cents / 100).replace(/\.00$/, '');
}

/** Cents for a chart's axis: `1250000` → "$12.5K", `80000` → "$800". */
export function formatCentsShort(cents: number): string {
  const dollars = cents / 100;
  return Math.abs(dollars) < 1000 ? USD_WHOLE.format(dollars) : USD_SHORT.format(dollars);
}

/** A change in cents: 1230 → "+$12.30", −400 → "−$4.00", 0 → "$0.00" (`whole`: "+$12"). */
export function formatSignedCents(cents: number | null | undefined, whole = false): string {
  if (missing(cents)) return '—';
  const f = whole ? USD_WHOLE : USD;
  if (cents === 0) return f.format(0);
  return `${cents > 0 ? '+' : '−'}${f.format(Math.abs(cents) / 100)}`;
}

/** What was typed in a dollar input ("1,234.50", "$1234.5") as cents: 123450; null when empty, NaN when not an amount. */
export function dollarsToCents(value: string): number | null {
  const v = value.replace(/[$,\s]/g, '');
  if (!v) return null;
  if (!/^\d+(\.\d{0,2})?$/.test(v)) return Number.NaN;
  return Math.round(Number(v) * 100);
}

/** Cents as a dollar input's value: 123450 → "1234.50"; missing → "". */
export function centsToDollars(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return (cents / 100).toFixed(2);
}

/** A signed percentage: "+3.2%" / "−1.05%". */
export function signedPct(v: number | null | undefined): string {
  if (v === null || v === undefined || Number.isNaN(v)) return '—';
  if (v === 0) return '0%';
  const abs = Math.abs(v);
  const s = abs >= 10 ? abs.toFixed(1) : abs.toFixed(2).replace(/0$/, '');
  return `${v > 0 ? '+' : '−'}${s}%`;
}

/** "up" (costs more), "down" (cheaper) or "flat". */
export function direction(v: number | null | undefined): 'up' | 'down' | 'flat' {
  if (!v) return 'flat';
  return v > 0 ? 'up' : 'down';
}
