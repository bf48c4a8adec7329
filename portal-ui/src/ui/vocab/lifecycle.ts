/** A group's stage moves: what moved it, and how a possible move relates to the usual order. */
import type { MoveDirection, StageTrigger } from './codes';

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
  renewal_opened: 'Renewal opened',
};

/** How a possible move reads next to its stage. */
export const MOVE_DIRECTION_LABELS: Record<MoveDirection, string> = {
  forward: 'Next step',
  back: 'Step back',
  exit: 'Leaves the book',
  reopen: 'Reopen',
};
