import { describe, expect, it } from 'vitest';
import { TIER_LEGEND, TIER_OPTIONS, tierName } from './vocab';

describe('tier vocabulary', () => {
  it('names a tier for staff and for the employee', () => {
    expect(tierName('ES')).toBe('Employee + spouse/partner');
    expect(tierName('ES', 'employee')).toBe('Me + spouse/partner');
    expect(tierName('W')).toBe('Waived');
    expect(tierName(null)).toBe('—');
    expect(tierName('XX')).toBe('XX');
  });

  it('explains every code in one legend and offers every tier in pickers', () => {
    for (const code of ['EE', 'ES', 'EC', 'EF', 'W']) expect(TIER_LEGEND).toContain(`${code} `);
    expect(TIER_OPTIONS.map(([code]) => code)).toEqual(['EE', 'ES', 'EC', 'EF', 'W']);
    expect(TIER_OPTIONS[0][1]).toBe('EE · Employee only');
  });
});
