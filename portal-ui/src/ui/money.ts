/**
 * How every screen writes money. The API sends most amounts as dollars (a number with cents) and
 * some as integer cents (`*_cents`): the function's name says which one it takes.
 */

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const USD_WHOLE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const USD_SHORT = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

const missing = (v: number | null | undefined): v is null | undefined => v === null || v === undefined || Number.isNaN(v);

/** Dollars: `1234.5` → "$1,234.50"; `whole` rounds to the dollar ("$1,235"); missing → "—". */
export function formatDollars(amount: number | null | undefined, whole = false): string {
  return missing(amount) ? '—' : (whole ? USD_WHOLE : USD).format(amount);
}

/** Integer cents: `123450` → "$1,234.50"; `whole` rounds to the dollar; missing → "—". */
export function formatCents(cents: number | null | undefined, whole = false): string {
  return missing(cents) ? '—' : formatDollars(cents / 100, whole);
}

/** Dollars with cents only when there are some: "$1,500", "$12.50". */
export function formatDollarsTrimmed(amount: number | null | undefined): string {
  return missing(amount) ? '—' : USD.format(amount).replace(/\.00$/, '');
}

/** Dollars for a chart's axis: `12500` → "$12.5K", `800` → "$800". */
export function formatDollarsShort(amount: number): string {
  return Math.abs(amount) < 1000 ? USD_WHOLE.format(amount) : USD_SHORT.format(amount);
}

/** A change in dollars: "+$12.30", "−$4.00", "$0.00" (`whole`: "+$12"). */
export function formatSignedDollars(amount: number | null | undefined, whole = false): string {
  if (missing(amount)) return '—';
  const f = whole ? USD_WHOLE : USD;
  if (amount === 0) return f.format(0);
  return `${amount > 0 ? '+' : '−'}${f.format(Math.abs(amount))}`;
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
