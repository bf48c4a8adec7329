/** The agency's subscription: where it stands and what its plan limits. */
import type { SubscriptionStatus, UsageKind } from './codes';

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
