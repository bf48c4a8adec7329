/** Formatters and the pure logic of the open-enrollment screen. */
import type { ElectionBrief, ElectionInput, ElectionTally, EnrollmentProgress, EnrollmentWindow, NewEnrollment, ReminderResult, Submission } from './types';
import { ENROLLMENT_STATUS_CODES, ENROLLMENT_STATUS_LABELS, LINE_CODES, lineLabel, waivedBecause, type EnrollmentMode, type EnrollmentStatus, type Line, type Tier, type WaiveReason } from '../ui/vocab';

/** Waivers for coverage elsewhere: carriers leave them out of participation. */
export const COVERED_ELSEWHERE: readonly string[] = ['spouse_plan', 'other_group', 'medicare_medicaid'] satisfies WaiveReason[];

/** 87.5 → "87.5%", 100 → "100%", absent → "—". */
export function percent(v: number | null | undefined): string {
  if (v === null || v === undefined || Number.isNaN(v)) return '—';
  return `${Math.round(v * 10) / 10}%`;
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(iso: string, days: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return d.toISOString().slice(0, 10);
}

/** What the "Open enrollment" dialog holds; every field as the inputs keep it. */
export interface OpenForm {
  starts_on: string;
  ends_on: string;
  mode: EnrollmentMode;
  classes: string[];
  min_hours: string;
  apply_waiting_period: boolean;
  /** In a passive enrollment, the lines everyone chooses again. */
  active_lines: Line[];
}

/** Today to two weeks from today, active, every class, the group's minimum hours. */
export function defaultOpenForm(today: string, minHours?: number | string | null): OpenForm {
  return {
    starts_on: today,
    ends_on: addDays(today, 14),
    mode: 'active',
    classes: [],
    min_hours: minHours === null || minHours === undefined || minHours === '' ? '' : String(Number(minHours)),
    apply_waiting_period: true,
    active_lines: [],
  };
}

/** The request body: no classes means every class; empty hours means the group's setting. */
export function openFormToBody(f: OpenForm): NewEnrollment {
  const body: NewEnrollment = {
    starts_on: f.starts_on,
    ends_on: f.ends_on,
    mode: f.mode,
    apply_waiting_period: f.apply_waiting_period,
    active_lines: f.mode === 'passive' ? f.active_lines : [],
  };
  if (f.classes.length) body.eligible_classes = f.classes;
  const hours = f.min_hours.trim();
  if (hours !== '' && !Number.isNaN(Number(hours))) body.min_hours = Number(hours);
  return body;
}

/** Problems the dialog can see before asking the server (the server checks the same). */
export function openFormProblems(f: OpenForm, today: string): Partial<Record<'starts_on' | 'ends_on' | 'min_hours', string>> {
  const out: Partial<Record<'starts_on' | 'ends_on' | 'min_hours', string>> = {};
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  if (!iso.test(f.starts_on)) out.starts_on = 'enter a date';
  if (!iso.test(f.ends_on)) out.ends_on = 'enter a date';
  else if (f.ends_on < today) out.ends_on = 'the window must end today or later';
  else if (iso.test(f.starts_on) && f.ends_on < f.starts_on) out.ends_on = 'the window ends on or after it starts';
  else if (iso.test(f.starts_on) && f.ends_on > addDays(f.starts_on, 90)) out.ends_on = 'an enrollment window lasts at most 90 days';
  const h = f.min_hours.trim();
  if (h !== '' && (Number.isNaN(Number(h)) || Number(h) < 0 || Number(h) > 60)) out.min_hours = 'between 0 and 60 hours';
  return out;
}

/** The group's open-enrollment window to show: the one running (newest plan year first), else the newest. */
export function currentOpenWindow(windows: readonly EnrollmentWindow[]): EnrollmentWindow | null {
  const open = windows.filter((w) => w.kind === 'open').sort((a, b) => b.plan_year - a.plan_year || b.created_at.localeCompare(a.created_at));
  return open.find((w) => w.state !== 'closed') ?? open[0] ?? null;
}

export interface Slice {
  key: EnrollmentStatus;
  label: string;
  count: number;
  /** Start and end as fractions of the whole (0..1). */
  from: number;
  to: number;
}

/** The progress as consecutive slices of a donut or a stacked bar (empty slices kept, with zero width). */
export function progressSlices(p: Pick<EnrollmentProgress, EnrollmentStatus>): Slice[] {
  const total = ENROLLMENT_STATUS_CODES.reduce((n, k) => n + p[k], 0);
  let at = 0;
  return ENROLLMENT_STATUS_CODES.map((key) => {
    const share = total ? p[key] / total : 0;
    const s = { key, label: ENROLLMENT_STATUS_LABELS[key], count: p[key], from: at, to: at + share };
    at += share;
    return s;
  });
}

/** An SVG arc path of a donut slice between two fractions of the circle (starting at 12 o'clock). */
export function arcPath(from: number, to: number, r: number, inner: number, cx = 0, cy = 0): string {
  const span = Math.min(to - from, 0.99999);
  if (span <= 0) return '';
  const pt = (f: number, rad: number) => {
    const a = 2 * Math.PI * f - Math.PI / 2;
    return `${(cx + rad * Math.cos(a)).toFixed(3)} ${(cy + rad * Math.sin(a)).toFixed(3)}`;
  };
  const end = from + span;
  const large = span > 0.5 ? 1 : 0;
  return `M ${pt(from, r)} A ${r} ${r} 0 ${large} 1 ${pt(end, r)} L ${pt(end, inner)} A ${inner} ${inner} 0 ${large} 0 ${pt(from, inner)} Z`;
}

/** One line's election in a few words: "Medical · Gold PPO · EE" or "Vision · waived (cost)". */
export function electionText(e: Pick<ElectionBrief, 'line' | 'plan_name' | 'tier' | 'waive_reason'>): string {
  if (!e.plan_name) return `${lineLabel(e.line)} · waived${e.waive_reason ? ` (${waivedBecause(e.waive_reason)})` : ''}`;
  return `${lineLabel(e.line)} · ${e.plan_name}${e.tier ? ` · ${e.tier}` : ''}`;
}

/** What a reminder request did, in a sentence. */
export function reminderMessage(r: ReminderResult): string {
  const parts: string[] = [];
  parts.push(r.sent === 1 ? '1 reminder sent' : `${r.sent} reminders sent`);
  if (r.skipped_recent) parts.push(`${r.skipped_recent} skipped (already reminded in the last day)`);
  if (r.without_email) parts.push(`${r.without_email} without email (print their code letter instead)`);
  return `${parts.join('; ')}.`;
}

export interface PlanTally {
  line: string;
  plan: string;
  carrier: string;
  tiers: Record<string, number>;
  total: number;
}

export interface TallyView {
  plans: PlanTally[];
  /** Waivers per line and reason. */
  waivers: { line: string; reason: string; count: number; counted: boolean }[];
}

/** Election counts as a plan × tier table per line, and waivers by reason. */
export function tallyView(tallies: readonly ElectionTally[]): TallyView {
  const plans = new Map<string, PlanTally>();
  const waivers: TallyView['waivers'] = [];
  for (const t of tallies) {
    if (t.plan_name || t.plan_id) {
      const key = `${t.line}|${t.plan_id ?? t.plan_name}`;
      const p = plans.get(key) ?? { line: t.line, plan: t.plan_name ?? t.plan_id ?? '', carrier: t.carrier_name ?? '', tiers: {}, total: 0 };
      const tier = t.tier ?? '—';
      p.tiers[tier] = (p.tiers[tier] ?? 0) + t.count;
      p.total += t.count;
      plans.set(key, p);
    } else {
      const reason = t.waive_reason ?? 'other';
      const same = waivers.find((w) => w.line === t.line && w.reason === reason);
      if (same) same.count += t.count;
      else waivers.push({ line: t.line, reason, count: t.count, counted: !COVERED_ELSEWHERE.includes(reason) });
    }
  }
  const lineOrder = (l: string) => {
    const i = (LINE_CODES as readonly string[]).indexOf(l);
    return i < 0 ? 99 : i;
  };
  return {
    plans: [...plans.values()].sort((a, b) => lineOrder(a.line) - lineOrder(b.line) || b.total - a.total || a.plan.localeCompare(b.plan)),
    waivers: waivers.sort((a, b) => lineOrder(a.line) - lineOrder(b.line) || b.count - a.count),
  };
}

/** One line's choice in the assisted-election form. */
export interface LineChoice {
  line: Line;
  /** A plan id, or "" to waive. */
  plan_id: string;
  tier: Tier | '';
  waive_reason: WaiveReason | '';
}

/** The form starts from the current elections, else nothing chosen. */
export function initialChoices(lines: readonly { line: Line }[], current: Pick<Submission, 'lines'> | null | undefined): LineChoice[] {
  return lines.map(({ line }) => {
    const e = current?.lines.find((x) => x.line === line);
    if (!e) return { line, plan_id: '', tier: '', waive_reason: '' };
    return { line, plan_id: e.plan_id ?? '', tier: e.tier ?? '', waive_reason: e.plan_id ? '' : (e.waive_reason ?? '') };
  });
}

/** What is missing for a line (null when chosen). */
export function choiceProblem(c: LineChoice): string | null {
  if (c.plan_id) return c.tier ? null : 'choose a tier';
  return c.waive_reason ? null : `choose a ${lineLabel(c.line).toLowerCase()} plan or a reason to waive`;
}

export function choicesToInput(choices: readonly LineChoice[]): ElectionInput[] {
  return choices.map((c) =>
    c.plan_id
      ? { line: c.line, plan_id: c.plan_id, tier: c.tier || undefined }
      : { line: c.line, waive_reason: c.waive_reason || undefined },
  );
}

/** Names compared the way the server compares signatures: spaces collapsed, case ignored. */
export function sameName(a: string, b: string): boolean {
  const n = (s: string) => s.split(/\s+/).filter(Boolean).join(' ').toLowerCase();
  return n(a) !== '' && n(a) === n(b);
}

/** A key for one submission (crypto.randomUUID where the browser has it). */
export function newClientKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const b = new Uint8Array(16);
  c.getRandomValues(b);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** "Dental", "Dental and vision", "Medical, dental and vision". */
export function linesText(lines: readonly string[]): string {
  const labels = lines.map((l, i) => (i === 0 ? lineLabel(l) : lineLabel(l).toLowerCase()));
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}` : (labels[0] ?? '');
}
