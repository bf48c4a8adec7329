/** Formatters and the pure form logic of the plan-design screen. */
import { firstOfMonthOnOrAfter } from '../book/rules';
import type { ContributionRule, DesignInput, Plan, PlanDesign } from './types';
import { formatCents, dollarsToCents, centsToDollars } from '../ui/money';
import { lineLabel, type ContributionKind, type Line, type OfferingModel, type WaitingPeriod } from '../ui/vocab';

/** A form's messages by field. */
export type FieldErrors = Record<string, string>;

export function pct(part: number, whole: number): string {
  if (!whole) return '—';
  return `${Math.round((part / whole) * 100)}%`;
}

/** A decimal string as the API takes it ("75", "412.5"); '' when empty. */
export function decimalInput(raw: string): string {
  const v = raw.replace(/[^\d.]/g, '');
  const [int, ...rest] = v.split('.');
  return rest.length ? `${int}.${rest.join('').slice(0, 2)}` : int;
}

/** A contribution rule as the editor holds it: every field a string (empty = not given), amounts in dollars. */
export interface RuleForm {
  line: Line | '';
  employee_class: string;
  kind: ContributionKind;
  employee_pct: string;
  dependents_pct: string;
  ee: string;
  es: string;
  ec: string;
  ef: string;
  base_plan_id: string;
  amount: string;
}

export interface DesignForm {
  plan_year: number;
  effective_date: string;
  offering_model: OfferingModel;
  plan_ids: string[];
  rules: RuleForm[];
  waiting_period: WaitingPeriod;
  pay_frequency: number;
  source_quote_id: string;
}

export function emptyRule(kind: ContributionKind = 'percent'): RuleForm {
  return { line: '', employee_class: '', kind, employee_pct: '', dependents_pct: '', ee: '', es: '', ec: '', ef: '', base_plan_id: '', amount: '' };
}

/** Cents as the dollars an editor shows: 40000 → "400", 1250 → "12.50"; missing → "". */
function dollarsText(cents: number | null | undefined): string {
  return centsToDollars(cents).replace(/\.00$/, '');
}

/** A buy-up rule always names its line: one stored without it takes its base plan's line (`lineOf`), else medical. */
export function ruleToForm(r: ContributionRule, lineOf?: (planId: string) => Line | undefined): RuleForm {
  return {
    line: r.line ?? (r.kind === 'base_plan' ? ((r.base_plan_id && lineOf?.(r.base_plan_id)) || 'medical') : ''),
    employee_class: r.employee_class ?? '',
    kind: r.kind,
    employee_pct: r.employee_pct ?? '',
    dependents_pct: r.dependents_pct ?? '',
    ee: dollarsText(r.ee_cents),
    es: dollarsText(r.es_cents),
    ec: dollarsText(r.ec_cents),
    ef: dollarsText(r.ef_cents),
    base_plan_id: r.base_plan_id ?? '',
    amount: dollarsText(r.amount_cents),
  };
}

/** Only the fields of the rule's kind are sent, amounts in cents. */
export function formToRule(f: RuleForm): ContributionRule {
  const r: ContributionRule = { kind: f.kind };
  if (f.line) r.line = f.line;
  if (f.employee_class) r.employee_class = f.employee_class;
  const put = (k: 'employee_pct' | 'dependents_pct' | 'ee' | 'es' | 'ec' | 'ef' | 'amount' | 'base_plan_id') => {
    if (f[k] === '') return;
    if (k === 'employee_pct' || k === 'dependents_pct' || k === 'base_plan_id') r[k] = f[k];
    else r[`${k}_cents` as const] = dollarsToCents(f[k]) ?? undefined;
  };
  if (f.kind === 'percent' || f.kind === 'base_plan') {
    put('employee_pct');
    put('dependents_pct');
  }
  if (f.kind === 'base_plan') put('base_plan_id');
  if (f.kind === 'flat_per_tier') (['ee', 'es', 'ec', 'ef'] as const).forEach(put);
  if (f.kind === 'allowance') put('amount');
  return r;
}

export function formToInput(f: DesignForm): DesignInput {
  return {
    plan_year: f.plan_year,
    effective_date: f.effective_date,
    offering_model: f.offering_model,
    plan_ids: f.plan_ids,
    contribution: f.rules.map(formToRule),
    waiting_period: f.waiting_period,
    pay_frequency: f.pay_frequency,
    ...(f.source_quote_id ? { source_quote_id: f.source_quote_id } : {}),
  };
}

export function designToForm(d: PlanDesign): DesignForm {
  return {
    plan_year: d.plan_year,
    effective_date: d.effective_date,
    offering_model: d.offering_model,
    plan_ids: d.model.plans.map((p) => p.plan.id),
    rules: d.contribution.map((r) => ruleToForm(r, (id) => d.model.plans.find((p) => p.plan.id === id)?.plan.line)),
    waiting_period: d.waiting_period,
    pay_frequency: d.pay_frequency,
    source_quote_id: d.source_quote_id ?? '',
  };
}

/** Problems the editor can see before asking the server (same rules as the server's). */
export function ruleProblems(f: RuleForm): Partial<Record<keyof RuleForm, string>> {
  const out: Partial<Record<keyof RuleForm, string>> = {};
  const pctOk = (v: string) => v !== '' && Number(v) >= 0 && Number(v) <= 100;
  const moneyOk = (v: string) => v !== '' && /^\d+(\.\d{1,2})?$/.test(v) && Number(v) <= 100_000;
  if (f.kind === 'percent' || f.kind === 'base_plan') {
    if (!pctOk(f.employee_pct)) out.employee_pct = '0 to 100';
    if (!pctOk(f.dependents_pct)) out.dependents_pct = '0 to 100';
    if (f.kind === 'base_plan' && !f.line) out.line = 'a buy-up names its line';
    if (f.kind === 'base_plan' && !f.base_plan_id) out.base_plan_id = 'choose the base plan';
  }
  if (f.kind === 'flat_per_tier') for (const k of ['ee', 'es', 'ec', 'ef'] as const) if (!moneyOk(f[k])) out[k] = 'dollars';
  if (f.kind === 'allowance' && !moneyOk(f.amount)) out.amount = 'monthly dollars';
  return out;
}

/** The rule in words, for the read-only view. */
export function describeRule(r: ContributionRule, planName: (id: string) => string): string {
  switch (r.kind) {
    case 'percent':
      return `Employer pays ${r.employee_pct ?? '?'}% of the employee-only premium and ${r.dependents_pct ?? '?'}% of dependents’ premium`;
    case 'base_plan':
      return `Employer pays ${r.employee_pct ?? '?'}% (employee) and ${r.dependents_pct ?? '?'}% (dependents) of ${r.base_plan_id ? planName(r.base_plan_id) : 'the base plan'}; employees pay the difference for richer plans`;
    case 'flat_per_tier':
      return `Employer pays a flat ${formatCents(r.ee_cents ?? 0)} EE · ${formatCents(r.es_cents ?? 0)} ES · ${formatCents(r.ec_cents ?? 0)} EC · ${formatCents(r.ef_cents ?? 0)} EF a month`;
    case 'allowance':
      return `Allowance of ${formatCents(r.amount_cents ?? 0)} a month toward any plan`;
    default:
      return r.kind;
  }
}

export function ruleScope(r: { line?: string; employee_class?: string }): string {
  return `${r.line ? lineLabel(r.line) : 'All lines'} · ${r.employee_class || 'all classes'}`;
}

export function planLabel(p: Plan): string {
  return `${p.carrier_name} · ${p.name}`;
}

/** Plan year and effective date a new design starts with: the group's next renewal, else 1 January next year. */
export function newDesignDates(renewal: string | null | undefined, today: string): { plan_year: number; effective_date: string } {
  if (renewal && renewal > today) {
    const effective = firstOfMonthOnOrAfter(renewal);
    return { plan_year: Number(effective.slice(0, 4)), effective_date: effective };
  }
  const y = Number(today.slice(0, 4)) + 1;
  return { plan_year: y, effective_date: `${y}-01-01` };
}
