import { describe, expect, it } from 'vitest';
import type { Employee } from '../book/types';
import { emptyDependent, emptyEmployee, employeeProblems, employeeToForm, formToInput } from './employeeForm';
import { changedFields } from './history';

const today = '2026-11-22';

describe('employee form', () => {
  it('asks for the essentials', () => {
    const p = employeeProblems(emptyEmployee(), today);
    expect(Object.keys(p).sort()).toEqual(['dob', 'first_name', 'group_id', 'last_name']);
  });

  it('checks dependents and tiers together', () => {
    const f = { ...emptyEmployee('g'), first_name: 'Ann', last_name: 'Lee', dob: '1985-04-02', medical_tier: 'EF' as const };
    f.dependents = [{ ...emptyDependent('Lee', 'child'), first_name: 'Kid', dob: '1990-01-01' }];
    const p = employeeProblems(f, today);
    expect(p['dependents[0].dob']).toMatch(/until 26/);
    expect(p.medical_tier).toMatch(/does not match/);
    f.dependents = [
      { ...emptyDependent('Lee', 'spouse'), first_name: 'Bo', dob: '1986-01-01' },
      { ...emptyDependent('Lee', 'domestic_partner'), first_name: 'Cy', dob: '1986-01-01' },
    ];
    expect(employeeProblems(f, today).dependents).toMatch(/at most one/);
  });

  it('keeps, sets or clears SSNs and keeps dependent ids', () => {
    const e = {
      id: 'e1',
      group_id: 'g1',
      group_name: 'Acme',
      first_name: 'Ann',
      last_name: 'Lee',
      dob: '1985-04-02',
      age: 41,
      status: 'active',
      tobacco: false,
      ssn_masked: '***-**-6789',
      version: 3,
      created_at: '',
      updated_at: '',
      dependents: [{ id: 'd1', first_name: 'Bo', last_name: 'Lee', dob: '1986-01-01', age: 40, relationship: 'spouse', disabled: false, tobacco: false, ssn_masked: '***-**-1111' }],
    } as Employee;
    const f = employeeToForm(e);
    let input = formToInput(f, e.version);
    expect(input.ssn).toBeUndefined(); // absent = keep
    expect(input.group_id).toBeUndefined(); // an employee does not move between groups
    expect(input.version).toBe(3);
    expect(input.dependents[0]).toMatchObject({ id: 'd1', ssn: undefined });
    input = formToInput({ ...f, clear_ssn: true, dependents: [{ ...f.dependents[0]!, ssn: '123-45-6789' }] }, 3);
    expect(input.ssn).toBe('');
    expect(input.dependents[0]!.ssn).toBe('123-45-6789');
    expect(formToInput({ ...f, salary: '52,000' }).salary_cents).toBe(5_200_000);
  });
});

describe('change history', () => {
  it('lists the fields that changed', () => {
    expect(changedFields({ a: 1, b: 'x', c: null }, { a: 2, b: 'x', c: 'y' })).toEqual([
      { field: 'a', before: '1', after: '2' },
      { field: 'c', before: '—', after: 'y' },
    ]);
    expect(changedFields(null, { first_name: 'Ann', email: null })).toEqual([{ field: 'first_name', before: '—', after: 'Ann' }]);
  });
});
