import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatCents, formatDollars, formatDollarsShort, formatDollarsTrimmed, formatSignedDollars } from './money';

describe('money', () => {
  it('formats dollars with or without cents', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(1234.5, true)).toBe('$1,235');
    expect(formatDollars(1000, true)).toBe('$1,000');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(undefined)).toBe('—');
    expect(formatDollars(null)).toBe('—');
    expect(formatDollars(Number.NaN)).toBe('—');
  });
  it('formats integer cents as dollars', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(123450, true)).toBe('$1,235');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(null)).toBe('—');
  });
  it('shows cents only when there are some', () => {
    expect(formatDollarsTrimmed(1500)).toBe('$1,500');
    expect(formatDollarsTrimmed(12.5)).toBe('$12.50');
    expect(formatDollarsTrimmed(undefined)).toBe('—');
  });
  it('shortens the dollars of a chart axis', () => {
    expect(formatDollarsShort(800)).toBe('$800');
    expect(formatDollarsShort(12500)).toBe('$12.5K');
    expect(formatDollarsShort(1_250_000)).toBe('$1.3M');
  });
  it('signs a change', () => {
    expect(formatSignedDollars(12.3)).toBe('+$12.30');
    expect(formatSignedDollars(-4)).toBe('−$4.00');
    expect(formatSignedDollars(-1234.5, true)).toBe('−$1,235');
    expect(formatSignedDollars(0)).toBe('$0.00');
    expect(formatSignedDollars(undefined)).toBe('—');
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
