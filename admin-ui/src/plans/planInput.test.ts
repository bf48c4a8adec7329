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
    deductible_individual: 1500,
    deductible_family: 3000,
    deductible_oon_individual: null,
    oop_max_individual: 6500,
    oop_max_family: 13000,
    coinsurance_pct: 20,
    copay_pcp: 25,
    copay_er: '',
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
      deductible_individual: 1500,
      deductible_family: 3000,
      oop_max_individual: 6500,
      oop_max_family: 13000,
      coinsurance_pct: 20,
      copay_pcp: 25,
    });
  });

  it('drops the metal level outside medical and sends active only when set', () => {
    const dental = toPlanInput({ ...plan, line: 'dental', metal_level: 'gold', active: false });
    expect(dental).not.toHaveProperty('metal_level');
    expect(dental.active).toBe(false);
    expect(toPlanInput(plan)).not.toHaveProperty('active');
  });
});
