import type { Role } from './api';

const AGENCY_ADMINS = ['owner', 'admin'] as const;
const agencyAdmins = (actions: readonly string[]) => Object.fromEntries(AGENCY_ADMINS.map((r) => [r, actions]));

/** What each role may do in the back office, per resource (mirrors the server's policies). */
export const ACCESS: Record<string, Partial<Record<Role, readonly string[]>>> = {
  agencies: { platform_operator: ['list', 'show', 'create'] },
  // The carrier and plan catalogue: the server's `catalogue: write`, which only operators hold
  // (every role reads the catalogue in the portal, but only operators manage it here).
  carriers: { platform_operator: ['list', 'show', 'create', 'edit'] },
  plans: { platform_operator: ['list', 'show', 'create', 'edit'] },
  // The subscription plans agencies buy (the server's `billing_catalogue`): the catalogue is fixed,
  // the operator edits its terms.
  'billing-plans': { platform_operator: ['list', 'show', 'edit'] },
  // The agency's own plans (the server's `agency_plans`: owners and admins write; brokers read them
  // too, but in the portal, where they quote them: the back office is not theirs).
  'agency-plans': agencyAdmins(['list', 'show', 'create', 'edit']),
  members: agencyAdmins(['list', 'show', 'edit']),
  invites: agencyAdmins(['list', 'show', 'create', 'delete']),
  roles: agencyAdmins(['list', 'show', 'create', 'edit', 'delete']),
  'audit-log': agencyAdmins(['list', 'show']),
  outbox: { platform_operator: ['list', 'show'], owner: ['list', 'show'], admin: ['list', 'show'] },
  'client-errors': { platform_operator: ['list', 'show'], owner: ['list', 'show'], admin: ['list', 'show'] },
  // Messages from the help centre's contact form (the server's `support_requests: read`): the
  // agency's own, or the platform's for its operators. Read in the list; there is no show view.
  'support-requests': { platform_operator: ['list'], owner: ['list'], admin: ['list'] },
  // The help articles the agency writes for its clients (the server's `help_articles`).
  'agency-articles': agencyAdmins(['list', 'create', 'edit', 'delete']),
  // The public early-access waitlist (the server's `early_access: read`), exported by operators.
  'early-access': { platform_operator: ['list'] },
  // What agencies said about the previews (the server's `preview_feedback: read`).
  'preview-feedback': { platform_operator: ['list'], owner: ['list'], admin: ['list'] },
  // Pages of their own (custom routes), not resources.
  sso: agencyAdmins(['list']),
  brand: agencyAdmins(['list']),
  domains: agencyAdmins(['list']),
  // The agency's own subscription and invoices (the server's `billing: pay`).
  subscription: agencyAdmins(['list']),
  'rates-import': { platform_operator: ['list'] },
  'agency-rates-import': agencyAdmins(['list']),
  // The agency's export and closure (the server's `agency_data`): its owner only.
  'agency-data': { owner: ['list'] },
};

export const CUSTOM_PAGES = ['brand', 'domains', 'sso', 'subscription', 'rates-import', 'agency-rates-import', 'agency-data'] as const;

export const BACK_OFFICE_ROLES: readonly Role[] = ['platform_operator', 'owner', 'admin'];

export function canAccess(role: Role | undefined, resource: string, action: string): boolean {
  if (!role) return false;
  return ACCESS[resource]?.[role]?.includes(action) ?? false;
}

/** The resources (not the custom pages) this role may list. */
export function resourcesFor(role: Role | undefined): string[] {
  return Object.keys(ACCESS).filter((r) => !(CUSTOM_PAGES as readonly string[]).includes(r) && canAccess(role, r, 'list'));
}

export function pagesFor(role: Role | undefined): string[] {
  return CUSTOM_PAGES.filter((p) => canAccess(role, p, 'list'));
}
