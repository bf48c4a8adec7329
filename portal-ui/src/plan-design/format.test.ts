import { describe, expect, it } from 'vitest';
import { decimalInput, describeRule, emptyRule, formToInput, formToRule, newDesignDates, ruleProblems, ruleToForm, type DesignForm } from './format';

describe('contribution rules in the editor', () => {
  it('sends only the fields of the rule’s kind, percentages as decimal strings and amounts in cents', () => {
    const r = { ...emptyRule('percent'), line: 'medical' as const, employee_pct: '75', dependents_pct: '50', ee: '400', amount: '12' };
    expect(formToRule(r)).toEqual({ kind: 'percent', line: 'medical', employee_pct: '75', dependents_pct: '50' });
    expect(formToRule({ ...r, kind: 'allowance' })).toEqual({ kind: 'allowance', line: 'medical', amount_cents: 1200 });
    expect(formToRule({ ...emptyRule('flat_per_tier'), ee: '400', es: '600.5', ec: '550.25', ef: '800', employee_class: 'Owners' })).toEqual({
      kind: 'flat_per_tier',
      employee_class: 'Owners',
      ee_cents: 40000,
      es_cents: 60050,
      ec_cents: 55025,
      ef_cents: 80000,
    });
    expect(formToRule({ ...emptyRule('base_plan'), line: 'medical', base_plan_id: '71234CO0010003', employee_pct: '100', dependents_pct: '0' })).toEqual({
      kind: 'base_plan',
      line: 'medical',
      base_plan_id: '71234CO0010003',
      employee_pct: '100',
      dependents_pct: '0',
    });
  });

  it('round-trips a stored rule', () => {
    const stored = { kind: 'percent' as const, employee_class: 'Part-time', employee_pct: '50', dependents_pct: '0' };
    expect(formToRule(ruleToForm(stored))).toEqual(stored);
    const flat = { kind: 'flat_per_tier' as const, ee_cents: 40000, es_cents: 60050, ec_cents: 55025, ef_cents: 0 };
    expect(ruleToForm(flat)).toMatchObject({ ee: '400', es: '600.50', ec: '550.25', ef: '0' });
    expect(formToRule(ruleToForm(flat))).toEqual(flat);
  });

  it('gives a buy-up stored without a line the line of its base plan', () => {
    const buyUp = { kind: 'base_plan' as const, base_plan_id: 'D1', employee_pct: '100', dependents_pct: '0' };
    expect(ruleToForm(buyUp, (id) => (id === 'D1' ? 'dental' : undefined)).line).toBe('dental');
    expect(ruleToForm(buyUp).line).toBe('medical');
    expect(ruleToForm({ kind: 'percent', employee_pct: '50', dependents_pct: '0' }).line).toBe('');
  });

  it('sees incomplete or out-of-range rules before the server does', () => {
    expect(ruleProblems({ ...emptyRule('percent'), employee_pct: '120', dependents_pct: '' })).toEqual({ employee_pct: '0 to 100', dependents_pct: '0 to 100' });
    expect(ruleProblems({ ...emptyRule('base_plan'), line: 'dental', employee_pct: '50', dependents_pct: '0' })).toEqual({ base_plan_id: 'choose the base plan' });
    expect(ruleProblems({ ...emptyRule('base_plan'), employee_pct: '50', dependents_pct: '0', base_plan_id: 'X' })).toEqual({ line: 'a buy-up names its line' });
    expect(ruleProblems({ ...emptyRule('flat_per_tier'), ee: '1.234', es: '1', ec: '1', ef: '1' })).toEqual({ ee: 'dollars' });
    expect(ruleProblems({ ...emptyRule('allowance'), amount: '450' })).toEqual({});
  });

  it('keeps money and percentages to digits and two decimals', () => {
    expect(decimalInput('$1,234.567')).toBe('1234.56');
    expect(decimalInput('75%')).toBe('75');
    expect(decimalInput('1.2.3')).toBe('1.23');
  });

  it('says a rule in words', () => {
    expect(describeRule({ kind: 'percent', employee_pct: '75', dependents_pct: '50' }, (id) => id)).toContain('75% of the employee-only premium and 50%');
    expect(describeRule({ kind: 'allowance', amount_cents: 45000 }, (id) => id)).toBe('Allowance of $450.00 a month toward any plan');
    expect(describeRule({ kind: 'flat_per_tier', ee_cents: 40000, es_cents: 60050, ec_cents: 55025, ef_cents: 80000 }, (id) => id)).toBe('Employer pays a flat $400.00 EE · $600.50 ES · $550.25 EC · $800.00 EF a month');
  });
});

describe('a new design', () => {
  it('starts at the next renewal, else on 1 January next year', () => {
    expect(newDesignDates('2027-02-01', '2026-11-22')).toEqual({ plan_year: 2027, effective_date: '2027-02-01' });
    expect(newDesignDates('2027-12-05', '2026-11-22')).toEqual({ plan_year: 2028, effective_date: '2028-01-01' });
    expect(newDesignDates('2026-02-05', '2026-11-22')).toEqual({ plan_year: 2027, effective_date: '2027-01-01' });
    expect(newDesignDates(null, '2026-11-22')).toEqual({ plan_year: 2027, effective_date: '2027-01-01' });
  });

  it('sends the source quote only when there is one', () => {
    const f: DesignForm = { plan_year: 2027, effective_date: '2027-01-01', offering_model: 'single_plan', plan_ids: ['a'], rules: [emptyRule()], waiting_period: 'none', pay_frequency: 26, source_quote_id: '' };
    expect('source_quote_id' in formToInput(f)).toBe(false);
    expect(formToInput({ ...f, source_quote_id: 'q' }).source_quote_id).toBe('q');
  });
});
