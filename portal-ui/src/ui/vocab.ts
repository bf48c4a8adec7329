/**
 * The product's words for the codes the API carries, per audience: brokers and HR read the
 * industry's terms, employees read plain ones. Every screen takes its labels from here. The codes
 * themselves are the API's enums, so a new value fails typecheck until it has its words.
 */
import type { components } from '@canopy/api';

type S = components['schemas'];
export type Tier = S['Tier'];
export type TierOrWaived = S['TierOrWaived'];
export type Line = S['Line'];
export type MetalLevel = S['MetalLevel'];
export type NetworkType = S['NetworkType'];
export type LifeEventKind = S['LifeEventKind'];
export type TeamRole = S['TeamRole'];
export type MemberStatus = S['MemberStatus'];
export type GroupStage = S['GroupStage'];

/** Coverage tiers, narrowest first. */
export const TIER_CODES = ['EE', 'ES', 'EC', 'EF'] as const satisfies readonly Tier[];

const TIER_NAMES: Record<TierOrWaived, string> = {
  EE: 'Employee only',
  ES: 'Employee + spouse/partner',
  EC: 'Employee + child(ren)',
  EF: 'Family',
  W: 'Waived',
};

const TIER_NAMES_FOR_EMPLOYEES: Record<TierOrWaived, string> = {
  EE: 'Just me',
  ES: 'Me + spouse/partner',
  EC: 'Me + children',
  EF: 'Me + family',
  W: 'No coverage',
};

/** A tier's name for staff (`EE` → "Employee only") or for the employee (`EE` → "Just me"). */
export function tierName(code: string | null | undefined, audience: 'staff' | 'employee' = 'staff'): string {
  if (!code) return '—';
  const names: Record<string, string> = audience === 'employee' ? TIER_NAMES_FOR_EMPLOYEES : TIER_NAMES;
  return names[code] ?? code;
}

/** Code and name, for pickers: "EE · Employee only". */
export const TIER_OPTIONS: [TierOrWaived, string][] = [...TIER_CODES, 'W' as const].map((code) => [code, `${code} · ${tierName(code)}`]);

/** The legend under a table or chart that shows tier codes. */
export const TIER_LEGEND = [...TIER_CODES, 'W'].map((code) => `${code} ${tierName(code).toLowerCase()}`).join(' · ');

/** Lines of coverage, in the order every screen lists them. */
export const LINE_CODES = ['medical', 'dental', 'vision'] as const satisfies readonly Line[];

export const LINE_LABELS: Record<Line, string> = { medical: 'Medical', dental: 'Dental', vision: 'Vision' };

/** "Medical"; a code the portal does not know reads as itself, capitalised. */
export function lineLabel(line: string): string {
  return (LINE_LABELS as Record<string, string>)[line] ?? line.charAt(0).toUpperCase() + line.slice(1);
}

/** Metal levels, cheapest first. */
export const METAL_LABELS: Record<MetalLevel, string> = { bronze: 'Bronze', silver: 'Silver', gold: 'Gold', platinum: 'Platinum' };

export const METAL_COLORS: Record<MetalLevel, string> = {
  bronze: '#a0522d',
  silver: '#78909c',
  gold: '#c49000',
  platinum: '#5c6bc0',
};

export const NETWORK_TYPES = ['HMO', 'PPO', 'EPO', 'POS', 'DHMO', 'DPPO'] as const satisfies readonly NetworkType[];

export type StageTrigger = S['StageTrigger'];
export type MoveDirection = S['MoveDirection'];

/** What moved a group, as its timeline says it. */
export const STAGE_TRIGGER_LABELS: Record<StageTrigger, string> = {
  created: 'Added to the book',
  manual: 'Moved by hand',
  override: 'Moved past a blocked check',
  quote_created: 'A quote was created',
  design_submitted: 'A plan design was sent for approval',
  design_approved: 'The employer approved a plan design',
  enrollment_opened: 'Open enrollment opened',
  enrollment_closed: 'Open enrollment closed',
  status_changed: 'Terminated or reactivated in the group settings',
};

/** How a possible move reads next to its stage. */
export const MOVE_DIRECTION_LABELS: Record<MoveDirection, string> = {
  forward: 'Next step',
  back: 'Step back',
  exit: 'Leaves the book',
  reopen: 'Reopen',
};

export type AwaitingKind = S['AwaitingKind'];
export type NotificationKind = S['NotificationKind'];

/** What a "waiting for you" item asks of its reader, as the label above its title. */
export const AWAITING_KIND_LABELS: Record<AwaitingKind, string> = {
  design_awaiting_approval: 'Approve a plan design',
  enrollment_not_started: 'Enrollment to follow up',
  design_changes_requested: 'Changes requested',
  design_approved: 'Plan design approved',
  enrollment_stalled: 'Enrollment behind',
  enrollment_to_open: 'Ready to enroll',
  implementation: 'Implementation',
};

/** What a notification is about, as its label. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  design_submitted: 'Plan design to approve',
  design_approved: 'Plan design approved',
  design_changes_requested: 'Changes requested',
  enrollment_opened: 'Enrollment opened',
  enrollment_closed: 'Enrollment closed',
};
