import { describe, expect, it } from 'vitest';
import { addDays, arcPath, linesText, choiceProblem, choicesToInput, currentOpenWindow, defaultOpenForm, electionText, initialChoices, newClientKey, openFormProblems, openFormToBody, progressSlices, reminderMessage, sameName, tallyView } from './format';
import type { EnrollmentWindow } from './types';

const win = (over: Partial<EnrollmentWindow>): EnrollmentWindow => ({
  id: 'w',
  group_id: 'g',
  group_name: 'G',
  design_id: 'd',
  plan_year: 2027,
  kind: 'open',
  mode: 'active',
  active_lines: [],
  starts_on: '2026-11-01',
  ends_on: '2026-11-15',
  coverage_start: '2027-01-01',
  eligible_classes: [],
  apply_waiting_period: true,
  state: 'open',
  created_at: '2026-11-01T10:00:00Z',
  pay_frequency: 26,
  version: 1,
  progress: { eligible: 0, not_started: 0, in_progress: 0, enrolled: 0, waived: 0, percent_complete: 0 },
  ...over,
});

describe('opening an enrollment', () => {
  it('defaults to today through two weeks from today, active, every class', () => {
    const f = defaultOpenForm('2026-12-25', 30);
    expect(f).toMatchObject({ starts_on: '2026-12-25', ends_on: '2027-01-08', mode: 'active', classes: [], min_hours: '30', apply_waiting_period: true });
    expect(defaultOpenForm('2026-01-01', null).min_hours).toBe('');
  });

  it('counts calendar days across months and leap years', () => {
    expect(addDays('2028-02-20', 14)).toBe('2028-03-05');
    expect(addDays('2027-02-20', 14)).toBe('2027-03-06');
    expect(addDays('2026-11-22', -1)).toBe('2026-11-21');
  });

  it('sends classes and hours only when given', () => {
    const f = defaultOpenForm('2026-11-22');
    expect(openFormToBody(f)).toEqual({ starts_on: '2026-11-22', ends_on: '2026-12-06', mode: 'active', apply_waiting_period: true, active_lines: [] });
    expect(openFormToBody({ ...f, classes: ['Hourly'], min_hours: '20', mode: 'passive', apply_waiting_period: false, active_lines: ['dental'] })).toEqual({
      starts_on: '2026-11-22',
      ends_on: '2026-12-06',
      mode: 'passive',
      eligible_classes: ['Hourly'],
      min_hours: 20,
      apply_waiting_period: false,
      active_lines: ['dental'],
    });
    // Lines chosen again belong to a passive enrollment only.
    expect(openFormToBody({ ...f, active_lines: ['dental'] }).active_lines).toEqual([]);
  });

  it('sees bad dates and hours before the server does', () => {
    const f = defaultOpenForm('2026-11-22');
    expect(openFormProblems(f, '2026-11-22')).toEqual({});
    expect(openFormProblems({ ...f, ends_on: '2026-11-21' }, '2026-11-22')).toEqual({ ends_on: 'the window must end today or later' });
    expect(openFormProblems({ ...f, starts_on: '2026-11-30', ends_on: '2026-11-25' }, '2026-11-22')).toEqual({ ends_on: 'the window ends on or after it starts' });
    expect(openFormProblems({ ...f, ends_on: '2027-03-01' }, '2026-11-22')).toEqual({ ends_on: 'an enrollment window lasts at most 90 days' });
    expect(openFormProblems({ ...f, min_hours: '80' }, '2026-11-22')).toEqual({ min_hours: 'between 0 and 60 hours' });
  });
});

describe('the window shown', () => {
  it('is the running open enrollment, else the newest one; special windows never', () => {
    expect(currentOpenWindow([])).toBeNull();
    expect(currentOpenWindow([win({ id: 's', kind: 'special' })])).toBeNull();
    const closed26 = win({ id: 'c26', plan_year: 2026, state: 'closed' });
    const closed27 = win({ id: 'c27', plan_year: 2027, state: 'closed' });
    const open26 = win({ id: 'o26', plan_year: 2026, state: 'open' });
    expect(currentOpenWindow([closed26, closed27])?.id).toBe('c27');
    expect(currentOpenWindow([closed27, open26])?.id).toBe('o26');
  });

});

describe('progress chart', () => {
  it('splits the circle in order, with empty statuses kept as zero-width slices', () => {
    const s = progressSlices({ not_started: 2, in_progress: 0, enrolled: 1, waived: 1 });
    expect(s.map((x) => [x.key, x.from, x.to])).toEqual([
      ['not_started', 0, 0.5],
      ['in_progress', 0.5, 0.5],
      ['enrolled', 0.5, 0.75],
      ['waived', 0.75, 1],
    ]);
    expect(progressSlices({ not_started: 0, in_progress: 0, enrolled: 0, waived: 0 }).every((x) => x.to === 0)).toBe(true);
  });

  it('draws nothing for an empty slice and a closed ring for a full one', () => {
    expect(arcPath(0.5, 0.5, 10, 6)).toBe('');
    expect(arcPath(0, 0.25, 10, 6)).toBe('M 0.000 -10.000 A 10 10 0 0 1 10.000 0.000 L 6.000 0.000 A 6 6 0 0 0 0.000 -6.000 Z');
    expect(arcPath(0, 1, 10, 6)).toContain(' 0 1 1 ');
  });
});

describe('elections and counts', () => {
  it('says an election in a few words', () => {
    expect(electionText({ line: 'medical', plan_name: 'Gold PPO', tier: 'ES' })).toBe('Medical · Gold PPO · ES');
    expect(electionText({ line: 'vision', waive_reason: 'spouse_plan' })).toBe('Vision · waived (covered by spouse’s plan)');
  });

  it('reports what a reminder did', () => {
    expect(reminderMessage({ sent: 1, skipped_recent: 0, without_email: 0 })).toBe('1 reminder sent.');
    expect(reminderMessage({ sent: 3, skipped_recent: 2, without_email: 1 })).toBe('3 reminders sent; 2 skipped (already reminded in the last day); 1 without email (print their code letter instead).');
  });

  it('builds a plan × tier table and waivers by reason, marking those that count', () => {
    const v = tallyView([
      { line: 'dental', plan_id: 'D', plan_name: 'Dental PPO', carrier_name: 'Delta', tier: 'EE', count: 2 },
      { line: 'medical', plan_id: 'M', plan_name: 'Gold', carrier_name: 'RMH', tier: 'EE', count: 3 },
      { line: 'medical', plan_id: 'M', plan_name: 'Gold', carrier_name: 'RMH', tier: 'EF', count: 1 },
      { line: 'medical', waive_reason: 'cost', count: 1 },
      { line: 'medical', waive_reason: 'spouse_plan', count: 2 },
    ]);
    expect(v.plans).toEqual([
      { line: 'medical', plan: 'Gold', carrier: 'RMH', tiers: { EE: 3, EF: 1 }, total: 4 },
      { line: 'dental', plan: 'Dental PPO', carrier: 'Delta', tiers: { EE: 2 }, total: 2 },
    ]);
    expect(v.waivers).toEqual([
      { line: 'medical', reason: 'spouse_plan', count: 2, counted: false },
      { line: 'medical', reason: 'cost', count: 1, counted: true },
    ]);
  });
});

describe('assisted elections', () => {
  const lines = [{ line: 'medical' as const }, { line: 'dental' as const }, { line: 'vision' as const }];

  it('starts from the current elections', () => {
    expect(initialChoices(lines, null).map(choiceProblem)).toEqual(['choose a medical plan or a reason to waive', 'choose a dental plan or a reason to waive', 'choose a vision plan or a reason to waive']);
    const current = {
      lines: [
        { line: 'medical' as const, plan_id: 'M', tier: 'EE' as const, dependents: [], premium_cents: 100, employer_cents: 100, employee_cents: 0 },
        { line: 'vision' as const, waive_reason: 'cost' as const, dependents: [], premium_cents: 0, employer_cents: 0, employee_cents: 0 },
      ],
    };
    const c = initialChoices(lines, current);
    expect(c).toEqual([
      { line: 'medical', plan_id: 'M', tier: 'EE', waive_reason: '' },
      { line: 'dental', plan_id: '', tier: '', waive_reason: '' },
      { line: 'vision', plan_id: '', tier: '', waive_reason: 'cost' },
    ]);
    expect(choiceProblem({ ...c[0], tier: '' })).toBe('choose a tier');
  });

  it('sends a plan with its tier, or a waiver with its reason', () => {
    expect(
      choicesToInput([
        { line: 'medical', plan_id: 'M', tier: 'EC', waive_reason: 'cost' },
        { line: 'vision', plan_id: '', tier: 'EE', waive_reason: 'cost' },
      ]),
    ).toEqual([
      { line: 'medical', plan_id: 'M', tier: 'EC' },
      { line: 'vision', waive_reason: 'cost' },
    ]);
  });

  it('compares signatures as the server does', () => {
    expect(sameName('  marcus   REYES ', 'Marcus Reyes')).toBe(true);
    expect(sameName('Marcus', 'Marcus Reyes')).toBe(false);
    expect(sameName('', '')).toBe(false);
  });

  it('makes a fresh uuid per submission', () => {
    const a = newClientKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newClientKey()).not.toBe(a);
  });
});

describe('lines in a sentence', () => {
  it('joins the last with "and", the first capitalised', () => {
    expect(linesText(['dental'])).toBe('Dental');
    expect(linesText(['dental', 'vision'])).toBe('Dental and vision');
    expect(linesText(['medical', 'dental', 'vision'])).toBe('Medical, dental and vision');
    expect(linesText([])).toBe('');
  });
});
