import { describe, expect, it } from 'vitest';
import { settingsAccess } from './access';

const agency = { id: 'a', slug: 'summit', name: 'Summit', status: 'active' as const };

describe('settings access', () => {
  it('shows owners and admins everything', () => {
    for (const role of ['owner', 'admin']) {
      const a = settingsAccess({ role, permissions: [], agency });
      expect(a.tabs).toEqual(['profile', 'team', 'sso', 'security']);
      expect(a.brand && a.manageTeam && a.manageRoles).toBe(true);
    }
  });

  it('shows others only what their permissions allow', () => {
    const broker = settingsAccess({ role: 'broker', permissions: [{ resource: 'members', action: 'read' }, { resource: 'agency', action: 'read' }], agency });
    expect(broker.tabs).toEqual(['profile', 'team', 'security']);
    expect(broker.manageTeam || broker.editProfile || broker.brand).toBe(false);
    const employee = settingsAccess({ role: 'employee', permissions: [{ resource: 'dashboard', action: 'read' }], agency });
    expect(employee.tabs).toEqual(['security']);
    const custom = settingsAccess({ role: 'office_manager', permissions: [{ resource: 'members', action: 'write' }, { resource: 'members', action: 'read' }], agency });
    expect(custom.manageTeam).toBe(true);
    expect(custom.tabs).toContain('team');
  });

  it('has no agency sections without an agency', () => {
    expect(settingsAccess({ role: 'platform_operator', permissions: [], agency: undefined }).tabs).toEqual(['security']);
  });
});
