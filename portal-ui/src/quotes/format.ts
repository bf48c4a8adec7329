import { firstOfMonthOnOrAfter } from '../book/rules';
import { formatCents, formatCentsTrimmed } from '../ui/money';
import { lineLabel } from '../ui/vocab';
import type { ContributionRule, QuoteStatus } from './queries';

/** Pure formatting and rules of the quote screens. */


/** "$45,100 – $61,200" of a quote's plan premiums, in cents. */
export function premiumRange(low: number | null | undefined, high: number | null | undefined): string {
  if (low === null || low === undefined) return '—';
  if (high === null || high === undefined || high === low) return formatCents(low, true);
  return `${formatCents(low, true)} – ${formatCents(high, true)}`;
}

/** The moves the server allows from a status (draft → presented → accepted | declined → presented). */
export function nextStatuses(status: string): QuoteStatus[] {
  switch (status) {
    case 'draft':
      return ['presented'];
    case 'presented':
      return ['accepted', 'declined'];
    case 'accepted':
    case 'declined':
      return ['presented'];
    default:
      return [];
  }
}

export function capitalise(s: string): string {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

/** The first day of the month after `today` (`YYYY-MM-DD`). */
export function firstOfNextMonth(today: Date = new Date()): string {
  const y = today.getMonth() === 11 ? today.getFullYear() + 1 : today.getFullYear();
  const m = (today.getMonth() + 1) % 12;
  return `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * The default effective date of a new quote: the group's next effective date — its effective date
 * while that is ahead (a prospect starting its first plan year), else its renewal when that is
 * ahead — on the 1st; else the first of next month.
 */
export function defaultEffectiveDate(
  group: { effective_date?: string | null; renewal_date?: string | null },
  today: Date = new Date(),
): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const todayIso = `${today.getFullYear()}-${p(today.getMonth() + 1)}-${p(today.getDate())}`;
  const ahead = [group.effective_date, group.renewal_date]
    .filter((d): d is string => !!d && /^\d{4}-\d{2}-\d{2}$/.test(d) && d > todayIso)
    .sort();
  return ahead.length ? firstOfMonthOnOrAfter(ahead[0]) : firstOfNextMonth(today);
}

/** A CSV cell, formula-safe (cells starting with = + - @ tab or CR get a leading ') and quoted when needed. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(rows: (string | number | boolean | null | undefined)[][]): string {
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Sorts rows by a column (numbers numerically, text with the locale), missing values last. */
export function sortRows<T>(rows: readonly T[], value: (row: T) => string | number | boolean | null | undefined, order: 'asc' | 'desc'): T[] {
  const dir = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const xe = x === null || x === undefined || x === '';
    const ye = y === null || y === undefined || y === '';
    if (xe || ye) return xe === ye ? 0 : xe ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir;
    return String(x).localeCompare(String(y), 'en', { numeric: true }) * dir;
  });
}

/** "Nice" axis ticks from 0 (or `min`) to at least `max`. */
export function niceTicks(max: number, count = 5, min = 0): number[] {
  const span = Math.max(1, max - min);
  const raw = span / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => span / s <= count) ?? 10 * mag;
  const start = Math.floor(min / step) * step;
  const out: number[] = [];
  for (let v = start; v <= max + step * 0.999; v += step) out.push(Math.round(v * 1e6) / 1e6);
  if (out[out.length - 1] < max) out.push(out[out.length - 1] + step);
  return out;
}

/** A rule's monthly amount: "$400", "$12.50"; none → "$0". */
const usd = (cents?: number) => formatCentsTrimmed(cents ?? 0);

/** What a rule says, in a sentence ("75% of the employee’s premium, 50% of dependents’"). */
export function describeRule(r: ContributionRule, planName?: (id: string) => string | undefined): string {
  switch (r.kind) {
    case 'percent':
      return `${r.employee_pct || 0}% of the employee’s premium, ${r.dependents_pct || 0}% of dependents’`;
    case 'base_plan':
      return `${r.employee_pct || 0}% / ${r.dependents_pct || 0}% of ${r.base_plan_id ? (planName?.(r.base_plan_id) ?? r.base_plan_id) : 'a base plan'}; richer plans cost the employee the difference`;
    case 'flat_per_tier':
      return `${usd(r.ee_cents)} EE · ${usd(r.es_cents)} ES · ${usd(r.ec_cents)} EC · ${usd(r.ef_cents)} EF a month`;
    case 'allowance':
      return `an allowance of ${usd(r.amount_cents)} a month`;
    default:
      return r.kind;
  }
}

export function scopeLabel(r: ContributionRule): string {
  if (!r.line && !r.employee_class) return 'Everyone, every line';
  return [r.line ? lineLabel(r.line) : 'Every line', r.employee_class ?? 'every class'].join(' · ');
}


/** A rule in a few words ("75% employee · 50% dependents"), for headers. */
export function shortRule(r: ContributionRule): string {
  switch (r.kind) {
    case 'percent':
      return `${r.employee_pct || 0}% employee · ${r.dependents_pct || 0}% dependents`;
    case 'base_plan':
      return `${r.employee_pct || 0}% / ${r.dependents_pct || 0}% of a base plan`;
    case 'flat_per_tier':
      return `${usd(r.ee_cents)} / ${usd(r.es_cents)} / ${usd(r.ec_cents)} / ${usd(r.ef_cents)} per tier`;
    case 'allowance':
      return `${usd(r.amount_cents)} allowance`;
    default:
      return r.kind;
  }
}

/** Where a rule applies, briefly ("Part-time", "Dental", "Dental · Part-time"; "" for everyone). */
export function shortScope(r: ContributionRule): string {
  return [r.line ? lineLabel(r.line) : '', r.employee_class ?? ''].filter(Boolean).join(' · ');
}
