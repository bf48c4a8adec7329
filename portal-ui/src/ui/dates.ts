/** How every screen writes a date, how long a window runs and how old someone is. */
import { ageOn, daysBetween, parseDate, todayIso } from '../book/rules';

/** Days left in a window that ends on `endsOn`, today included (ends today → 1; ended → ≤ 0). */
export function daysLeft(endsOn: string, today: string = todayIso()): number {
  return (daysBetween(today, endsOn) ?? 0) + 1;
}

/** "12 days left", "last day today", "ended yesterday", "ended 3 days ago". */
export function daysLeftText(endsOn: string, today: string = todayIso()): string {
  const n = daysLeft(endsOn, today);
  if (n === 1) return 'last day today';
  if (n === 0) return 'ended yesterday';
  if (n < 0) return `ended ${1 - n} days ago`;
  return `${n} days left`;
}

/** "opens today", "opens tomorrow", "opens in 5 days". */
export function opensInText(startsOn: string, today: string = todayIso()): string {
  const n = daysBetween(today, startsOn) ?? 0;
  if (n <= 0) return 'opens today';
  if (n === 1) return 'opens tomorrow';
  return `opens in ${n} days`;
}

/** "under 1 year", "1 year", "36 years"; empty when the date is not a date. */
export function ageText(dob: string, today: string = todayIso()): string {
  const age = ageOn(dob, today);
  if (age === null) return '';
  if (age < 1) return 'under 1 year';
  return age === 1 ? '1 year' : `${age} years`;
}

/** First letter up, for a phrase that starts a label. */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** `2027-01-01` → "Jan 1, 2027"; empty → "—". */
export function formatDate(iso: string | null | undefined): string {
  const p = parseDate(iso ?? '');
  if (!p) return '—';
  return SHORT.format(new Date(Date.UTC(p.y, p.m - 1, p.d)));
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '—';
  return new Date(t).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
