import { describe, expect, it } from 'vitest';
import { agencyAddress, capitalise, normaliseSlugInput, slugFromName, slugProblem } from './slug';

describe('subdomain preview', () => {
  it('suggests a subdomain from the agency name', () => {
    expect(slugFromName('Summit Benefits Group, LLC')).toBe('summit-benefits-group-llc');
    expect(slugFromName('  Bright & Co. ')).toBe('bright-and-co');
    expect(slugFromName('Crème Brûlée Benefits')).toBe('creme-brulee-benefits');
    expect(slugFromName('x'.repeat(80)).length).toBe(63);
    expect(slugFromName('!!!')).toBe('');
  });

  it('normalises what is typed', () => {
    expect(normaliseSlugInput('My Agency_1!')).toBe('my-agency-1');
    expect(normaliseSlugInput('ABC')).toBe('abc');
  });

  it('applies the DNS label rules', () => {
    expect(slugProblem('ab')).toMatch(/at least 3/);
    expect(slugProblem('a'.repeat(64))).toMatch(/at most 63/);
    expect(slugProblem('Summit')).toMatch(/lowercase/);
    expect(slugProblem('-summit')).toMatch(/start or end/);
    expect(slugProblem('summit-')).toMatch(/start or end/);
    expect(slugProblem('xn--summit')).toMatch(/3rd and 4th/);
    expect(slugProblem('summit-benefits')).toBeNull();
    expect(slugProblem('abc')).toBeNull();
  });

  it('previews the address on the platform host', () => {
    expect(agencyAddress('summit', 'localhost:8080')).toBe('summit.localhost:8080');
    expect(agencyAddress('summit', 'www.canopy.app')).toBe('summit.canopy.app');
    expect(agencyAddress('', 'canopy.app')).toBe('your-agency.canopy.app');
    expect(capitalise('this subdomain is reserved')).toBe('This subdomain is reserved');
  });
});
