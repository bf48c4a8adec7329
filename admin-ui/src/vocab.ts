/**
 * The back office's words for the API's codes. Codes the portal shows too take the portal's words,
 * as the back office takes the portal's money formats; codes only the back office shows have their
 * words here. Either way the codes are the API's enums, so a new value fails typecheck until it has
 * its words.
 */
import type { components } from '@canopy/api';
import { ROLE_LABELS, roleLabel as portalRoleLabel } from '../../portal-ui/src/roles';
import { codeLabel, codeOptions, LINE_LABELS, MEMBER_STATUS_LABELS, METAL_LABELS, NETWORK_TYPES } from '../../portal-ui/src/ui/vocab';

export {
  codeLabel,
  lineLabel,
  MEMBER_STATUS_LABELS,
  METAL_COLORS,
  METAL_LABELS,
  MID_MONTH_BILLING_LABELS,
  SUBSCRIPTION_STATUS_COLORS,
  SUBSCRIPTION_STATUS_LABELS,
  USAGE_KIND_LABELS,
  AGENCY_SIZE_LABELS,
  HELP_CATEGORY_LABELS,
} from '../../portal-ui/src/ui/vocab';
export { PREVIEW_NAV_LABELS as PREVIEW_LABELS, type PreviewFeature } from '../../portal-ui/src/ui/vocab';

type S = components['schemas'];

/** A picker's choices as react-admin takes them, `{ id, name }`, in the order of the labels. */
export function choicesOf<T extends string>(labels: Record<T, string>): { id: T; name: string }[] {
  return codeOptions(labels).map(([id, name]) => ({ id, name }));
}

export const LINE_CHOICES = choicesOf(LINE_LABELS);
export const METAL_CHOICES = choicesOf(METAL_LABELS);
export const NETWORK_CHOICES = NETWORK_TYPES.map((id) => ({ id, name: id }));

/** The built-in roles of an agency's members (the platform operator is nobody's member). */
export const ROLE_CHOICES = Object.entries(ROLE_LABELS)
  .filter(([id]) => id !== 'platform_operator')
  .map(([id, name]) => ({ id, name }));

/** "Employer admin"; nothing for a caller without a role. */
export const roleLabel = (role: string | undefined) => (role ? portalRoleLabel(role) : '');

export const MEMBER_STATUS_CHOICES = choicesOf(MEMBER_STATUS_LABELS);

/** For changing a member's status: what deactivating does to them. */
export const MEMBER_STATUS_CHANGES = choicesOf({ ...MEMBER_STATUS_LABELS, deactivated: 'Deactivated (signed out, cannot sign in)' });

export const INVITE_STATUS_LABELS: Record<S['InviteStatus'], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  revoked: 'Withdrawn',
  expired: 'Expired',
};

/** What a carrier's minimum employer contribution is a percentage of. */
export const CONTRIBUTION_BASIS_LABELS: Record<S['ContributionBasis'], string> = {
  employee_only: 'Employee-only premium',
  total: 'Total premium',
};

/** What a carrier's mid-month rule does, as the carrier form explains it. */
export const MID_MONTH_BILLING_RULES: Record<S['MidMonthBilling'], string> = {
  full_month: 'Coverage that starts or ends during a month is billed for the whole month; a change counts from the next month',
  prorated: 'Billed by the day (premium × days covered ÷ days in the month); coverage ends on the day the employee left',
};

/** Where a reported error happened: in the browser or on the server. */
export const ERROR_KIND_LABELS: Record<S['ErrorKind'], string> = { client: 'Client', server: 'Server' };

export const errorKindLabel = (kind: string) => codeLabel(ERROR_KIND_LABELS, kind);

export const BILLING_INTERVAL_LABELS: Record<S['BillingInterval'], string> = { month: 'Monthly', year: 'Yearly' };

/** What became of a Stripe webhook event (the API's `outcome`). */
export const BILLING_EVENT_OUTCOME_LABELS: Record<string, string> = { applied: 'Applied', ignored: 'Ignored' };

/** Stripe's invoice statuses (the API passes them on as Stripe names them). */
export const INVOICE_STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  open: 'Due',
  paid: 'Paid',
  uncollectible: 'Uncollectible',
  void: 'Void',
};

export const INVOICE_STATUS_COLORS: Record<string, 'success' | 'warning' | 'error' | 'default'> = {
  open: 'warning',
  paid: 'success',
  uncollectible: 'error',
};
