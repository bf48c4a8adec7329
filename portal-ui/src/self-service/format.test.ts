import { describe, expect, it } from 'vitest';
import { changeFromLastYear, choiceProblem, choicesFromLastYear, choicesFromSubmission, renewalNote, renewalOf, contactErrors, ctaLabel, dependentErrors, electionErrorsByLine, householdErrors, householdProblem, newClientKey, openWindows, parseDraft, payFrequencyLabel, perPaycheck, signatureMatches, toDependentInput, toElections, totalsOf, type DependentDraft } from './format';
import type { LineOffer, MyWindow } from './types';

const price = (tier: string, premium_cents: number, employer_cents: number, per_paycheck_cents: number, covers: string[] = []) => ({
  tier,
  premium_cents,
  employer_cents,
  employee_cents: premium_cents - employer_cents,
  per_paycheck_cents,
  covers,
});

const offer = (line: string, ids: string[]): LineOffer =>
  ({
    line,
    plans: ids.map((id, i) => ({
      plan: { id, name: `Plan ${id}`, line } as LineOffer['plans'][number]['plan'],
      prices: [price('EE', 50000 + i * 10000, 40000, 4615 + i * 4615), price('EC', 90000 + i * 10000, 60000, 13846 + i * 4615, ['Mia Rivera'])],
    })),
  }) as LineOffer;

describe('paychecks', () => {
  it('counts paychecks like the server rounds them', () => {
    expect(perPaycheck(10000, 26)).toBe(4615);
    expect(perPaycheck(10000, 12)).toBe(10000);
    expect(payFrequencyLabel(26)).toBe('every two weeks');
    expect(payFrequencyLabel(24)).toBe('twice a month');
  });
});

describe('enrollment windows', () => {

  it('offers the open windows, special first, with the button that fits my status', () => {
    const w = (id: string, kind: string, state: string, ends_on = '2026-03-31') => ({ id, kind, state, ends_on }) as MyWindow;
    expect(openWindows([w('a', 'open', 'open'), w('b', 'open', 'closed'), w('c', 'special', 'open')]).map((x) => x.id)).toEqual(['c', 'a']);
    expect(ctaLabel({ status: 'not_started' })).toBe('Start enrollment');
    expect(ctaLabel({ status: 'in_progress' })).toBe('Continue enrollment');
    expect(ctaLabel({ status: 'waived' })).toBe('Change my elections');
  });
});

describe('choices per line', () => {
  const lines = [offer('medical', ['M1', 'M2']), offer('dental', ['D1']), offer('vision', ['V1'])];

  it('says what is missing before a line can be signed', () => {
    expect(choiceProblem(lines[0], undefined)).toMatch(/choose a medical plan or waive/i);
    expect(choiceProblem(lines[0], { mode: 'plan', plan_id: 'M1', tier: '', waive_reason: '' })).toMatch(/who this plan covers/);
    expect(choiceProblem(lines[0], { mode: 'plan', plan_id: 'M1', tier: 'EF', waive_reason: '' })).toMatch(/dependents changed/);
    expect(choiceProblem(lines[0], { mode: 'plan', plan_id: 'M1', tier: 'EC', waive_reason: '' })).toBeNull();
    expect(choiceProblem(lines[2], { mode: 'waive', plan_id: '', tier: '', waive_reason: '' })).toMatch(/why/);
    expect(choiceProblem(lines[2], { mode: 'waive', plan_id: '', tier: '', waive_reason: 'spouse_plan' })).toBeNull();
  });

  it('sends one election per offered line and totals the chosen plans', () => {
    const choices = {
      medical: { mode: 'plan' as const, plan_id: 'M2', tier: 'EC', waive_reason: '' },
      dental: { mode: 'plan' as const, plan_id: 'D1', tier: 'EE', waive_reason: '' },
      vision: { mode: 'waive' as const, plan_id: '', tier: '', waive_reason: 'other_group' },
    };
    expect(toElections(lines, choices)).toEqual([
      { line: 'medical', plan_id: 'M2', tier: 'EC' },
      { line: 'dental', plan_id: 'D1', tier: 'EE' },
      { line: 'vision', waive_reason: 'other_group' },
    ]);
    expect(totalsOf(lines, choices)).toEqual({ perPaycheckCents: 23076, employeeCents: 50000, employerCents: 100000, premiumCents: 150000 });
  });

  it('starts from the current elections when changing them', () => {
    const sub = {
      lines: [
        { line: 'medical' as const, plan_id: 'M1', tier: 'EE' as const, dependents: [], premium_cents: 100, employer_cents: 100, employee_cents: 0 },
        { line: 'vision' as const, waive_reason: 'cost' as const, dependents: [], premium_cents: 0, employer_cents: 0, employee_cents: 0 },
      ],
    };
    expect(choicesFromSubmission(sub)).toEqual({
      medical: { mode: 'plan', plan_id: 'M1', tier: 'EE', waive_reason: '' },
      vision: { mode: 'waive', plan_id: '', tier: '', waive_reason: 'cost' },
    });
    expect(choicesFromSubmission(null)).toEqual({});
  });

  it('maps the server field errors to their lines', () => {
    const sent = toElections(lines, {});
    expect(electionErrorsByLine({ 'elections[1].plan_id': 'not offered', 'elections.vision': 'choose', signature_name: 'x' }, sent)).toEqual({
      dental: 'not offered',
      vision: 'choose',
    });
  });

  it('accepts a signature that matches ignoring case and spacing', () => {
    expect(signatureMatches('  sam   RIVERA ', 'Sam Rivera')).toBe(true);
    expect(signatureMatches('Sam R', 'Sam Rivera')).toBe(false);
    expect(signatureMatches('', '')).toBe(false);
  });

  it('makes a fresh UUID each time', () => {
    const a = newClientKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newClientKey()).not.toBe(a);
  });
});

describe('the draft kept across a reload', () => {
  it('keeps a draft of the same version only', () => {
    const raw = JSON.stringify({ version: 3, step: 2, choices: { medical: { mode: 'plan', plan_id: 'M1', tier: 'EE' }, bad: null } });
    expect(parseDraft(raw, 3)).toEqual({ version: 3, step: 2, choices: { medical: { mode: 'plan', plan_id: 'M1', tier: 'EE', waive_reason: '' } } });
    expect(parseDraft(raw, 4)).toBeNull();
    expect(parseDraft('{not json', 3)).toBeNull();
    expect(parseDraft(null, 3)).toBeNull();
  });
});

describe('the household', () => {
  const dep = (over: Partial<DependentDraft> = {}): DependentDraft => ({
    key: 'k1',
    first_name: 'Mia',
    last_name: 'Rivera',
    dob: '2018-05-01',
    relationship: 'child',
    gender: '',
    disabled: false,
    tobacco: false,
    ...over,
  });

  it('checks children to 26 unless disabled, names and dates', () => {
    expect(dependentErrors(dep(), '2026-01-10')).toEqual({});
    expect(dependentErrors(dep({ dob: '1990-01-01' }), '2026-01-10').dob).toMatch(/until 26/);
    expect(dependentErrors(dep({ dob: '1990-01-01', disabled: true }), '2026-01-10')).toEqual({});
    expect(dependentErrors(dep({ first_name: ' ', dob: '' }), '2026-01-10')).toMatchObject({ first_name: expect.any(String), dob: expect.any(String) });
    expect(dependentErrors(dep({ dob: '2027-01-01' }), '2026-01-10').dob).toMatch(/future/);
  });

  it('allows one spouse or partner', () => {
    expect(householdProblem([{ relationship: 'spouse' }, { relationship: 'child' }])).toBeNull();
    expect(householdProblem([{ relationship: 'spouse' }, { relationship: 'domestic_partner' }])).toMatch(/one spouse/);
  });

  it('sends the id of existing dependents only', () => {
    expect(toDependentInput(dep({ id: 'abc', first_name: ' Mia ' }))).toEqual({
      id: 'abc',
      first_name: 'Mia',
      last_name: 'Rivera',
      dob: '2018-05-01',
      relationship: 'child',
      disabled: false,
      tobacco: false,
    });
    expect(toDependentInput(dep({ gender: 'female' }))).not.toHaveProperty('id');
  });

  it('maps the server errors to the contact fields and to each dependent', () => {
    const deps = [dep({ key: 'a' }), dep({ key: 'b' })];
    expect(householdErrors({ zip: 'five digits', 'dependents[1].dob': 'too old', dependents: 'one partner', 'dependents[9].dob': 'x' }, deps)).toEqual({
      contact: { zip: 'five digits' },
      dependents: { b: { dob: 'too old' } },
      list: 'one partner',
    });
    expect(contactErrors({ email: 'nope', phone: '', address_line1: '', city: '', state: 'Colorado', zip: '802' })).toEqual({
      email: expect.any(String),
      state: expect.any(String),
      zip: expect.any(String),
    });
  });
});

describe('a renewal re-enrollment', () => {
  const renewed = (): LineOffer[] => {
    const medical = offer('medical', ['M1', 'M2027']);
    medical.plans[0].renewal = { mark: 'price_change', succeeds: [{ plan_id: 'M1', plan_name: 'Plan M1' }] };
    medical.plans[1].renewal = { mark: 'new', succeeds: [{ plan_id: 'M-old', plan_name: 'Old plan' }] };
    const dental = offer('dental', ['D1']);
    dental.plans[0].renewal = { mark: 'unchanged', succeeds: [{ plan_id: 'D1', plan_name: 'Plan D1' }] };
    return [medical, dental, offer('vision', ['V1'])];
  };
  const election = (line: string, plan_id: string | undefined, tier: string | undefined, employee_cents = 0) => ({ line, plan_id, tier, waive_reason: plan_id ? undefined : 'spouse_plan', dependents: [], premium_cents: 0, employer_cents: 0, employee_cents });

  it('finds the plan that renews last year’s, whether the same or its successor', () => {
    const lines = renewed();
    expect(renewalOf(lines[0], election('medical', 'M1', 'EE') as never)?.plan.id).toBe('M1');
    expect(renewalOf(lines[0], election('medical', 'M-old', 'EE') as never)?.plan.id).toBe('M2027');
    expect(renewalOf(lines[0], election('medical', undefined, undefined) as never)).toBeUndefined();
  });

  it('starts passive lines from last year as renewed, at the same tier, and leaves lines chosen again empty', () => {
    const last = { lines: [election('medical', 'M-old', 'EC'), election('dental', 'D1', 'EF'), election('vision', undefined, undefined)] };
    expect(choicesFromLastYear(renewed(), last as never, [])).toEqual({
      medical: { mode: 'plan', plan_id: 'M2027', tier: 'EC', waive_reason: '' },
      dental: { mode: 'plan', plan_id: 'D1', tier: '', waive_reason: '' },
      vision: { mode: 'waive', plan_id: '', tier: '', waive_reason: 'spouse_plan' },
    });
    expect(Object.keys(choicesFromLastYear(renewed(), last as never, ['medical']))).toEqual(['dental', 'vision']);
  });

  it('compares my monthly share with last year’s, to a tenth of a percent', () => {
    expect(changeFromLastYear({ employee_cents: 20000 }, { employee_cents: 21550 })).toEqual({ amount: 1550, pct: 7.8 });
    expect(changeFromLastYear({ employee_cents: 0 }, { employee_cents: 500 })).toEqual({ amount: 500, pct: null });
  });

  it('says what doing nothing does on each line', () => {
    const lines = renewed();
    expect(renewalNote(lines[0], election('medical', 'M-old', 'EE') as never, false)).toBe('If you do nothing, your medical renews as Plan M2027 (new this year).');
    expect(renewalNote(lines[0], election('medical', 'M1', 'EE') as never, false)).toBe('If you do nothing, your medical renews as Plan M1.');
    expect(renewalNote(lines[2], election('vision', undefined, undefined) as never, false)).toBe('If you do nothing, you stay waived for vision.');
    expect(renewalNote(lines[0], election('medical', 'M1', 'EE') as never, true)).toMatch(/everyone chooses medical again/);
  });
});
