import { describe, expect, it } from 'vitest';
import type { BillingPlan } from './queries';
import { percentUsed, planLimits, usageLevel, yearlySaving } from './usage';

const starter: BillingPlan = {
  id: 'starter',
  name: 'Starter',
  tagline: '',
  monthly_cents: 19_900,
  yearly_cents: 199_000,
  max_groups: 25,
  max_employees: 2_500,
  max_seats: 3,
  features: [],
};

describe('billing usage', () => {
  it('measures a count against its limit', () => {
    expect(percentUsed({ kind: 'groups', used: 5, limit: 25 })).toBe(20);
    expect(percentUsed({ kind: 'seats', used: 4, limit: 3 })).toBe(100);
    expect(percentUsed({ kind: 'employees', used: 40_000 })).toBeNull();
    expect(usageLevel({ kind: 'groups', used: 19, limit: 25 })).toBe('ok');
    expect(usageLevel({ kind: 'groups', used: 20, limit: 25 })).toBe('near');
    expect(usageLevel({ kind: 'groups', used: 25, limit: 25 })).toBe('full');
    expect(usageLevel({ kind: 'groups', used: 900 })).toBe('ok');
  });

  it('writes a plan’s limits and what a year saves', () => {
    expect(planLimits(starter)).toEqual(['25 employer groups', '2,500 employees', '3 team seats']);
    expect(planLimits({ ...starter, max_groups: undefined })[0]).toBe('Unlimited employer groups');
    expect(yearlySaving(starter)).toBe('2 months free');
    expect(yearlySaving({ ...starter, yearly_cents: starter.monthly_cents * 12 })).toBeNull();
  });
});
