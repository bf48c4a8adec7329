import { describe, expect, it } from 'vitest';
import { toPlanInput } from './planInput';

describe('toPlanInput', () => {
  const plan = {
    id: '71234CO0010001',
    carrier_id: 'c1',
    carrier_name: 'Rocky Mountain Health',
    carrier_color: '#1565c0',
    min_contribution_pct: 50,
    min_contribution_basis: 'employee_only',
    min_participation_pct: 70,
    name: ' Gold PPO 1500 ',
    line: 'medical',
    metal_level: 'gold',
    network_type: 'PPO',
    network_name: '',
    hsa_eligible: false,
    state: 'co',
    deductible_individual_cents: 150000,
    deductible_family_cents: 300000,
    deductible_oon_individual_cents: null,
    oop_max_individual_cents: 650000,
    oop_max_family_cents: 1300000,
    coinsurance_pct: 20,
    copay_pcp_cents: 2500,
    copay_er_cents: '',
  };

  it('keeps the plan fields only, trimmed, and leaves blanks out', () => {
    expect(toPlanInput(plan)).toEqual({
      id: '71234CO0010001',
      carrier_id: 'c1',
      name: 'Gold PPO 1500',
      line: 'medical',
      metal_level: 'gold',
      network_type: 'PPO',
      hsa_eligible: false,
      state: 'CO',
      deductible_individual_cents: 150000,
      deductible_family_cents: 300000,
      oop_max_individual_cents: 650000,
      oop_max_family_cents: 1300000,
      coinsurance_pct: 20,
      copay_pcp_cents: 2500,
    });
  });

  it('drops the metal level outside medical and sends active only when set', () => {
    const dental = toPlanInput({ ...plan, line: 'dental', metal_level: 'gold', active: false });
    expect(dental).not.toHaveProperty('metal_level');
    expect(dental.active).toBe(false);
    expect(toPlanInput(plan)).not.toHaveProperty('active');
  });
});
