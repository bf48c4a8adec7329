/** An option's form as typed, to and from the API's shape, and what cannot be sent as typed. Pure. */
import type { BenefitKind, BenefitOptionStatus, DependentsCovered } from '../ui/vocab';
import type { BenefitCategory, BenefitCategoryInput, BenefitOption, BenefitOptionInput } from './queries';

export interface DocumentRow {
  name: string;
  url: string;
}

export interface OptionForm {
  categoryId: string;
  name: string;
  carrierId: string;
  planId: string;
  /** The plan's name, shown while the picker has not loaded it. */
  planName: string;
  description: string;
  minHours: string;
  waitingDays: string;
  classes: string[];
  dependents: DependentsCovered;
  childAgeLimit: string;
  documents: DocumentRow[];
  status: BenefitOptionStatus;
}

/** Classes a broker reaches for first; any other can be typed. */
export const COMMON_CLASSES = ['Full-time', 'Part-time', 'Salaried', 'Hourly', 'Executives', 'Union'];

export function blankOption(categoryId = ''): OptionForm {
  return {
    categoryId,
    name: '',
    carrierId: '',
    planId: '',
    planName: '',
    description: '',
    minHours: '30',
    waitingDays: '30',
    classes: ['Full-time'],
    dependents: 'family',
    childAgeLimit: '26',
    documents: [],
    status: 'active',
  };
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function optionForm(o: BenefitOption): OptionForm {
  const e = o.eligibility;
  return {
    categoryId: o.category_id,
    name: o.name,
    carrierId: o.carrier_id,
    planId: o.plan_id ?? '',
    planName: o.plan?.name ?? o.plan_id ?? '',
    description: o.description,
    minHours: text(e.min_hours_per_week),
    waitingDays: text(e.waiting_period_days),
    classes: e.employee_classes ?? [],
    dependents: e.dependents,
    childAgeLimit: text(e.child_age_limit),
    documents: o.documents.map((d) => ({ name: d.name, url: d.url })),
    status: o.status,
  };
}

export function coversChildren(d: DependentsCovered): boolean {
  return d === 'children' || d === 'family';
}

const whole = (s: string) => (s.trim() === '' ? undefined : Number(s.trim()));

/** The request body; the age limit goes only with children covered, and empty document rows are left out. */
export function optionBody(f: OptionForm, version?: number): BenefitOptionInput {
  return {
    category_id: f.categoryId,
    name: f.name,
    carrier_id: f.carrierId,
    plan_id: f.planId || undefined,
    description: f.description,
    eligibility: {
      min_hours_per_week: whole(f.minHours),
      waiting_period_days: whole(f.waitingDays),
      employee_classes: f.classes,
      dependents: f.dependents,
      child_age_limit: coversChildren(f.dependents) ? whole(f.childAgeLimit) : undefined,
    },
    documents: f.documents.filter((d) => d.name.trim() || d.url.trim()),
    status: f.status,
    version,
  };
}

/** What must be fixed before the form can be sent at all; the server checks everything else. */
export function unsendable(f: OptionForm): Record<string, string> {
  const out: Record<string, string> = {};
  if (!f.categoryId) out.category_id = 'choose the category';
  if (!f.name.trim()) out.name = 'enter the option’s name';
  if (!f.carrierId) out.carrier_id = 'choose the carrier';
  const number = (value: string, field: string) => {
    if (value.trim() !== '' && !/^-?\d+$/.test(value.trim())) out[field] = 'a whole number';
  };
  number(f.minHours, 'eligibility.min_hours_per_week');
  number(f.waitingDays, 'eligibility.waiting_period_days');
  if (coversChildren(f.dependents)) number(f.childAgeLimit, 'eligibility.child_age_limit');
  return out;
}

/** The line whose plans an option of the category may be. */
export function lineOf(kind: BenefitKind | undefined): 'medical' | 'dental' | 'vision' | undefined {
  return kind === 'medical' || kind === 'dental' || kind === 'vision' ? kind : undefined;
}

export interface CategoryForm {
  kind: BenefitKind | '';
  name: string;
  description: string;
  position: string;
}

export function categoryForm(c?: BenefitCategory): CategoryForm {
  return c ? { kind: c.kind, name: c.name, description: c.description, position: String(c.position) } : { kind: '', name: '', description: '', position: '' };
}

export function categoryUnsendable(f: CategoryForm): Record<string, string> {
  const out: Record<string, string> = {};
  if (!f.kind) out.kind = 'choose what the category holds';
  if (!f.name.trim()) out.name = 'enter the category’s name';
  if (f.position.trim() !== '' && !/^\d+$/.test(f.position.trim())) out.position = 'a whole number from 1';
  return out;
}

export function categoryBody(f: CategoryForm, version?: number): BenefitCategoryInput {
  return {
    kind: f.kind as BenefitKind,
    name: f.name,
    description: f.description,
    position: f.position.trim() === '' ? undefined : Number(f.position.trim()),
    version,
  };
}
