import { describe, expect, it } from 'vitest';
import { rowProblems } from './book/CommissionRatesDialog';
import { carrierBars } from './book/PremiumSection';
import { firstShown } from './enrollment/CompletionSection';
import { byPlan } from './enrollment/ElectionsSection';
import { reasonBars } from './enrollment/WaiversSection';
import type { CarrierLinePremium, CompletionSeries, ReportElection, ReportWaiver } from './queries';

const premium = (carrier_name: string | undefined, line: CarrierLinePremium['line'], cents: number): CarrierLinePremium => ({
  carrier_name,
  line,
  monthly_premium_cents: cents,
  annual_premium_cents: cents * 12,
  enrolled_premium_cents: cents,
  recorded_premium_cents: 0,
  employer_cents: 0,
  groups: 1,
  subscribers: 1,
});

describe('the charts of the book of business', () => {
  it('draws a bar per carrier, its lines stacked, the largest first', () => {
    const bars = carrierBars([premium('Acme', 'medical', 100), premium('Bolt', 'medical', 500), premium('Acme', 'dental', 450), premium(undefined, 'medical', 10)]);
    expect(bars.map((b) => b.label)).toEqual(['Acme', 'Bolt', 'Carrier not recorded']);
    expect(bars[0].values).toEqual({ medical: 100, dental: 450 });
  });
});

describe('the charts of the enrollment report', () => {
  it('draws a bar per plan with its tiers, and keeps the report order', () => {
    const election = (plan_id: string, tier: ReportElection['tier'], count: number): ReportElection => ({ line: 'medical', carrier_name: 'Acme', plan_id, plan_name: `Plan ${plan_id}`, tier, count, groups: 1 });
    const plans = byPlan([election('B', 'EE', 3), election('B', 'EF', 2), election('A', 'EE', 1)]);
    expect(plans.map((p) => p.id)).toEqual(['B', 'A']);
    expect(plans[0]).toMatchObject({ label: 'Plan B', total: 5, values: { EE: 3, EF: 2 } });
  });

  it('draws a bar per waiver reason, its lines stacked, the most given first', () => {
    const waiver = (line: ReportWaiver['line'], reason: ReportWaiver['reason'], count: number): ReportWaiver => ({ line, reason, count, counts_against_participation: reason === 'cost' });
    const bars = reasonBars([waiver('medical', 'cost', 2), waiver('medical', 'spouse_plan', 1), waiver('vision', 'spouse_plan', 4)]);
    expect(bars.map((b) => b.id)).toEqual(['spouse_plan', 'cost']);
    expect(bars[0].values).toEqual({ medical: 1, vision: 4 });
  });

  it('first shows the latest enrollment with submissions', () => {
    const series = (window_id: string, submitted: number[]): CompletionSeries => ({
      window_id,
      group_name: window_id,
      plan_year: 2027,
      eligible: 10,
      days: submitted.map((n, i) => ({ day: `2026-11-0${i + 1}`, submitted: n, submitted_on_day: n, completion_pct: n * 10 })),
    });
    expect(firstShown([series('later', []), series('passive', [0, 0]), series('running', [1, 3]), series('old', [10])])).toBe('running');
    expect(firstShown([series('passive', [0])])).toBe('passive');
    expect(firstShown([series('later', [])])).toBe('');
  });
});

describe('the commission rates form', () => {
  it('says what is wrong with each row before it is sent', () => {
    const problems = rowProblems([
      { carrier_id: 'a', line: 'medical', rate: '4.5' },
      { carrier_id: 'a', line: 'medical', rate: '5' },
      { carrier_id: '', line: 'dental', rate: '10' },
      { carrier_id: 'b', line: 'vision', rate: '60' },
      { carrier_id: 'b', line: 'dental', rate: '' },
    ]);
    expect(Object.keys(problems).map(Number)).toEqual([1, 2, 3, 4]);
    expect(problems[1]).toContain('already has a rate');
    expect(problems[2]).toContain('Choose the carrier');
    expect(problems[3]).toContain('0.01% to 50%');
  });
});
