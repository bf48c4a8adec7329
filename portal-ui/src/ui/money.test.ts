import { describe, expect, it } from 'vitest';
import { formatCents, formatCentsTrimmed, formatCentsShort, formatSignedCents, dollarsToCents, centsToDollars, signedPct } from './money';

describe('money', () => {
  it('signs percentages', () => {
    expect(signedPct(3.214)).toBe('+3.21%');
    expect(signedPct(-12.34)).toBe('−12.3%');
    expect(signedPct(0)).toBe('0%');
  });

  it('formats cents with or without cents', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(123450, true)).toBe('$1,235');
    expect(formatCents(100000, true)).toBe('$1,000');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-31000)).toBe('-$310.00');
    expect(formatCents(undefined)).toBe('—');
    expect(formatCents(null)).toBe('—');
    expect(formatCents(Number.NaN)).toBe('—');
  });
  it('trims zero cents', () => {
    expect(formatCentsTrimmed(150000)).toBe('$1,500');
    expect(formatCentsTrimmed(1250)).toBe('$12.50');
    expect(formatCentsTrimmed(undefined)).toBe('—');
  });
  it('shortens axis labels', () => {
    expect(formatCentsShort(80000)).toBe('$800');
    expect(formatCentsShort(1250000)).toBe('$12.5K');
    expect(formatCentsShort(125_000_000)).toBe('$1.3M');
  });
  it('signs changes', () => {
    expect(formatSignedCents(1230)).toBe('+$12.30');
    expect(formatSignedCents(-400)).toBe('−$4.00');
    expect(formatSignedCents(-123450, true)).toBe('−$1,235');
    expect(formatSignedCents(0)).toBe('$0.00');
    expect(formatSignedCents(undefined)).toBe('—');
  });
  it('formats a plan’s benefit figures from cents', () => {
    expect(formatCents(150000, true)).toBe('$1,500');
    expect(formatCents(2500, true)).toBe('$25');
    expect(formatCents(null, true)).toBe('—');
    expect(formatCentsTrimmed(150000)).toBe('$1,500');
    expect(formatCentsTrimmed(undefined)).toBe('—');
  });
  it('reads a dollar input as cents and back', () => {
    expect(dollarsToCents('1,234.50')).toBe(123450);
    expect(dollarsToCents('$1234.5')).toBe(123450);
    expect(dollarsToCents('')).toBeNull();
    expect(Number.isNaN(dollarsToCents('12.345'))).toBe(true);
    expect(centsToDollars(123450)).toBe('1234.50');
    expect(centsToDollars(null)).toBe('');
  });
});
