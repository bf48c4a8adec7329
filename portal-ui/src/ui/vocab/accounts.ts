/** The words of a group's account: its waiting period, its contacts, its team. */
import type { ContactKind, TeamRole, WaitingPeriod } from './codes';

export const WAITING_PERIOD_LABELS: Record<WaitingPeriod, string> = {
  none: 'None (first day of employment)',
  first_of_month: 'First of the month after hire',
  days_30: '30 days',
  days_60: '60 days',
  first_of_month_after_30: 'First of the month after 30 days',
  first_of_month_after_60: 'First of the month after 60 days',
  days_90: '90 days',
};

export const CONTACT_KIND_LABELS: Record<ContactKind, string> = {
  hr: 'HR contact',
  decision_maker: 'Decision maker',
  billing: 'Billing',
  other: 'Other',
};

/** Roles on a group's account team. */
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  lead_broker: 'Lead broker',
  account_manager: 'Account manager',
  service: 'Service',
};
