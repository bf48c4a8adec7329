/** A group's lifecycle stages and its status. */
import type { GroupStage, GroupStatus } from './codes';

/** A group's lifecycle, in the order a group moves through it. */
export const STAGE_CODES = ['prospect', 'quoting', 'plan_design', 'enrollment', 'implementation', 'active', 'renewal', 'lost', 'terminated'] as const satisfies readonly GroupStage[];

export const STAGE_LABELS: Record<GroupStage, string> = {
  prospect: 'Prospect',
  quoting: 'Quoting',
  plan_design: 'Plan design',
  enrollment: 'Enrollment',
  implementation: 'Implementation',
  active: 'Active',
  renewal: 'Renewal',
  lost: 'Lost',
  terminated: 'Terminated',
};

/** "Plan design"; a stage the portal does not know yet reads as its code. */
export function stageLabel(stage: string): string {
  return (STAGE_LABELS as Record<string, string>)[stage] ?? stage.replace(/_/g, ' ');
}

/**
 * Stage tones are the product's, not the agency's brand (whose primary or secondary may be any
 * colour, red included): one tone per stage, each carrying white text at AA contrast.
 */
export const STAGE_COLORS: Record<GroupStage, string> = {
  prospect: '#546e7a',
  quoting: '#0277bd',
  plan_design: '#6a1b9a',
  enrollment: '#00695c',
  implementation: '#a84300',
  active: '#1b6e20',
  renewal: '#283593',
  lost: '#616161',
  terminated: '#c62828',
};

export const GROUP_STATUS_LABELS: Record<GroupStatus, string> = {
  active: 'Active',
  archived: 'Archived',
  terminated: 'Terminated',
};

export function groupStatusLabel(status: string): string {
  return (GROUP_STATUS_LABELS as Record<string, string>)[status] ?? status;
}
