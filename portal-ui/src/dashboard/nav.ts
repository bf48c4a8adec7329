import type { Role } from '../api';
import { canUseBackOffice } from '../roles';

export interface NavItem {
  label: string;
  to: string;
  /** A page of another app on this site (a full page load), not a portal route. */
  external?: boolean;
}

/** The dashboard's areas that exist now, for this role. */
export function navItems(role: Role): NavItem[] {
  const items: NavItem[] = [
    { label: 'Home', to: '/dashboard' },
    { label: 'Settings', to: '/dashboard/settings' },
  ];
  if (canUseBackOffice(role)) items.push({ label: 'Back office', to: '/admin', external: true });
  return items;
}
