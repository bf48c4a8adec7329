import { describe, expect, it } from 'vitest';
import { contributionRule, midMonthRule, participationRule, toCarrierInput, validateColor, validateIssuerId, validatePercent } from './rules';

describe('carrier rules', () => {
  it('says the rules in a few words', () => {
    expect(contributionRule({ min_contribution_pct: 50, min_contribution_basis: 'employee_only' })).toBe('50% of employee-only premium');
    expect(contributionRule({ min_contribution_pct: 62.5, min_contribution_basis: 'total' })).toBe('62.5% of total premium');
    expect(contributionRule({ min_contribution_pct: 0, min_contribution_basis: 'employee_only' })).toBe('None');
    expect(participationRule({ min_participation_pct: 70 })).toBe('70% of eligible');
    expect(midMonthRule({ mid_month_billing: 'full_month' })).toBe('Full month');
    expect(midMonthRule({ mid_month_billing: 'prorated' })).toBe('Prorated by day');
  });

  it('validates the issuer id, percentages and colour', () => {
    expect(validateIssuerId('71234')).toBeUndefined();
    expect(validateIssuerId('712')).toMatch(/5 digits/);
    expect(validateIssuerId('')).toBe('Required');
    expect(validatePercent(0)).toBeUndefined();
    expect(validatePercent(101)).toMatch(/0 to 100/);
    expect(validatePercent(null)).toBe('Required');
    expect(validateColor('#1565C0')).toBeUndefined();
    expect(validateColor('blue')).toMatch(/colour/);
  });

  it('sends decimals as strings and leaves out the computed fields', () => {
    expect(
      toCarrierInput({
        id: 'c1',
        plans: 4,
        name: ' North Peak ',
        hios_issuer_id: '12345',
        min_contribution_pct: 50,
        min_contribution_basis: 'total',
        min_participation_pct: 72.5,
        mid_month_billing: 'prorated',
        color: '#AABBCC',
      }),
    ).toEqual({
      name: 'North Peak',
      hios_issuer_id: '12345',
      min_contribution_pct: '50',
      min_contribution_basis: 'total',
      min_participation_pct: '72.5',
      mid_month_billing: 'prorated',
      color: '#aabbcc',
    });
    expect(toCarrierInput({ name: 'X', hios_issuer_id: '12345', min_contribution_pct: null })).toMatchObject({ min_contribution_pct: undefined, color: undefined });
  });

  it('sends only the codes the API knows, leaving the server its defaults otherwise', () => {
    const sent = toCarrierInput({ name: 'X', hios_issuer_id: '12345', min_contribution_basis: 'payroll', mid_month_billing: 'weekly' });
    expect(sent.min_contribution_basis).toBeUndefined();
    expect(sent.mid_month_billing).toBeUndefined();
    expect(toCarrierInput({ name: 'X', hios_issuer_id: '12345', mid_month_billing: 'full_month' }).mid_month_billing).toBe('full_month');
  });
});
