import { describe, expect, it } from 'vitest';
import { bpsLabel, percentToBps } from './queries';

describe('renewal percentages', () => {
  it('reads a typed percentage as hundredths', () => {
    expect(percentToBps('7.5')).toBe(750);
    expect(percentToBps(' 12 % ')).toBe(1200);
    expect(percentToBps('0.25')).toBe(25);
    expect(percentToBps('')).toBeNull();
    expect(percentToBps('seven')).toBeNaN();
    expect(percentToBps('1.234')).toBeNaN();
  });

  it('writes hundredths as a percentage', () => {
    expect(bpsLabel(750)).toBe('7.5 %');
    expect(bpsLabel(1200)).toBe('12 %');
  });
});
