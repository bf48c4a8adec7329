/** The agency's subscription: where it stands and what its plan limits; the premium statements of its clients. */
import type { MidMonthBilling, StatementDifferenceKind, StatementDifferenceStatus, SubscriptionStatus, UsageKind } from './codes';

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Payment past due',
  canceled: 'Canceled',
};

export const SUBSCRIPTION_STATUS_COLORS: Record<SubscriptionStatus, 'info' | 'success' | 'warning' | 'error'> = {
  trialing: 'info',
  active: 'success',
  past_due: 'warning',
  canceled: 'error',
};

/** What a plan limits, as a usage row's label. */
export const USAGE_KIND_LABELS: Record<UsageKind, string> = {
  groups: 'Employer groups',
  employees: 'Employees',
  seats: 'Team seats',
};

/** What a plan limits, after a number: "25 employer groups". */
export const USAGE_KIND_UNITS: Record<UsageKind, string> = {
  groups: 'employer groups',
  employees: 'employees',
  seats: 'team seats',
};

/** How a carrier bills a month in which coverage starts, changes or ends. */
export const MID_MONTH_BILLING_LABELS: Record<MidMonthBilling, string> = {
  full_month: 'Full month',
  prorated: 'Prorated by day',
};

/** How a carrier's invoice line differs from the statement. */
export const STATEMENT_DIFFERENCE_KIND_LABELS: Record<StatementDifferenceKind, string> = {
  billed_not_enrolled: 'Billed, not enrolled',
  enrolled_not_billed: 'Enrolled, not billed',
  wrong_plan: 'Wrong plan',
  wrong_tier: 'Wrong tier',
  wrong_rate: 'Wrong rate',
};

export const STATEMENT_DIFFERENCE_STATUS_LABELS: Record<StatementDifferenceStatus, string> = {
  open: 'Open',
  disputed: 'Disputed',
  resolved: 'Resolved',
};

export const STATEMENT_DIFFERENCE_STATUS_COLORS: Record<StatementDifferenceStatus, 'warning' | 'info' | 'success'> = {
  open: 'warning',
  disputed: 'info',
  resolved: 'success',
};
