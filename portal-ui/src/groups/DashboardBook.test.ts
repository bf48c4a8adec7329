import { describe, expect, it } from 'vitest';
import { enrollmentSummary, orderStages, renewalsWithin } from './DashboardBook';

describe('dashboard book of business', () => {
  it('shows every stage in lifecycle order', () => {
    const counts = orderStages([
      { stage: 'quoting', count: 2 },
      { stage: 'prospect', count: 1 },
    ]);
    expect(counts[0]).toEqual({ stage: 'prospect', count: 1 });
    expect(counts[1]).toEqual({ stage: 'quoting', count: 2 });
    expect(counts[2]).toEqual({ stage: 'plan_design', count: 0 });
    expect(counts).toHaveLength(9);
  });
  it('lists renewals due within 120 days, soonest first', () => {
    const r = renewalsWithin([{ days: 99 }, { days: 9 }, { days: 200 }, { days: -3 }]);
    expect(r.map((x) => x.days)).toEqual([9, 99]);
  });
  it('sums the open enrollments across windows', () => {
    expect(enrollmentSummary([])).toBeUndefined();
    expect(enrollmentSummary([{ eligible: 20, done: 5 }, { eligible: 6, done: 6 }])).toBe('2 open · 11 of 26 people have enrolled or waived');
  });
});
