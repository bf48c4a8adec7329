import type { BillingPlan, Usage } from './queries';
import { USAGE_KIND_UNITS } from '../ui/vocab';

/** How full a limit is, 0–100 (an unlimited count is never full). */
export function percentUsed(usage: Usage): number | null {
  if (usage.limit === undefined) return null;
  return Math.min(100, Math.round((usage.used / usage.limit) * 100));
}

/** Near or at a limit: at 80 % a warning, at 100 % no more can be added. */
export function usageLevel(usage: Usage): 'ok' | 'near' | 'full' {
  const pct = percentUsed(usage);
  if (pct === null) return 'ok';
  if (usage.used >= (usage.limit ?? Infinity)) return 'full';
  return pct >= 80 ? 'near' : 'ok';
}

/** A plan's limits in words: "25 employer groups", "Unlimited employees". */
export function planLimits(plan: BillingPlan): string[] {
  const limit = (n: number | undefined, kind: keyof typeof USAGE_KIND_UNITS) =>
    n === undefined ? `Unlimited ${USAGE_KIND_UNITS[kind]}` : `${n.toLocaleString('en-US')} ${USAGE_KIND_UNITS[kind]}`;
  return [limit(plan.max_groups, 'groups'), limit(plan.max_employees, 'employees'), limit(plan.max_seats, 'seats')];
}

/** What a year costs against twelve months: "2 months free" when it saves whole months. */
export function yearlySaving(plan: BillingPlan): string | null {
  const saved = plan.monthly_cents * 12 - plan.yearly_cents;
  if (saved <= 0 || plan.monthly_cents === 0) return null;
  const months = Math.round(saved / plan.monthly_cents);
  return months >= 1 ? `${months} ${months === 1 ? 'month' : 'months'} free` : null;
}
