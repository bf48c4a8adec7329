/** Months as the statements name them: `YYYY-MM`. */

/** The month of an ISO date (`2026-11-25` → `2026-11`). */
export function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

/** The month `delta` months from `month`. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Carriers bill a month ahead: the month after today's is the one being invoiced now. */
export function billingMonth(todayIso: string): string {
  return addMonths(monthOf(todayIso), 1);
}

/** `2026-12` → "December 2026". */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Whether a `YYYY-MM` text names a month. */
export function isMonth(text: string | null | undefined): text is string {
  return !!text && /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
}

/** The month a group's statements open on: the latest invoiced, else the first month of coverage when it is after `fallback`, else `fallback`. */
export function openingMonth(statement: { invoice_months: string[]; first_month?: string | null }, fallback: string): string {
  const invoiced = statement.invoice_months[0]?.slice(0, 7);
  if (invoiced) return invoiced;
  const first = statement.first_month?.slice(0, 7);
  return first && first > fallback ? first : fallback;
}
