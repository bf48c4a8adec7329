import type { Role } from './api';

export const ROLE_LABELS: Record<Role, string> = {
  platform_operator: 'Platform operator',
  owner: 'Owner',
  admin: 'Admin',
  broker: 'Broker',
  employer_admin: 'Employer admin',
  employee: 'Employee',
};

export function roleLabel(role: string): string {
  return (ROLE_LABELS as Record<string, string>)[role] ?? role.replace(/_/g, ' ');
}

/** Roles that may open the back office (/admin). */
export const BACK_OFFICE_ROLES: readonly Role[] = ['platform_operator', 'owner', 'admin'];

export function canUseBackOffice(role: Role): boolean {
  return BACK_OFFICE_ROLES.includes(role);
}
