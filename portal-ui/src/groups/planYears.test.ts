import { describe, expect, it } from 'vitest';
import { standings, type PlanYear } from './planYears';

const year = (window_id: string, plan_year: number, coverage_start: string): PlanYear => ({
  plan_year,
  coverage_start,
  window_id,
  design_id: `d-${window_id}`,
  enrollment_status: 'closed',
  enrolled: 0,
  waived: 0,
  premium_cents: 0,
  employer_cents: 0,
  employee_cents: 0,
});

describe('plan year standings', () => {
  it('marks the latest started year current, later ones next and earlier ones history', () => {
    const s = standings([year('a', 2025, '2025-03-01'), year('b', 2026, '2026-03-01'), year('c', 2027, '2027-03-01')], '2026-11-29');
    expect(s.get('a')).toBe('past');
    expect(s.get('b')).toBe('current');
    expect(s.get('c')).toBe('upcoming');
  });

  it('makes a year current on its first day', () => {
    const s = standings([year('b', 2026, '2026-03-01'), year('c', 2027, '2027-03-01')], '2027-03-01');
    expect(s.get('b')).toBe('past');
    expect(s.get('c')).toBe('current');
  });

  it('has nothing current before the first year starts', () => {
    const s = standings([year('c', 2027, '2027-03-01')], '2026-11-29');
    expect(s.get('c')).toBe('upcoming');
  });
});
