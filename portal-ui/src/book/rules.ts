/**
 * Pure rules and formatting of groups, employees and census screens. The server checks the same
 * rules (and answers with per-field errors); the UI checks first so a person sees the problem as
 * they type.
 */

import type { Relationship, Tier } from '../ui/vocab';

// ---------- Pay frequencies and months ----------

export const PAY_FREQUENCIES: [number, string][] = [
  [12, 'Monthly (12)'],
  [24, 'Semi-monthly (24)'],
  [26, 'Bi-weekly (26)'],
  [52, 'Weekly (52)'],
];
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function labelOf(pairs: readonly (readonly [string | number, string])[], value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  return pairs.find(([k]) => k === value)?.[1] ?? String(value).replace(/_/g, ' ');
}

// ---------- EIN, ZIP, SSN ----------

/** Formats what a person types into `NN-NNNNNNN` (digits only, dash after two). */
export function formatEin(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 9);
  return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
}

/** Prefixes the IRS never assigns (same list as the server). */
const UNASSIGNED_EIN_PREFIXES = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);

/** Why an EIN is not acceptable, or null; empty is fine (it is optional). */
export function einProblem(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  if (!/^\d{2}-?\d{7}$/.test(v)) return 'an EIN has 9 digits, as 12-3456789';
  if (UNASSIGNED_EIN_PREFIXES.has(Number(v.slice(0, 2)))) return 'this EIN prefix is never assigned by the IRS';
  return null;
}

/** Keeps the digits of a ZIP as typed (5, or ZIP+4 with a dash). */
export function formatZip(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 9);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** The 5-digit ZIP to look up, when the value is a complete ZIP or ZIP+4. */
export function zip5(value: string): string | null {
  const m = /^(\d{5})(?:-\d{4})?$/.exec(value.trim());
  return m ? m[1]! : null;
}

/** A county as people say it: the lookup leaves "County" off, other kinds (Parish, Borough, Municipio…) keep theirs. */
export function countyLabel(county: string): string {
  return /(Parish|Borough|Area|Municipality|Municipio|city|Columbia)$/.test(county) ? county : `${county} County`;
}

export function zipProblem(value: string, required = true): string | null {
  const v = value.trim();
  if (!v) return required ? 'enter the ZIP code' : null;
  return zip5(v) ? null : 'a ZIP code has 5 digits, as 80202';
}

export function sicProblem(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  return /^\d{4}$/.test(v) ? null : 'a SIC code has 4 digits, as 8011';
}

/** Formats an SSN as typed: `123-45-6789`. */
export function formatSsn(raw: string): string {
  const d = raw.replace(/\D/g, '').slice(0, 9);
  if (d.length > 5) return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
  if (d.length > 3) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return d;
}

export function ssnProblem(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  const d = v.replace(/-/g, '');
  if (!/^\d{9}$/.test(d)) return 'an SSN has 9 digits, as 123-45-6789';
  if (d.startsWith('000') || d.startsWith('666') || d.startsWith('9') || d.slice(3, 5) === '00' || d.slice(5) === '0000') {
    return 'this is not a valid SSN';
  }
  return null;
}

export function emailProblem(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? null : 'enter a valid email address';
}

// ---------- Dates and ages ----------

/** Parses `YYYY-MM-DD` as a calendar date (no time zone). */
export function parseDate(iso: string | null | undefined): { y: number; m: number; d: number } | null {
  if (!iso) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const dt = new Date(Date.UTC(y, mo - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d) return null;
  return { y, m: mo, d };
}

export function todayIso(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** Plan years start on the 1st: the first of the month on or after an ISO date. */
export function firstOfMonthOnOrAfter(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (d === 1) return iso;
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** Age in whole years on `on` (a birthday on Feb 29 counts on Mar 1 in other years). */
export function ageOn(dob: string, on: string = todayIso()): number | null {
  const b = parseDate(dob);
  const t = parseDate(on);
  if (!b || !t) return null;
  let age = t.y - b.y;
  if (t.m < b.m || (t.m === b.m && t.d < b.d)) age -= 1;
  return age;
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number | null {
  const a = parseDate(from);
  const b = parseDate(to);
  if (!a || !b) return null;
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / 86_400_000);
}

/** Checks of plan-year dates (same as the server): effective within 5 years back and 2 ahead, renewal after it, ≤ 15 months. */
export function planDateProblems(effective: string, renewal: string, today: string = todayIso()): { effective_date?: string; renewal_date?: string } {
  const out: { effective_date?: string; renewal_date?: string } = {};
  if (effective) {
    if (!parseDate(effective)) out.effective_date = 'enter a valid date';
    else {
      const d = daysBetween(today, effective)!;
      if (d < -5 * 366 || d > 2 * 366) out.effective_date = 'the effective date must be within 5 years back and 2 years ahead';
    }
  }
  if (renewal) {
    if (!parseDate(renewal)) out.renewal_date = 'enter a valid date';
    else if (effective && parseDate(effective)) {
      const d = daysBetween(effective, renewal)!;
      if (d <= 0) out.renewal_date = 'the renewal date must come after the effective date';
      else if (d > 460) out.renewal_date = 'a plan year lasts at most 15 months';
    }
  }
  return out;
}

// ---------- Employees and dependents ----------

export interface DependentFacts {
  first_name: string;
  last_name: string;
  dob: string;
  relationship: Relationship | '';
  disabled: boolean;
}

/** The date of birth of an employee: 14 to 100 years old, not in the future. */
export function employeeDobProblem(dob: string, today: string = todayIso()): string | null {
  if (!dob) return 'enter the date of birth';
  const age = ageOn(dob, today);
  if (age === null) return 'enter a valid date';
  if (daysBetween(today, dob)! > 0) return 'the date of birth is in the future';
  if (age < 14 || age > 100) return 'an employee is between 14 and 100 years old';
  return null;
}

export function dependentProblems(d: DependentFacts, today: string = todayIso()): { first_name?: string; dob?: string; relationship?: string } {
  const out: { first_name?: string; dob?: string; relationship?: string } = {};
  if (!d.first_name.trim() || !d.last_name.trim()) out.first_name = "enter the dependent's first and last name";
  if (!d.relationship) out.relationship = 'choose the relationship';
  const age = ageOn(d.dob, today);
  if (!d.dob || age === null) out.dob = 'enter a valid date of birth';
  else if (daysBetween(today, d.dob)! > 0) out.dob = 'the date of birth is in the future';
  else if (age > 120) out.dob = 'this date of birth is not plausible';
  else if (d.relationship === 'child' && age >= 26 && !d.disabled) out.dob = 'children are covered until 26, unless disabled';
  else if ((d.relationship === 'spouse' || d.relationship === 'domestic_partner') && age < 16) out.dob = 'a spouse or partner is at least 16';
  return out;
}

export function isPartner(relationship: string): boolean {
  return relationship === 'spouse' || relationship === 'domestic_partner';
}

/** At most one spouse or domestic partner. */
export function partnersProblem(deps: { relationship: string }[]): string | null {
  return deps.filter((d) => isPartner(d.relationship)).length > 1 ? 'an employee has at most one spouse or partner' : null;
}

/** Whether a coverage tier matches who is covered: ES needs a partner, EC a child, EF both. */
export function tierMatches(tier: string | null | undefined, deps: { relationship: string }[]): boolean {
  const partner = deps.some((d) => isPartner(d.relationship));
  const child = deps.some((d) => d.relationship === 'child');
  switch (tier) {
    case 'ES':
      return partner;
    case 'EC':
      return child;
    case 'EF':
      return partner && child;
    default:
      return true;
  }
}

/** The tier the dependents suggest (EE, ES, EC or EF). */
export function suggestedTier(deps: { relationship: string }[]): Tier {
  const partner = deps.some((d) => isPartner(d.relationship));
  const child = deps.some((d) => d.relationship === 'child');
  return partner && child ? 'EF' : partner ? 'ES' : child ? 'EC' : 'EE';
}

export const TIER_MISMATCH = 'this tier does not match the dependents (ES needs a spouse or partner, EC a child, EF both)';

// ---------- Census field options ----------

/** The label of a census field key (`dob`, `spouse:dob`, `dependent:2:dob`) from the server's options, with a readable fallback. */
/** Labels of the census fields (the server's `field_options` say the same; used where a file analysis has none). */
const FIELD_LABELS: Record<string, string> = {
  household_id: 'Household ID',
  relationship: 'Relationship',
  first_name: 'First name',
  last_name: 'Last name',
  middle_name: 'Middle name',
  full_name: 'Full name',
  dob: 'Date of birth',
  gender: 'Gender',
  zip: 'ZIP code',
  county: 'County',
  medical_tier: 'Medical tier',
  dental_tier: 'Dental tier',
  vision_tier: 'Vision tier',
  tobacco: 'Tobacco use',
  employment_status: 'Employment status',
  hire_date: 'Hire date',
  termination_date: 'Termination date',
  salary: 'Annual salary',
  hourly_rate: 'Hourly rate',
  hours_per_week: 'Hours per week',
  job_class: 'Job class',
  email: 'Email',
  phone: 'Phone',
  ssn: 'SSN',
  employee_id: 'Employee ID',
  address_line1: 'Address',
  city: 'City',
  state: 'State',
  disabled: 'Disabled',
};

export function fieldOptionLabel(key: string | null | undefined, options: readonly { key: string; label: string }[] = []): string {
  if (!key) return 'Ignore this column';
  const found = options.find((o) => o.key === key);
  if (found) return found.label;
  const label = (field: string) => FIELD_LABELS[field] ?? `${field.charAt(0).toUpperCase()}${field.slice(1).replace(/_/g, ' ')}`;
  const parts = key.split(':');
  if (parts[0] === 'spouse' && parts.length === 2) return `Spouse: ${label(parts[1]!)}`;
  if (parts[0] === 'dependent' && parts.length === 3) return `Dependent ${parts[1]}: ${label(parts[2]!)}`;
  return label(key);
}

/** Groups field options for a select: person fields, spouse fields, then each dependent slot. */
export function groupFieldOptions(options: readonly { key: string; label: string }[]): { group: string; options: { key: string; label: string }[] }[] {
  const groups = new Map<string, { key: string; label: string }[]>();
  for (const o of options) {
    const parts = o.key.split(':');
    const g = parts[0] === 'spouse' ? 'Spouse' : parts[0] === 'dependent' ? `Dependent ${parts[1]}` : 'Employee';
    if (!groups.has(g)) groups.set(g, []);
    groups.get(g)!.push(o);
  }
  return [...groups.entries()].map(([group, opts]) => ({ group, options: opts }));
}

/** A confidence (0…1) as a colour of the mapper's bar. */
export function confidenceTone(confidence: number): 'success' | 'warning' | 'error' {
  return confidence >= 0.8 ? 'success' : confidence >= 0.5 ? 'warning' : 'error';
}

// ---------- Files ----------

export const CENSUS_EXTENSIONS = ['csv', 'txt', 'tsv', 'xlsx', 'xls', 'ods'];
export const CENSUS_MAX_BYTES = 50 * 1024 * 1024;

export function extensionOf(name: string): string {
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i + 1).toLowerCase();
}

/** Why a file cannot be sent, or null. */
export function fileProblem(file: { name: string; size: number }, extensions: readonly string[], maxBytes: number): string | null {
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > maxBytes) return `${file.name} is ${formatBytes(file.size)}; the limit is ${formatBytes(maxBytes)}`;
  const ext = extensionOf(file.name);
  if (!extensions.includes(ext)) return `${file.name} is not a ${extensions.map((e) => e.toUpperCase()).join(', ')} file`;
  return null;
}

export function formatBytes(n: number | null | undefined): string {
  if (n === null || n === undefined) return '—';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(n < 10 * 1024 ? 1 : 0)} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(2)} GB`;
}

export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || Number.isNaN(ms)) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  return `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}

// ---------- List URLs ----------

/** The query of a list page from its URL, with defaults; unknown or empty values dropped. */
export function listParams(search: URLSearchParams, keys: readonly string[], defaults: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = { ...defaults };
  for (const k of keys) {
    const v = search.get(k);
    if (v !== null && v !== '') out[k] = v;
  }
  return out;
}

/** `?a=1&b=2` for an export link with the same filters as the list (empty values left out). */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') s.set(k, String(v));
  const out = s.toString();
  return out ? `?${out}` : '';
}
