import { describe, expect, it } from 'vitest';
import { nextPlanYear, plural, splitProblems } from './problems';

describe('rates import problems', () => {
  it('orders row problems by row number, with their column, and keeps other fields apart', () => {
    const { rows, other } = splitProblems({
      'row 10 IndividualRate': '"abc" is not a monthly rate in dollars and cents',
      'row 2': 'the file has no rates',
      'row 1 Age': '71234CO0010001 in CO-03 lacks age bands 40',
      effective_to: 'the rates must end on or after they start',
    });
    expect(rows).toEqual([
      { row: 1, column: 'Age', message: '71234CO0010001 in CO-03 lacks age bands 40' },
      { row: 2, column: undefined, message: 'the file has no rates' },
      { row: 10, column: 'IndividualRate', message: '"abc" is not a monthly rate in dollars and cents' },
    ]);
    expect(other).toEqual({ effective_to: 'the rates must end on or after they start' });
  });

  it('suggests the next plan year and counts', () => {
    expect(nextPlanYear(new Date(2026, 10, 22))).toEqual({ from: '2027-01-01', to: '2027-12-31' });
    expect(plural(1, 'rate')).toBe('1 rate');
    expect(plural(1200, 'rate')).toBe('1,200 rates');
  });
});
