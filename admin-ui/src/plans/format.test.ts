import { describe, expect, it } from 'vitest';
import { ageBand, copay, money, networkChoicesFor, rate, validatePlanId } from './format';

describe('plan formats', () => {
  it('formats money, rates and copays', () => {
    expect(money(150000)).toBe('$1,500');
    expect(money(undefined)).toBe('—');
    expect(rate(41250)).toBe('$412.50');
    expect(copay(undefined)).toBe('After deductible');
    expect(copay(0)).toBe('$0');
    expect(copay(2500)).toBe('$25');
  });

  it('names the age bands', () => {
    expect([0, 15, 63, 64].map(ageBand)).toEqual(['0–14', '15', '63', '64 and over']);
  });

  it('checks HIOS plan ids and offers networks by line', () => {
    expect(validatePlanId('71234CO0010001')).toBeUndefined();
    expect(validatePlanId('71234co0010001')).toMatch(/HIOS/);
    expect(networkChoicesFor('dental').map((n) => n.id)).toContain('DPPO');
    expect(networkChoicesFor('medical').map((n) => n.id)).not.toContain('DHMO');
  });
});
