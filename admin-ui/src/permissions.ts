import type { Role } from './api';

/** What each role may do in the back office, per resource (mirrors the server's policies). */
export const ACCESS: Record<string, Partial<Record<Role, readonly string[]>>> = {
  agencies: { platform_operator: ['list', 'show', 'create'] },
  members: { owner: ['list', 'show'], admin: ['list', 'show'] },
  'client-errors': { platform_operator: ['list', 'show'], owner: ['list', 'show'], admin: ['list', 'show'] },
};

export const BACK_OFFICE_ROLES: readonly Role[] = ['platform_operator', 'owner', 'admin'];

export function canAccess(role: Role | undefined, resource: string, action: string): boolean {
  if (!role) return false;
  return ACCESS[resource]?.[role]?.includes(action) ?? false;
}

export function resourcesFor(role: Role | undefined): string[] {
  return Object.keys(ACCESS).filter((r) => canAccess(role, r, 'list'));
}
