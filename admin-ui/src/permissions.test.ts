import { describe, expect, it } from 'vitest';
import { canAccess, pagesFor, resourcesFor } from './permissions';

describe('back-office permissions', () => {
  it('gives agency owners and admins their own plans and rates import, not the catalogue', () => {
    for (const role of ['owner', 'admin'] as const) {
      expect(resourcesFor(role)).toContain('agency-plans');
      expect(resourcesFor(role)).not.toContain('plans');
      expect(pagesFor(role)).toContain('agency-rates-import');
      expect(pagesFor(role)).not.toContain('rates-import');
      expect(canAccess(role, 'agency-plans', 'create')).toBe(true);
      expect(canAccess(role, 'agency-plans', 'edit')).toBe(true);
      expect(canAccess(role, 'agency-plans', 'delete')).toBe(false);
      expect(resourcesFor(role)).not.toContain('billing-plans');
      expect(pagesFor(role)).toContain('subscription');
      expect(resourcesFor(role)).not.toContain('subscription');
    }
  });

  it('keeps the operator on the catalogues and brokers out of the back office', () => {
    expect(resourcesFor('platform_operator')).toEqual(expect.arrayContaining(['carriers', 'plans', 'billing-plans']));
    expect(resourcesFor('platform_operator')).not.toContain('agency-plans');
    expect(canAccess('platform_operator', 'billing-plans', 'edit')).toBe(true);
    expect(canAccess('platform_operator', 'billing-plans', 'create')).toBe(false);
    expect(canAccess('platform_operator', 'billing-plans', 'delete')).toBe(false);
    expect(pagesFor('platform_operator')).toEqual(['rates-import']);
    expect(canAccess('platform_operator', 'subscription', 'list')).toBe(false);
    expect(resourcesFor('broker')).toEqual([]);
    expect(pagesFor('broker')).toEqual([]);
  });

  it('lists help requests to owners, admins and the operator, read only', () => {
    for (const role of ['owner', 'admin', 'platform_operator'] as const) {
      expect(resourcesFor(role)).toContain('support-requests');
      expect(canAccess(role, 'support-requests', 'show')).toBe(false);
      expect(canAccess(role, 'support-requests', 'delete')).toBe(false);
    }
    for (const role of ['broker', 'employer_admin', 'employee', undefined] as const) {
      expect(canAccess(role, 'support-requests', 'list')).toBe(false);
    }
  });
});
