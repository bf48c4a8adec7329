/** What waits for a person on their home, and what their notifications are about. */
import type { AwaitingKind, NotificationKind } from './codes';

/** What a "waiting for you" item asks of its reader, as the label above its title. */
export const AWAITING_KIND_LABELS: Record<AwaitingKind, string> = {
  design_awaiting_approval: 'Approve a plan design',
  renewal_awaiting_approval: 'Approve a renewal',
  enrollment_not_started: 'Enrollment to follow up',
  design_changes_requested: 'Changes requested',
  design_approved: 'Plan design approved',
  enrollment_stalled: 'Enrollment behind',
  enrollment_to_open: 'Ready to enroll',
  implementation: 'Implementation',
  checklist_overdue: 'Checklist overdue',
  discrepancies: 'Carrier discrepancies',
};

/** What a notification is about, as its label. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  design_submitted: 'Plan design to approve',
  design_approved: 'Plan design approved',
  design_changes_requested: 'Changes requested',
  enrollment_opened: 'Enrollment opened',
  enrollment_closed: 'Enrollment closed',
  checklist_overdue: 'Checklist overdue',
  renewal_decision_sent: 'Renewal to approve',
  renewal_approved: 'Renewal approved',
  renewal_changes_requested: 'Renewal changes requested',
  dependent_aged_off: 'Dependent aged off',
};
