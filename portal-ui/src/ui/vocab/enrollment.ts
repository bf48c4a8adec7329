/** Enrollment: where a person stands, windows and their modes, waivers, life events. */
import { codeLabel, codeOptions, type Audience, type EnrollmentMode, type EnrollmentStatus, type LifeEventKind, type LifeEventStatus, type WaiveReason, type WindowKind, type WindowState } from './codes';

/** Where a person is in an enrollment, in the order the progress shows it. */
export const ENROLLMENT_STATUS_CODES = ['not_started', 'in_progress', 'enrolled', 'waived'] as const satisfies readonly EnrollmentStatus[];

export const ENROLLMENT_STATUS_LABELS: Record<EnrollmentStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  enrolled: 'Enrolled',
  waived: 'Waived',
};

export const WINDOW_STATE_LABELS: Record<WindowState, string> = {
  scheduled: 'Scheduled',
  open: 'Open',
  ended: 'Ended, not closed',
  closed: 'Closed',
};

export const ENROLLMENT_MODE_LABELS: Record<EnrollmentMode, string> = { active: 'Active', passive: 'Passive' };

/** The mode as a window's header says it: not a state, so never "Active" beside "Closed". */
export const ENROLLMENT_MODE_SUMMARIES: Record<EnrollmentMode, string> = { active: 'Everyone re-elects', passive: 'Elections roll over' };

export const ENROLLMENT_MODE_HINTS: Record<EnrollmentMode, string> = {
  active: 'Everyone elects again; who does nothing has no coverage',
  passive: 'Current elections roll over at close unless changed',
};

const WAIVE_REASON_LABELS: Record<WaiveReason, string> = {
  spouse_plan: 'Covered by spouse’s plan',
  other_group: 'Other group coverage',
  medicare_medicaid: 'Medicare or Medicaid',
  individual: 'Individual plan',
  cost: 'Cost',
  other: 'Other',
};

const WAIVE_REASON_LABELS_FOR_EMPLOYEES: Record<WaiveReason, string> = {
  spouse_plan: "I'm covered by my spouse's or partner's plan",
  other_group: 'I have other group coverage',
  medicare_medicaid: 'I have Medicare or Medicaid',
  individual: 'I have an individual plan',
  cost: 'It costs too much',
  other: 'Another reason',
};

/** A waiver's reason for staff ("Covered by spouse’s plan") or as the employee picks it ("I'm covered by…"). */
export function waiveReasonOptions(audience: Audience = 'staff'): [WaiveReason, string][] {
  return codeOptions(audience === 'employee' ? WAIVE_REASON_LABELS_FOR_EMPLOYEES : WAIVE_REASON_LABELS);
}

export function waiveReasonLabel(reason: string | null | undefined, audience: Audience = 'staff'): string {
  return codeLabel(audience === 'employee' ? WAIVE_REASON_LABELS_FOR_EMPLOYEES : WAIVE_REASON_LABELS, reason);
}

/** The reason inside a sentence, after "waived": "(covered by spouse’s plan)", "Waived — an individual plan". */
const WAIVED_BECAUSE: Record<Audience, Record<WaiveReason, string>> = {
  staff: {
    spouse_plan: 'covered by spouse’s plan',
    other_group: 'other group coverage',
    medicare_medicaid: 'Medicare or Medicaid',
    individual: 'individual plan',
    cost: 'cost',
    other: 'other',
  },
  employee: {
    spouse_plan: "covered by a spouse's or partner's plan",
    other_group: 'other group coverage',
    medicare_medicaid: 'Medicare or Medicaid',
    individual: 'an individual plan',
    cost: 'cost',
    other: 'another reason',
  },
};

export function waivedBecause(reason: string | null | undefined, audience: Audience = 'staff'): string {
  return codeLabel(WAIVED_BECAUSE[audience], reason);
}

const LIFE_EVENT_LABELS: Record<LifeEventKind, string> = {
  marriage: 'Marriage',
  birth: 'Birth',
  adoption: 'Adoption',
  loss_of_coverage: 'Loss of other coverage',
  divorce: 'Divorce',
  medicaid_chip: 'Medicaid/CHIP change',
};

const LIFE_EVENT_LABELS_FOR_EMPLOYEES: Record<LifeEventKind, string> = {
  marriage: 'Marriage',
  birth: 'Birth of a child',
  adoption: 'Adoption or placement for adoption',
  loss_of_coverage: 'Loss of other coverage',
  divorce: 'Divorce or legal separation',
  medicaid_chip: 'Gain or loss of Medicaid or CHIP',
};

export function lifeEventOptions(audience: Audience = 'staff'): [LifeEventKind, string][] {
  return codeOptions(audience === 'employee' ? LIFE_EVENT_LABELS_FOR_EMPLOYEES : LIFE_EVENT_LABELS);
}

export function lifeEventLabel(kind: string | null | undefined, audience: Audience = 'staff'): string {
  return codeLabel(audience === 'employee' ? LIFE_EVENT_LABELS_FOR_EMPLOYEES : LIFE_EVENT_LABELS, kind);
}

const LIFE_EVENT_STATUS_LABELS: Record<Audience, Record<LifeEventStatus, string>> = {
  staff: { pending: 'Awaiting decision', approved: 'Approved', rejected: 'Rejected' },
  employee: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
};

export function lifeEventStatusLabel(status: string, audience: Audience = 'staff'): string {
  return codeLabel(LIFE_EVENT_STATUS_LABELS[audience], status);
}

/** Kinds of enrollment window: the group's open enrollment, or one employee's after a life event. */
export const WINDOW_KIND_LABELS: Record<WindowKind, string> = {
  open: 'Open enrollment',
  special: 'Special enrollment',
};
