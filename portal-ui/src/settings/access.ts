import { can, type Me } from '../api';

export type SettingsTab = 'profile' | 'team' | 'sso' | 'security';

const ADMINS = ['owner', 'admin'];

/** What the signed-in person may see and do in the settings (from `me.permissions`; owner/admin see everything). */
export function settingsAccess(me: Pick<Me, 'role' | 'permissions' | 'agency'>) {
  const admin = ADMINS.includes(me.role);
  const inAgency = !!me.agency;
  const access = {
    profile: inAgency && (admin || can(me, 'agency', 'read')),
    editProfile: inAgency && (admin || can(me, 'agency', 'update')),
    team: inAgency && (admin || can(me, 'members', 'read')),
    manageTeam: inAgency && (admin || can(me, 'members', 'write')),
    manageRoles: inAgency && (admin || can(me, 'roles', 'write')),
    sso: inAgency && (admin || can(me, 'agency', 'update')),
    brand: inAgency && (admin || can(me, 'agency', 'update')),
    security: true,
  };
  const tabs: SettingsTab[] = (['profile', 'team', 'sso', 'security'] as const).filter((t) => access[t]);
  return { ...access, tabs };
}
