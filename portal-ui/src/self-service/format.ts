/**
 * Labels, money, dates and the pure logic of the employee's enrollment: choices per line, totals,
 * the draft kept in sessionStorage, the household checks (the same rules the server applies) and
 * the mapping of the server's field errors onto the form.
 */
import { ageOn, dependentProblems, partnersProblem, todayIso } from '../book/rules';
import type { DependentInput, Election, ElectionInput, LineOffer, MyDependent, MyWindow, PlanOption, Submission, TierPrice } from './types';
import { lifeEventLabel, lineLabel, tierName, waivedBecause, type Gender, type LifeEventKind, type Relationship } from '../ui/vocab';
import { formatDate } from '../ui/dates';

export { ageOn, formatDate, todayIso };

// ---------- Labels ----------

/** Who a tier covers, in the employee's words. */
export const tierLabel = (tier: string | null | undefined) => tierName(tier, 'employee');

/** "Waived — other group coverage" as a summary line reads it. */
export const waivedSummary = (reason: string | null | undefined) => `Waived — ${waivedBecause(reason || 'other', 'employee')}`;

/** How many days the employee has to report each life event. */
const REPORTING_DAYS: Record<LifeEventKind, number> = { marriage: 30, birth: 30, adoption: 30, loss_of_coverage: 30, divorce: 30, medicaid_chip: 60 };
export const reportingDays = (kind: string) => (REPORTING_DAYS as Record<string, number>)[kind] ?? 30;

// ---------- Money ----------

/** A monthly amount in cents per paycheck, as the server computes it (rounded to the cent). */
export function perPaycheck(monthlyCents: number, payPeriods: number): number {
  if (!payPeriods) return monthlyCents;
  return Math.round((monthlyCents * 12) / payPeriods);
}

export function payFrequencyLabel(periods: number): string {
  switch (periods) {
    case 52:
      return 'weekly';
    case 26:
      return 'every two weeks';
    case 24:
      return 'twice a month';
    case 12:
      return 'monthly';
    default:
      return `${periods} paychecks a year`;
  }
}

// ---------- Windows ----------

/** Windows the employee can act on now (open), special ones first. */
export function openWindows(windows: MyWindow[]): MyWindow[] {
  return windows.filter((w) => w.state === 'open').sort((a, b) => (a.kind === b.kind ? a.ends_on.localeCompare(b.ends_on) : a.kind === 'special' ? -1 : 1));
}

export function ctaLabel(w: Pick<MyWindow, 'status'>): string {
  switch (w.status) {
    case 'not_started':
      return 'Start enrollment';
    case 'in_progress':
      return 'Continue enrollment';
    default:
      return 'Change my elections';
  }
}

export function windowTitle(w: Pick<MyWindow, 'kind' | 'plan_year' | 'life_event_kind'>): string {
  return w.kind === 'special' ? `Special enrollment: ${lifeEventLabel(w.life_event_kind, 'employee').toLowerCase()}` : `${w.plan_year} open enrollment`;
}

// ---------- Choices ----------

/** One line's choice as the flow holds it. */
export interface LineChoice {
  mode: '' | 'plan' | 'waive';
  plan_id: string;
  tier: string;
  waive_reason: string;
}
export type Choices = Record<string, LineChoice>;

export const emptyChoice = (): LineChoice => ({ mode: '', plan_id: '', tier: '', waive_reason: '' });

/** The elections of a submission as choices (to change them). */
export function choicesFromSubmission(s: Pick<Submission, 'lines'> | null | undefined): Choices {
  const out: Choices = {};
  for (const l of s?.lines ?? []) {
    out[l.line] = l.plan_id
      ? { mode: 'plan', plan_id: l.plan_id, tier: l.tier ?? '', waive_reason: '' }
      : { mode: 'waive', plan_id: '', tier: '', waive_reason: l.waive_reason ?? 'other' };
  }
  return out;
}

/**
 * In a renewal's re-enrollment, the choices to start from: on each line that carries over, last
 * year's plan as renewed (at the same tier when it is still open to the household) or last year's
 * waiver; lines everyone chooses again start empty.
 */
export function choicesFromLastYear(lines: LineOffer[], last: Pick<Submission, 'lines'> | null | undefined, activeLines: string[]): Choices {
  const out: Choices = {};
  for (const offer of lines) {
    const l = last?.lines.find((x) => x.line === offer.line);
    if (!l || activeLines.includes(offer.line)) continue;
    if (!l.plan_id) {
      out[offer.line] = { mode: 'waive', plan_id: '', tier: '', waive_reason: l.waive_reason ?? 'other' };
      continue;
    }
    const next = renewalOf(offer, l);
    if (!next) continue;
    const tier = next.prices.some((p) => p.tier === l.tier) ? (l.tier ?? '') : '';
    out[offer.line] = { mode: 'plan', plan_id: next.plan.id, tier, waive_reason: '' };
  }
  return out;
}

/** The tiers a line offers this household (the same for each of its plans). */
export function tiersOf(offer: LineOffer): TierPrice[] {
  return offer.plans[0]?.prices ?? [];
}

export function priceOf(offer: LineOffer, choice: LineChoice | undefined): TierPrice | undefined {
  if (!choice || choice.mode !== 'plan') return undefined;
  return offer.plans.find((p) => p.plan.id === choice.plan_id)?.prices.find((t) => t.tier === choice.tier);
}

/** What is missing or wrong in a line's choice, or null when it can be signed. */
export function choiceProblem(offer: LineOffer, choice: LineChoice | undefined): string | null {
  const line = lineLabel(offer.line).toLowerCase();
  if (!choice || choice.mode === '') return `Choose a ${line} plan or waive ${line} coverage.`;
  if (choice.mode === 'waive') return choice.waive_reason ? null : `Tell us why you are waiving ${line} coverage.`;
  const plan = offer.plans.find((p) => p.plan.id === choice.plan_id);
  if (!plan) return `Choose a ${line} plan.`;
  if (!choice.tier) return 'Choose who this plan covers.';
  if (!plan.prices.some((t) => t.tier === choice.tier)) return 'Your dependents changed: choose who this plan covers again.';
  return null;
}

/** The choices as the API takes them, one per offered line. */
export function toElections(lines: LineOffer[], choices: Choices): ElectionInput[] {
  return lines.map((o) => {
    const c = choices[o.line];
    if (c?.mode === 'plan') return { line: o.line, plan_id: c.plan_id, tier: c.tier as ElectionInput['tier'] };
    return { line: o.line, waive_reason: (c?.waive_reason || 'other') as ElectionInput['waive_reason'] };
  });
}

/** In cents. */
// ---------- Renewal ----------

/** In a renewal's re-enrollment: the plan that renews last year's election on this line. */
export function renewalOf(offer: LineOffer, last: Election | undefined): PlanOption | undefined {
  if (!last?.plan_id) return undefined;
  return offer.plans.find((o) => o.renewal?.succeeds.some((s) => s.plan_id === last.plan_id));
}

/** My monthly share at `price` against last year's election: the change in cents and percent. */
export function changeFromLastYear(last: Pick<Election, 'employee_cents'>, price: Pick<TierPrice, 'employee_cents'>): { amount: number; pct: number | null } {
  const amount = price.employee_cents - last.employee_cents;
  return { amount, pct: last.employee_cents ? Math.round((amount / last.employee_cents) * 1000) / 10 : null };
}

/** What happens on this line of a renewal's re-enrollment when I do nothing. */
export function renewalNote(offer: LineOffer, last: Election | undefined, active: boolean): string {
  const label = lineLabel(offer.line).toLowerCase();
  if (active) return `This year everyone chooses ${label} again: last year’s choice does not carry over.`;
  if (!last) return `You had no ${label} coverage last year.`;
  if (!last.plan_id) return `If you do nothing, you stay waived for ${label}.`;
  const next = renewalOf(offer, last);
  return next ? `If you do nothing, your ${label} renews as ${next.plan.name}${next.plan.id === last.plan_id ? '' : ' (new this year)'}.` : `Last year’s plan is not offered this year: choose a ${label} plan.`;
}

export interface Totals {
  perPaycheckCents: number;
  employeeCents: number;
  employerCents: number;
  premiumCents: number;
}

/** Monthly totals and the total per paycheck of the chosen plans. */
export function totalsOf(lines: LineOffer[], choices: Choices): Totals {
  const t: Totals = { perPaycheckCents: 0, employeeCents: 0, employerCents: 0, premiumCents: 0 };
  for (const o of lines) {
    const p = priceOf(o, choices[o.line]);
    if (!p) continue;
    t.perPaycheckCents += p.per_paycheck_cents;
    t.employeeCents += p.employee_cents;
    t.employerCents += p.employer_cents;
    t.premiumCents += p.premium_cents;
  }
  return t;
}

/** The server's "elections[1].tier" / "elections.vision" errors by line. */
export function electionErrorsByLine(fields: Record<string, string>, sent: ElectionInput[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const indexed = /^elections\[(\d+)\]/.exec(key);
    const named = /^elections\.(\w+)/.exec(key);
    const line = indexed ? sent[Number(indexed[1])]?.line : named?.[1];
    if (line) out[line] = out[line] ? `${out[line]}; ${message}` : message;
  }
  return out;
}

/** A typed signature matches a name ignoring case and spacing (as the server checks). */
export function signatureMatches(typed: string, name: string): boolean {
  const n = (s: string) => s.trim().split(/\s+/).join(' ').toLowerCase();
  return n(typed) !== '' && n(typed) === n(name);
}

/** A random UUID (crypto.randomUUID where the page is a secure context). */
export function newClientKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

// ---------- The draft kept across a reload ----------

export interface Draft {
  /** The participant version the choices started from. */
  version: number;
  step: number;
  choices: Choices;
}

export const draftKey = (windowId: string) => `canopy.enroll.${windowId}`;

/** A stored draft, or null when it is missing, malformed or from another version. */
export function parseDraft(raw: string | null, version: number): Draft | null {
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<Draft>;
    if (!d || typeof d !== 'object' || d.version !== version || typeof d.step !== 'number' || !d.choices || typeof d.choices !== 'object') return null;
    const choices: Choices = {};
    for (const [line, c] of Object.entries(d.choices as Record<string, Partial<LineChoice>>)) {
      if (!c || typeof c !== 'object') continue;
      const mode = c.mode === 'plan' || c.mode === 'waive' ? c.mode : '';
      choices[line] = { mode, plan_id: String(c.plan_id ?? ''), tier: String(c.tier ?? ''), waive_reason: String(c.waive_reason ?? '') };
    }
    return { version, step: Math.max(0, Math.floor(d.step)), choices };
  } catch {
    return null;
  }
}

// ---------- Household ----------

export interface ContactForm {
  email: string;
  phone: string;
  address_line1: string;
  city: string;
  state: string;
  zip: string;
}

export interface DependentDraft {
  /** A stable key for the list (the id, or a made-up one for a new dependent). */
  key: string;
  id?: string;
  first_name: string;
  last_name: string;
  dob: string;
  relationship: Relationship | '';
  gender: Gender | '';
  disabled: boolean;
  tobacco: boolean;
}

export function dependentDraft(d: MyDependent): DependentDraft {
  return {
    key: d.id,
    id: d.id,
    first_name: d.first_name,
    last_name: d.last_name,
    dob: d.dob,
    relationship: d.relationship,
    gender: d.gender ?? '',
    disabled: d.disabled,
    tobacco: d.tobacco,
  };
}

export function toDependentInput(d: DependentDraft): DependentInput {
  return {
    ...(d.id ? { id: d.id } : {}),
    first_name: d.first_name.trim(),
    last_name: d.last_name.trim(),
    dob: d.dob,
    // dependentErrors asks for the relationship before anything is sent.
    relationship: d.relationship as Relationship,
    ...(d.gender ? { gender: d.gender } : {}),
    disabled: d.disabled,
    tobacco: d.tobacco,
  };
}

export type FieldMap = Record<string, string>;

/** Checks of one dependent as the server makes them (children to 26 unless disabled, ...). */
export function dependentErrors(d: DependentDraft, today: string = todayIso()): FieldMap {
  const p = dependentProblems(d, today);
  const out: FieldMap = {};
  if (!d.first_name.trim()) out.first_name = 'enter the first name';
  if (!d.last_name.trim()) out.last_name = 'enter the last name';
  if (p.relationship) out.relationship = p.relationship;
  if (p.dob) out.dob = p.dob;
  return out;
}

/** The problem with the list as a whole (one spouse or partner), or null. */
export function householdProblem(deps: Pick<DependentDraft, 'relationship'>[]): string | null {
  return partnersProblem(deps);
}

export function contactErrors(c: ContactForm): FieldMap {
  const out: FieldMap = {};
  if (c.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(c.email.trim())) out.email = 'enter a valid email address';
  if (c.zip.trim() && !/^\d{5}(-\d{4})?$/.test(c.zip.trim())) out.zip = 'a ZIP code has 5 digits';
  if (c.state.trim() && !/^[A-Za-z]{2}$/.test(c.state.trim())) out.state = 'a two-letter state code';
  return out;
}

/** The server's field errors of PUT /my/household, split into contact fields and per dependent. */
export function householdErrors(fields: Record<string, string>, deps: Pick<DependentDraft, 'key'>[]): { contact: FieldMap; dependents: Record<string, FieldMap>; list: string | null } {
  const contact: FieldMap = {};
  const dependents: Record<string, FieldMap> = {};
  let list: string | null = null;
  for (const [key, message] of Object.entries(fields)) {
    const m = /^dependents\[(\d+)\]\.(\w+)$/.exec(key);
    if (m) {
      const dep = deps[Number(m[1])];
      if (!dep) continue;
      (dependents[dep.key] ??= {})[m[2]] = message;
    } else if (key === 'dependents') {
      list = message;
    } else {
      contact[key] = message;
    }
  }
  return { contact, dependents, list };
}

/** "Mia (8)" — a dependent's first name and age. */
export function nameWithAge(d: Pick<MyDependent, 'first_name' | 'dob'>, today: string = todayIso()): string {
  const age = ageOn(d.dob, today);
  return age === null ? d.first_name : `${d.first_name} (${age})`;
}
