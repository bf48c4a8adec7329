import { describe, expect, it } from 'vitest';
import { ageText, capitalized, daysLeft, daysLeftText, formatDate, opensInText } from './dates';

describe('window days', () => {
  it('counts today, so the employee and the broker read the same number', () => {
    expect(daysLeft('2026-03-10', '2026-03-10')).toBe(1);
    expect(daysLeft('2026-03-24', '2026-03-10')).toBe(15);
    expect(daysLeftText('2026-03-24', '2026-03-10')).toBe('15 days left');
    expect(daysLeftText('2026-03-11', '2026-03-10')).toBe('2 days left');
    expect(daysLeftText('2026-03-10', '2026-03-10')).toBe('last day today');
    expect(daysLeftText('2026-03-09', '2026-03-10')).toBe('ended yesterday');
    expect(daysLeftText('2026-03-07', '2026-03-10')).toBe('ended 3 days ago');
  });

  it('says when a window opens', () => {
    expect(opensInText('2026-03-10', '2026-03-10')).toBe('opens today');
    expect(opensInText('2026-03-11', '2026-03-10')).toBe('opens tomorrow');
    expect(opensInText('2026-03-15', '2026-03-10')).toBe('opens in 5 days');
  });
});

describe('ages', () => {
  it('says one year, not one years', () => {
    expect(ageText('2025-01-15', '2026-03-10')).toBe('1 year');
    expect(ageText('2025-12-01', '2026-03-10')).toBe('under 1 year');
    expect(ageText('1990-03-10', '2026-03-10')).toBe('36 years');
    expect(ageText('not a date', '2026-03-10')).toBe('');
  });

  it('capitalises a phrase', () => {
    expect(capitalized('last day today')).toBe('Last day today');
  });
});

describe('dates', () => {
  it('formats dates without time-zone drift', () => {
    expect(formatDate('2027-01-01')).toBe('Jan 1, 2027');
    expect(formatDate('2027-01-01T23:30:00-08:00')).toBe('Jan 1, 2027');
    expect(formatDate(undefined)).toBe('—');
  });
});
