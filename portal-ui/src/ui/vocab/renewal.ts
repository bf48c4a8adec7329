/** Renewals: what a plan becomes in the new plan year and where its renewal rates come from. */
import type { RenewalDecision, RenewalDecisionStatus, RenewalMapping, RenewalRateSource } from './codes';

export const RENEWAL_MAPPING_LABELS: Record<RenewalMapping, string> = {
  same: 'Renews as is',
  successor: 'Carrier’s successor plan',
  replacement: 'Replaced by another plan',
  discontinued: 'Discontinued, not yet mapped',
};

export const RENEWAL_RATE_SOURCE_LABELS: Record<RenewalRateSource, string> = {
  percent: 'Carrier’s % change',
  uploaded: 'Uploaded renewal rates',
  catalogue: 'Catalogue rates for the new year',
  missing: 'No renewal rates yet',
};

export const RENEWAL_DECISION_LABELS: Record<RenewalDecision, string> = {
  renew: 'Renew as mapped',
  change_plans: 'Change plans',
  shop: 'Shop further',
  drop: 'Drop the line',
};

export const RENEWAL_DECISION_STATUS_LABELS: Record<RenewalDecisionStatus, string> = {
  draft: 'Draft',
  sent: 'Awaiting the employer',
  approved: 'Approved by the employer',
  changes_requested: 'Changes requested',
};
