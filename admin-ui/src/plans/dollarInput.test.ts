import { describe, expect, it } from 'vitest';
import { dollars, formatDollarInput, parseDollarInput, requiredDollars } from './dollarInput';

const check = (validators: typeof dollars, cents: unknown) => validators.map((v) => v(cents, {}, {})).find(Boolean);

describe('a benefit figure input', () => {
  it('shows cents as dollars and takes dollars as cents', () => {
    expect(formatDollarInput(150000)).toBe('1500');
    expect(formatDollarInput(0)).toBe('0');
    expect(formatDollarInput(null)).toBe('');
    expect(formatDollarInput(undefined)).toBe('');
    expect(parseDollarInput(1500)).toBe(150000);
    expect(parseDollarInput('25')).toBe(2500);
    expect(parseDollarInput('0.29')).toBe(29);
    expect(parseDollarInput('')).toBeNull();
    expect(parseDollarInput('abc')).toBeNull();
  });

  it('takes whole dollars from $0 to $100,000', () => {
    expect(check(dollars, 150000)).toBeUndefined();
    expect(check(dollars, 10_000_000)).toBeUndefined();
    expect(check(dollars, null)).toBeUndefined();
    expect(check(dollars, 2550)).toBe('Whole dollars');
    expect(check(dollars, -100)).toBeTruthy();
    expect(check(dollars, 10_000_100)).toBeTruthy();
    expect(check(requiredDollars, null)).toBeTruthy();
  });
});
