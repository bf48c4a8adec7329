import type { Role } from '../api';
import { canUseBackOffice } from '../roles';

export interface NavItem {
  label: string;
  to: string;
  /** A page of another app on this site (a full page load), not a portal route. */
  external?: boolean;
}

/** Roles that work on the agency's groups and employees. */
export const AGENCY_STAFF: readonly Role[] = ['owner', 'admin', 'broker'];

/** The dashboard's areas that exist now, for this role. */
export function navItems(role: Role): NavItem[] {
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
  items.push({ label: 'Settings', to: '/dashboard/settings' });
  if (canUseBackOffice(role)) items.push({ label: 'Back office', to: '/admin', external: true });
  return items;
}
