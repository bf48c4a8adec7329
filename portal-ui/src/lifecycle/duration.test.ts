import { describe, expect, it } from 'vitest';
import { durationText } from './duration';

describe('durationText', () => {
  it('reads short stays in hours and long ones in months and years', () => {
    expect(durationText(120)).toBe('under an hour');
    expect(durationText(3600)).toBe('1 hour');
    expect(durationText(5 * 3600 + 59)).toBe('5 hours');
    expect(durationText(86_400)).toBe('1 day');
    expect(durationText(59 * 86_400)).toBe('59 days');
    expect(durationText(92 * 86_400)).toBe('3 months');
    expect(durationText(365 * 86_400)).toBe('1 year');
    expect(durationText(430 * 86_400)).toBe('1 year 2 months');
  });
});
