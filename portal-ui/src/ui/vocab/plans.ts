/** Plan designs, their checks and contributions, and quotes. */
import type { CheckStatus, ContributionKind, OfferingModel, PlanDesignStatus, QuoteStatus } from './codes';

export const PLAN_DESIGN_STATUS_LABELS: Record<PlanDesignStatus, string> = {
  draft: 'Draft',
  submitted: 'Awaiting approval',
  approved: 'Approved',
  changes_requested: 'Changes requested',
  superseded: 'Superseded',
};

export const OFFERING_MODEL_LABELS: Record<OfferingModel, string> = {
  single_plan: 'Single plan',
  single_carrier: 'Single carrier',
  metal_level: 'Metal level',
  sole_source: 'Sole source',
};

/** What each offering model means for the employees. */
export const OFFERING_MODEL_HINTS: Record<OfferingModel, string> = {
  single_plan: 'Every employee gets the one medical plan',
  single_carrier: 'Employees choose among the plans of one carrier',
  metal_level: 'Employees choose among plans of one metal level, any carrier',
  sole_source: 'One carrier for every line of coverage',
};

export const CONTRIBUTION_KIND_LABELS: Record<ContributionKind, string> = {
  percent: 'Percent of premium',
  flat_per_tier: 'Flat dollars per tier',
  base_plan: 'Percent of a base plan (buy-up)',
  allowance: 'Allowance (defined contribution)',
};

/** The verdict of a plan design's check (minimum contribution, participation, affordability). */
export const CHECK_STATUS_LABELS: Record<CheckStatus, string> = {
  pass: 'Pass',
  fail: 'Fails',
  warn: 'Warning',
  waived: 'Waived',
};

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Draft',
  presented: 'Presented',
  accepted: 'Accepted',
  declined: 'Declined',
};
