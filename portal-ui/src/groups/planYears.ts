import type { Overview } from '../book/types';

export type PlanYear = Overview['plan_years'][number];
export type PlanYearStanding = 'upcoming' | 'current' | 'past';

/** Which plan year is in force on `today` (the latest started), which are to come and which are history. */
export function standings(years: PlanYear[], today: string): Map<string, PlanYearStanding> {
  const started = years.filter((y) => y.coverage_start <= today).sort((a, b) => b.coverage_start.localeCompare(a.coverage_start));
  const current = started[0]?.window_id;
  return new Map(years.map((y) => [y.window_id, y.coverage_start > today ? 'upcoming' : y.window_id === current ? 'current' : 'past']));
}

export const STANDING_LABELS: Record<PlanYearStanding, string> = { upcoming: 'Next', current: 'Current', past: 'History' };
