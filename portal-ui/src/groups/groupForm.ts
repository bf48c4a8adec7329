/** The group form's state (strings as typed) and its conversion to the API's input. Pure. */
import { einProblem, planDateProblems, sicProblem, zip5, zipProblem } from '../book/rules';
import type { Group, GroupInput } from '../book/types';
import { centsToDollars, dollarsToCents } from '../ui/money';

export interface GroupFormState {
  name: string;
  dba: string;
  ein: string;
  sic_code: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  zip: string;
  size_estimate: string;
  effective_date: string;
  renewal_date: string;
  current_carrier: string;
  current_premium: string;
  broker_id: string;
}

export const emptyGroupForm: GroupFormState = {
  name: '',
  dba: '',
  ein: '',
  sic_code: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  zip: '',
  size_estimate: '',
  effective_date: '',
  renewal_date: '',
  current_carrier: '',
  current_premium: '',
  broker_id: '',
};

export function groupToForm(g: Group): GroupFormState {
  return {
    name: g.name,
    dba: g.dba ?? '',
    ein: g.ein ?? '',
    sic_code: g.sic_code ?? '',
    address_line1: g.address_line1 ?? '',
    address_line2: g.address_line2 ?? '',
    city: g.city ?? '',
    state: g.state ?? '',
    zip: g.zip,
    size_estimate: g.size_estimate === undefined || g.size_estimate === null ? '' : String(g.size_estimate),
    effective_date: g.effective_date ?? '',
    renewal_date: g.renewal_date ?? '',
    current_carrier: g.current_carrier ?? '',
    current_premium: centsToDollars(g.current_premium_cents),
    broker_id: g.broker_id ?? '',
  };
}

const opt = (s: string) => (s.trim() ? s.trim() : undefined);

export function formToInput(f: GroupFormState): GroupInput {
  const premium = dollarsToCents(f.current_premium);
  const size = f.size_estimate.trim() ? Number(f.size_estimate) : undefined;
  return {
    name: f.name.trim(),
    dba: opt(f.dba),
    ein: opt(f.ein),
    sic_code: opt(f.sic_code),
    address_line1: opt(f.address_line1),
    address_line2: opt(f.address_line2),
    city: opt(f.city),
    state: opt(f.state)?.toUpperCase(),
    zip: zip5(f.zip) ?? f.zip.trim(),
    size_estimate: size,
    effective_date: opt(f.effective_date),
    renewal_date: opt(f.renewal_date),
    current_carrier: opt(f.current_carrier),
    current_premium_cents: premium === null || Number.isNaN(premium) ? undefined : premium,
    broker_id: opt(f.broker_id),
  };
}

/** Problems the form can see by itself, keyed by API field name. */
export function groupFormProblems(f: GroupFormState, today?: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!f.name.trim()) out.name = 'enter the legal name';
  const ein = einProblem(f.ein);
  if (ein) out.ein = ein;
  const sic = sicProblem(f.sic_code);
  if (sic) out.sic_code = sic;
  const zip = zipProblem(f.zip);
  if (zip) out.zip = zip;
  if (f.state.trim() && !/^[A-Za-z]{2}$/.test(f.state.trim())) out.state = 'a two-letter state, as CO';
  if (f.size_estimate.trim() && !/^\d{1,6}$/.test(f.size_estimate.trim())) out.size_estimate = 'a whole number of employees';
  const premium = dollarsToCents(f.current_premium);
  if (premium !== null && Number.isNaN(premium)) out.current_premium_cents = 'an amount in dollars, as 12,500.00';
  Object.assign(out, planDateProblems(f.effective_date, f.renewal_date, today));
  return out;
}

/** Only the fields of one wizard step. */
export const COMPANY_FIELDS = ['name', 'dba', 'ein', 'sic_code', 'address_line1', 'address_line2', 'city', 'state', 'zip', 'size_estimate'];
export const COVERAGE_FIELDS = ['effective_date', 'renewal_date', 'current_carrier', 'current_premium_cents', 'broker_id'];

export function pick(problems: Record<string, string>, fields: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).filter(([k]) => fields.includes(k)));
}
