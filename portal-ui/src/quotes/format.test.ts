import { describe, expect, it } from 'vitest';
import { asBuyUp, cleanRule, ruleProblems } from './ContributionEditor';
import { csvCell, defaultEffectiveDate, firstOfNextMonth, nextStatuses, niceTicks, premiumRange, shortRule, sortRows, toCsv } from './format';
import { planLabel } from './charts';
import type { Plan } from './queries';

describe('quote formatting', () => {
  it('formats money changes with a sign', () => {
    expect(premiumRange(4510000, 6120040)).toBe('$45,100 – $61,200');
    expect(premiumRange(undefined, undefined)).toBe('—');
  });

  it('makes CSV cells formula-safe', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Gold, PPO')).toBe('"Gold, PPO"');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(undefined)).toBe('');
    expect(toCsv([['a', 1], ['b', null]])).toBe('a,1\r\nb,\r\n');
  });

  it('defaults the effective date to the group’s next effective date (on the 1st) when ahead, else the first of next month', () => {
    const today = new Date(2026, 10, 22);
    expect(defaultEffectiveDate({ renewal_date: '2027-05-01' }, today)).toBe('2027-05-01');
    expect(defaultEffectiveDate({ renewal_date: '2027-05-04' }, today)).toBe('2027-06-01');
    expect(defaultEffectiveDate({ renewal_date: '2026-01-01' }, today)).toBe('2026-12-01');
    expect(defaultEffectiveDate({}, today)).toBe('2026-12-01');
    // A new prospect whose first plan year starts next January 1 quotes that date, not its renewal a year on.
    expect(defaultEffectiveDate({ effective_date: '2027-01-01', renewal_date: '2028-01-01' }, today)).toBe('2027-01-01');
    // A group whose plan year has started quotes its renewal.
    expect(defaultEffectiveDate({ effective_date: '2026-01-01', renewal_date: '2027-01-01' }, today)).toBe('2027-01-01');
    expect(defaultEffectiveDate({ effective_date: '2027-02-15', renewal_date: null }, today)).toBe('2027-03-01');
    expect(firstOfNextMonth(new Date(2026, 11, 5))).toBe('2027-01-01');
  });

  it('offers the moves the server allows', () => {
    expect(nextStatuses('draft')).toEqual(['presented']);
    expect(nextStatuses('presented')).toEqual(['accepted', 'declined']);
    expect(nextStatuses('accepted')).toEqual(['presented']);
    expect(nextStatuses('declined')).toEqual(['presented']);
  });

  it('chooses nice axis ticks that cover the maximum', () => {
    const t = niceTicks(151030 * 1.05, 5);
    expect(t[0]).toBe(0);
    expect(t[t.length - 1]).toBeGreaterThanOrEqual(151030 * 1.05);
    expect(t.length).toBeLessThanOrEqual(7);
    expect(niceTicks(7000, 6)).toEqual([0, 2000, 4000, 6000, 8000]);
  });

  it('sorts numbers and text, missing values last', () => {
    const rows = [{ v: 3 }, { v: undefined }, { v: 1 }, { v: 2 }];
    expect(sortRows(rows, (r) => r.v, 'asc').map((r) => r.v)).toEqual([1, 2, 3, undefined]);
    expect(sortRows(rows, (r) => r.v, 'desc').map((r) => r.v)).toEqual([3, 2, 1, undefined]);
  });
});

describe('contribution rules', () => {
  it('sends only the fields of the rule’s kind', () => {
    expect(cleanRule({ kind: 'percent', employee_pct: ' 75 ', dependents_pct: '50', ee: '100', line: 'medical' })).toEqual({ kind: 'percent', line: 'medical', employee_pct: '75', dependents_pct: '50' });
    expect(cleanRule({ kind: 'allowance', amount: '400', employee_pct: '75' })).toEqual({ kind: 'allowance', amount_cents: 40000 });
    expect(cleanRule({ kind: 'flat_per_tier', ee: '400', es: '600.5', ec: ' 550.25 ', ef: '' })).toEqual({ kind: 'flat_per_tier', ee_cents: 40000, es_cents: 60050, ec_cents: 55025, ef_cents: undefined });
    expect(shortRule({ kind: 'flat_per_tier', ee_cents: 40000, es_cents: 60000, ec_cents: 55050, ef_cents: 80000 })).toBe('$400 / $600 / $550.50 / $800 per tier');
  });

  it('checks percentages, dollars and one rule per scope', () => {
    expect(ruleProblems([{ kind: 'percent', employee_pct: '75', dependents_pct: '50' }])).toEqual({});
    expect(ruleProblems([])).toHaveProperty('contribution');
    const p = ruleProblems([
      { kind: 'percent', employee_pct: '120', dependents_pct: '50' },
      { kind: 'flat_per_tier', ee: '1.234', es: '0', ec: '0', ef: '' },
      { kind: 'percent', employee_pct: '50', dependents_pct: '0' },
    ]);
    expect(p['contribution[0].employee_pct']).toBeTruthy();
    expect(p['contribution[1].ee']).toBeTruthy();
    expect(p['contribution[1].ef']).toBeTruthy();
    expect(p['contribution[1].line']).toBeTruthy();
    expect(p['contribution[2].line']).toBeTruthy();
    expect(ruleProblems([{ kind: 'base_plan', employee_pct: '50', dependents_pct: '0', base_plan_id: 'M1' }])).toEqual({ 'contribution[0].line': 'a buy-up names its line' });
  });

  it('gives a buy-up its line and a base plan of that line', () => {
    const plans = [{ id: 'D1', line: 'dental' }, { id: 'M1', line: 'medical' }, { id: 'M2', line: 'medical' }] as Plan[];
    const pct = { kind: 'percent' as const, employee_pct: '50', dependents_pct: '0' };
    expect(asBuyUp(pct, ['medical', 'dental'], plans)).toEqual({ ...pct, kind: 'base_plan', line: 'medical', base_plan_id: 'M1' });
    expect(asBuyUp({ ...pct, line: 'dental' }, ['medical', 'dental'], plans)).toMatchObject({ line: 'dental', base_plan_id: 'D1' });
    // A new line drops a base plan of another line; one of the same line stays.
    expect(asBuyUp({ ...pct, kind: 'base_plan', line: 'dental', base_plan_id: 'M2' }, ['medical', 'dental'], plans)).toMatchObject({ line: 'dental', base_plan_id: 'D1' });
    expect(asBuyUp({ ...pct, kind: 'base_plan', line: 'medical', base_plan_id: 'M2' }, ['medical', 'dental'], plans)).toMatchObject({ line: 'medical', base_plan_id: 'M2' });
    // No plan of any line yet: the first line, no base plan.
    expect(asBuyUp(pct, ['vision'], [])).toMatchObject({ line: 'vision', base_plan_id: undefined });
  });
});

describe('chart labels', () => {
  it('drops the words a plan shares with its carrier, so one carrier’s plans differ', () => {
    expect(planLabel('Rocky Mountain Gold HMO 1500', 'Rocky Mountain Health')).toBe('Gold HMO 1500');
    expect(planLabel('Front Range Silver POS', 'Front Range Health Plans')).toBe('Silver POS');
    expect(planLabel('Summit Own Gold', 'Pioneer Mutual')).toBe('Summit Own Gold');
    expect(planLabel('Rocky Mountain', 'Rocky Mountain')).toBe('Mountain');
  });
});
