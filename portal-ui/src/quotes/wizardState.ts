/** The new-quote wizard's state, how it moves between steps, and its draft kept per group for the browser tab. Pure. */
import { DEFAULT_RULE, type RuleDraft } from './ContributionEditor';
import { LINE_CODES, type Line } from '../ui/vocab';
import type { Plan } from './queries';

export const STEPS = ['Effective date & census', 'Plans', 'Contribution', 'Review & rate'] as const;
export const LAST_STEP = STEPS.length - 1;

export interface QuoteDraft {
  step: number;
  /** Steps the user tried to leave: their problems are shown from then on. */
  tried: number[];
  name: string;
  effective: string;
  census: string;
  lines: Line[];
  payFrequency: number;
  /** The chosen plans, in the order they were picked. */
  plans: Plan[];
  rules: RuleDraft[];
}

export type QuoteAction =
  | { type: 'name'; name: string }
  | { type: 'effective'; effective: string }
  | { type: 'census'; census: string }
  | { type: 'pay-frequency'; payFrequency: number }
  | { type: 'toggle-line'; line: Line }
  | { type: 'plans'; plans: Plan[] }
  | { type: 'rules'; rules: RuleDraft[] }
  /** `ok[i]`: whether step i is complete. */
  | { type: 'next'; ok: boolean[] }
  | { type: 'back' }
  | { type: 'go'; step: number; ok: boolean[] }
  /** The server refused fields: open the first step that holds one. */
  | { type: 'refused'; fields: string[] }
  | { type: 'start-over'; draft: QuoteDraft };

export function initialDraft(defaults: { effective: string; payFrequency: number }): QuoteDraft {
  return { step: 0, tried: [], name: '', effective: defaults.effective, census: '', lines: ['medical'], payFrequency: defaults.payFrequency, plans: [], rules: [{ ...DEFAULT_RULE }] };
}

const SETUP_FIELDS = ['name', 'effective_date', 'lines', 'pay_frequency', 'census_version_id', 'zip'];

export function stepOfField(field: string): number {
  if (SETUP_FIELDS.includes(field)) return 0;
  if (field === 'plan_ids') return 1;
  if (field.startsWith('contribution')) return 2;
  return LAST_STEP;
}

/** The plans that count: those of the lines still ticked. */
export function plansInLines(draft: Pick<QuoteDraft, 'plans' | 'lines'>): Plan[] {
  return draft.plans.filter((p) => draft.lines.includes(p.line));
}

function withTried(draft: QuoteDraft, step: number): number[] {
  return draft.tried.includes(step) ? draft.tried : [...draft.tried, step].sort();
}

export function quoteReducer(draft: QuoteDraft, action: QuoteAction): QuoteDraft {
  switch (action.type) {
    case 'name':
      return { ...draft, name: action.name.slice(0, 200) };
    case 'effective':
      return { ...draft, effective: action.effective };
    case 'census':
      return { ...draft, census: action.census };
    case 'pay-frequency':
      return { ...draft, payFrequency: action.payFrequency };
    case 'toggle-line': {
      const lines = draft.lines.includes(action.line)
        ? draft.lines.filter((l) => l !== action.line)
        : LINE_CODES.filter((k) => k === action.line || draft.lines.includes(k));
      // A rule for a line no longer quoted goes; at least one rule stays.
      const kept = draft.rules.filter((r) => !r.line || lines.includes(r.line));
      return { ...draft, lines, rules: kept.length ? kept : [{ ...DEFAULT_RULE }] };
    }
    case 'plans':
      return { ...draft, plans: action.plans };
    case 'rules':
      return { ...draft, rules: action.rules };
    case 'next': {
      const tried = withTried(draft, draft.step);
      return action.ok[draft.step] && draft.step < LAST_STEP ? { ...draft, tried, step: draft.step + 1 } : { ...draft, tried };
    }
    case 'back':
      return draft.step > 0 ? { ...draft, step: draft.step - 1 } : draft;
    case 'go': {
      if (action.step < 0 || action.step > LAST_STEP) return draft;
      // Backwards always; forwards only through steps that are complete (else their problems show).
      if (action.step <= draft.step || action.ok.slice(0, action.step).every(Boolean)) return { ...draft, step: action.step };
      const tried = [...new Set([...draft.tried, ...Array.from({ length: action.step }, (_, i) => i)])].sort();
      return { ...draft, tried };
    }
    case 'refused':
      return action.fields.length ? { ...draft, step: Math.min(...action.fields.map(stepOfField)) } : draft;
    case 'start-over':
      return action.draft;
  }
}

/** Where a group's draft is kept in the tab's session storage. */
export function draftKey(groupId: string): string {
  return `canopy.quote-draft.${groupId}`;
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** A draft read back from storage, or null when there is none or it is not a draft. */
export function restoreDraft(raw: string | null): QuoteDraft | null {
  if (!raw) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object') return null;
  const d = v as Record<string, unknown>;
  const ok =
    Number.isInteger(d.step) &&
    (d.step as number) >= 0 &&
    (d.step as number) <= LAST_STEP &&
    Array.isArray(d.tried) &&
    d.tried.every((t) => Number.isInteger(t)) &&
    isString(d.name) &&
    isString(d.effective) &&
    isString(d.census) &&
    Array.isArray(d.lines) &&
    d.lines.every((l) => (LINE_CODES as readonly unknown[]).includes(l)) &&
    typeof d.payFrequency === 'number' &&
    Array.isArray(d.plans) &&
    d.plans.every((p) => p && typeof p === 'object' && isString((p as Plan).id) && isString((p as Plan).line)) &&
    Array.isArray(d.rules) &&
    d.rules.length > 0 &&
    d.rules.every((r) => r && typeof r === 'object' && isString((r as RuleDraft).kind));
  return ok ? (d as unknown as QuoteDraft) : null;
}

/** Reads a group's draft from `storage`; a broken one is forgotten. */
export function loadDraft(storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined, groupId: string): QuoteDraft | null {
  if (!storage) return null;
  try {
    const draft = restoreDraft(storage.getItem(draftKey(groupId)));
    if (!draft) storage.removeItem(draftKey(groupId));
    return draft;
  } catch {
    return null;
  }
}

export function saveDraft(storage: Pick<Storage, 'setItem'> | undefined, groupId: string, draft: QuoteDraft): void {
  try {
    storage?.setItem(draftKey(groupId), JSON.stringify(draft));
  } catch {
    // Storage full or switched off: the wizard works without a kept draft.
  }
}

export function forgetDraft(storage: Pick<Storage, 'removeItem'> | undefined, groupId: string): void {
  try {
    storage?.removeItem(draftKey(groupId));
  } catch {
    // As above.
  }
}
