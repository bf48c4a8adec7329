/** The employee form's state (strings as typed), its checks and its conversion to the API input. Pure. */
import { dependentProblems, emailProblem, employeeDobProblem, partnersProblem, ssnProblem, TIER_MISMATCH, tierMatches, todayIso, zipProblem } from '../book/rules';
import type { Employee, EmployeeInput } from '../book/types';
import { centsToDollars, dollarsToCents } from '../ui/money';
import type { EmploymentStatus, EmploymentType, Gender, Relationship, TierOrWaived } from '../ui/vocab';

export interface DependentForm {
  id?: string;
  first_name: string;
  last_name: string;
  dob: string;
  gender: Gender | '';
  relationship: Relationship;
  /** Typed SSN; '' keeps the stored one (existing) or means none (new). */
  ssn: string;
  ssn_masked?: string;
  clear_ssn: boolean;
  disabled: boolean;
  tobacco: boolean;
}

export interface EmployeeForm {
  group_id: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  dob: string;
  gender: Gender | '';
  ssn: string;
  ssn_masked?: string;
  clear_ssn: boolean;
  email: string;
  phone: string;
  address_line1: string;
  city: string;
  state: string;
  zip: string;
  hire_date: string;
  status: EmploymentStatus;
  employment_type: EmploymentType | '';
  hours_per_week: string;
  salary: string;
  job_class: string;
  employee_class: string;
  medical_tier: TierOrWaived | '';
  dental_tier: TierOrWaived | '';
  vision_tier: TierOrWaived | '';
  tobacco: boolean;
  dependents: DependentForm[];
}

export const emptyEmployee = (groupId = ''): EmployeeForm => ({
  group_id: groupId,
  first_name: '',
  middle_name: '',
  last_name: '',
  dob: '',
  gender: '',
  ssn: '',
  clear_ssn: false,
  email: '',
  phone: '',
  address_line1: '',
  city: '',
  state: '',
  zip: '',
  hire_date: '',
  status: 'active',
  employment_type: 'full_time',
  hours_per_week: '',
  salary: '',
  job_class: '',
  employee_class: '',
  medical_tier: 'EE',
  dental_tier: '',
  vision_tier: '',
  tobacco: false,
  dependents: [],
});

export const emptyDependent = (lastName: string, relationship: Relationship = 'child'): DependentForm => ({
  first_name: '',
  last_name: lastName,
  dob: '',
  gender: '',
  relationship,
  ssn: '',
  clear_ssn: false,
  disabled: false,
  tobacco: false,
});

export function employeeToForm(e: Employee): EmployeeForm {
  const s = (v: string | null | undefined) => v ?? '';
  return {
    group_id: e.group_id,
    first_name: e.first_name,
    middle_name: s(e.middle_name),
    last_name: e.last_name,
    dob: e.dob,
    gender: e.gender ?? '',
    ssn: '',
    ssn_masked: e.ssn_masked ?? undefined,
    clear_ssn: false,
    email: s(e.email),
    phone: s(e.phone),
    address_line1: s(e.address_line1),
    city: s(e.city),
    state: s(e.state),
    zip: s(e.zip),
    hire_date: s(e.hire_date),
    status: e.status,
    employment_type: e.employment_type ?? '',
    hours_per_week: e.hours_per_week === undefined || e.hours_per_week === null ? '' : String(e.hours_per_week),
    salary: centsToDollars(e.salary_cents),
    job_class: s(e.job_class),
    employee_class: s(e.employee_class),
    medical_tier: e.medical_tier ?? '',
    dental_tier: e.dental_tier ?? '',
    vision_tier: e.vision_tier ?? '',
    tobacco: e.tobacco,
    dependents: e.dependents.map((d) => ({
      id: d.id,
      first_name: d.first_name,
      last_name: d.last_name,
      dob: d.dob,
      gender: d.gender ?? '',
      relationship: d.relationship,
      ssn: '',
      ssn_masked: d.ssn_masked ?? undefined,
      clear_ssn: false,
      disabled: d.disabled,
      tobacco: d.tobacco,
    })),
  };
}

const opt = (v: string) => (v.trim() ? v.trim() : undefined);

/** SSN to send: absent keeps the stored one, '' clears it, digits set it. */
function ssnOut(typed: string, clear: boolean): string | undefined {
  if (clear) return '';
  return typed.trim() ? typed.trim() : undefined;
}

export function formToInput(f: EmployeeForm, version?: number): EmployeeInput {
  const salary = dollarsToCents(f.salary);
  return {
    group_id: version === undefined ? f.group_id : undefined,
    first_name: f.first_name.trim(),
    middle_name: opt(f.middle_name),
    last_name: f.last_name.trim(),
    dob: f.dob,
    gender: f.gender || undefined,
    ssn: ssnOut(f.ssn, f.clear_ssn),
    email: opt(f.email),
    phone: opt(f.phone),
    address_line1: opt(f.address_line1),
    city: opt(f.city),
    state: opt(f.state)?.toUpperCase(),
    zip: opt(f.zip),
    hire_date: opt(f.hire_date),
    status: f.status,
    employment_type: f.employment_type || undefined,
    hours_per_week: f.hours_per_week.trim() ? Number(f.hours_per_week) : undefined,
    salary_cents: salary === null || Number.isNaN(salary) ? undefined : salary,
    job_class: opt(f.job_class),
    employee_class: opt(f.employee_class),
    medical_tier: f.medical_tier || undefined,
    dental_tier: f.dental_tier || undefined,
    vision_tier: f.vision_tier || undefined,
    tobacco: f.tobacco,
    dependents: f.dependents.map((d) => ({
      id: d.id,
      first_name: d.first_name.trim(),
      last_name: d.last_name.trim(),
      dob: d.dob,
      gender: d.gender || undefined,
      relationship: d.relationship,
      ssn: ssnOut(d.ssn, d.clear_ssn),
      disabled: d.disabled,
      tobacco: d.tobacco,
    })),
    version,
  };
}

/** Problems the form sees by itself, keyed like the server's field errors (`dependents[0].dob`). */
export function employeeProblems(f: EmployeeForm, today: string = todayIso()): Record<string, string> {
  const out: Record<string, string> = {};
  if (!f.group_id) out.group_id = 'choose the group';
  if (!f.first_name.trim()) out.first_name = 'enter the first name';
  if (!f.last_name.trim()) out.last_name = 'enter the last name';
  const dob = employeeDobProblem(f.dob, today);
  if (dob) out.dob = dob;
  const ssn = ssnProblem(f.ssn);
  if (ssn) out.ssn = ssn;
  const email = emailProblem(f.email);
  if (email) out.email = email;
  const zip = zipProblem(f.zip, false);
  if (zip) out.zip = zip;
  if (f.hours_per_week.trim() && !(Number(f.hours_per_week) >= 0 && Number(f.hours_per_week) <= 168)) out.hours_per_week = 'hours are between 0 and 168 a week';
  const salary = dollarsToCents(f.salary);
  if (salary !== null && Number.isNaN(salary)) out.salary_cents = 'an amount in dollars';
  if (f.hire_date && f.dob) {
    const ageAtHire = Number(f.hire_date.slice(0, 4)) - Number(f.dob.slice(0, 4));
    if (ageAtHire < 14) out.hire_date = 'the hire date is before the employee turned 14';
  }
  f.dependents.forEach((d, i) => {
    for (const [k, v] of Object.entries(dependentProblems(d, today))) out[`dependents[${i}].${k}`] = v;
    const s = ssnProblem(d.ssn);
    if (s) out[`dependents[${i}].ssn`] = s;
  });
  const partners = partnersProblem(f.dependents);
  if (partners) out.dependents = partners;
  for (const field of ['medical_tier', 'dental_tier', 'vision_tier'] as const) {
    if (f[field] && !tierMatches(f[field], f.dependents)) out[field] = TIER_MISMATCH;
  }
  return out;
}
