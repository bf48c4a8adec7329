import type { Role } from '../api';
import type { PreviewFeature } from '../ui/vocab/codes';
import { PREVIEW_NAV_LABELS, PREVIEW_PATHS } from '../ui/vocab/previews';
import { canUseBackOffice } from '../roles';

export interface NavItem {
  label: string;
  to: string;
  /** A page of another app on this site (a full page load), not a portal route. */
  external?: boolean;
  /** A preview feature the agency switched on. */
  preview?: boolean;
}

/** Roles that work on the agency's groups and employees. */
export const AGENCY_STAFF: readonly Role[] = ['owner', 'admin', 'broker'];

/** The previews each role works in, once the agency has switched them on. */
const PREVIEWS_OF: Partial<Record<Role, readonly PreviewFeature[]>> = {
  owner: ['benefits_catalog', 'reports', 'resource_library'],
  admin: ['benefits_catalog', 'reports', 'resource_library'],
  broker: ['benefits_catalog', 'reports', 'resource_library'],
  employer_admin: ['resource_library'],
};

/** The dashboard's areas that exist now, for this role and the previews the agency has on. */
export function navItems(role: Role, previews: readonly PreviewFeature[] = []): NavItem[] {
  const items: NavItem[] = [{ label: 'Home', to: '/dashboard' }];
  // The agency's book of business: groups and their employees.
  if (AGENCY_STAFF.includes(role)) {
    items.push(
      { label: 'Groups', to: '/dashboard/groups' },
      { label: 'Employees', to: '/dashboard/employees' },
      { label: 'Implementation', to: '/dashboard/implementation-gallery' },
      { label: 'Reconciliation', to: '/dashboard/implementation-comparison' },
      { label: 'Billing', to: '/dashboard/billing' },
    );
  }
  for (const feature of PREVIEWS_OF[role] ?? []) {
    if (previews.includes(feature)) items.push({ label: PREVIEW_NAV_LABELS[feature], to: PREVIEW_PATHS[feature], preview: true });
  }
  items.push({ label: 'Settings', to: '/dashboard/settings' });
  if (canUseBackOffice(role)) items.push({ label: 'Back office', to: '/admin', external: true });
  return items;
}
