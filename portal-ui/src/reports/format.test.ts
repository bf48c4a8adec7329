import { describe, expect, it } from 'vitest';
import { bpsLabel, bpsToInput, dayLabel, inputToBps, monthLabel, monthTick, pct, plural } from './format';

describe('report figures', () => {
  it('writes months and days as a broker reads them', () => {
    expect(monthLabel('2027-01-01')).toBe('Jan 2027');
    expect(monthTick('2027-01-01')).toBe('Jan 2027');
    expect(monthTick('2027-03-01')).toBe('Mar');
    expect(dayLabel('2026-11-24')).toBe('Nov 24');
  });

  it('writes shares with one decimal at most', () => {
    expect(pct(66.66)).toBe('66.7%');
    expect(pct(100)).toBe('100%');
    expect(pct(null)).toBe('—');
  });

  it('reads and writes commission rates in basis points', () => {
    expect(bpsLabel(450)).toBe('4.5%');
    expect(bpsLabel(1000)).toBe('10%');
    expect(bpsToInput(1)).toBe('0.01');
    expect(inputToBps('4.5')).toBe(450);
    expect(inputToBps(' 4.25 %')).toBe(425);
    expect(inputToBps('')).toBeNull();
    expect(inputToBps('4.555')).toBeNaN();
    expect(inputToBps('abc')).toBeNaN();
  });

  it('counts things in words', () => {
    expect(plural(1, 'group')).toBe('1 group');
    expect(plural(1200, 'employee')).toBe('1,200 employees');
  });
});
