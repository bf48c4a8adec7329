/** How the reports write their figures: months, shares, commission rates; and how a typed rate is read. */

const MONTH_SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const MONTH_ONLY = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const DAY_SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function utc(iso: string): Date {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d || 1));
}

/** `2027-01-01` → "Jan 2027". */
export function monthLabel(iso: string): string {
  return MONTH_SHORT.format(utc(iso));
}

/** `2027-01-01` → "Jan" (January also carries its year: "Jan 2027"), for a chart's axis. */
export function monthTick(iso: string): string {
  return iso.slice(5, 7) === '01' ? MONTH_SHORT.format(utc(iso)) : MONTH_ONLY.format(utc(iso));
}

/** `2026-11-24` → "Nov 24". */
export function dayLabel(iso: string): string {
  return DAY_SHORT.format(utc(iso));
}

/** A share with one decimal: 66.7 → "66.7%", 100 → "100%"; missing → "—". */
export function pct(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return `${Number(value.toFixed(1))}%`;
}

/** Basis points as a percentage: 450 → "4.5%". */
export function bpsLabel(bps: number | null | undefined): string {
  if (bps === null || bps === undefined) return '—';
  return `${Number((bps / 100).toFixed(2))}%`;
}

/** Basis points as a rate input's value: 450 → "4.5". */
export function bpsToInput(bps: number): string {
  return String(Number((bps / 100).toFixed(2)));
}

/** A typed percentage ("4.5", "4.50 %") as basis points (450); null when empty, NaN when not a rate with at most two decimals. */
export function inputToBps(value: string): number | null {
  const v = value.replace(/[%\s]/g, '');
  if (!v) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return Number.NaN;
  return Math.round(Number(v) * 100);
}

/** "1 group", "3 groups". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
