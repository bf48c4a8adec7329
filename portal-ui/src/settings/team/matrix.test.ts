import { describe, expect, it } from 'vitest';
import { actionLabel, permissionMatrix, roleNameFromLabel, togglePermission, toggleResource } from './matrix';

const catalogue = [
  { resource: 'members', action: 'write' },
  { resource: 'members', action: 'read' },
  { resource: 'agency', action: 'update' },
  { resource: 'agency', action: 'read' },
  { resource: 'audit', action: 'read' },
];

describe('permission matrix', () => {
  it('lays the catalogue out as resources × actions', () => {
    const m = permissionMatrix(catalogue);
    expect(m.resources).toEqual(['agency', 'audit', 'members']);
    expect(m.actions).toEqual(['read', 'write', 'update']);
    expect(m.has('audit', 'read')).toBe(true);
    expect(m.has('audit', 'write')).toBe(false);
  });

  it('toggles cells and rows', () => {
    let list = togglePermission([], { resource: 'members', action: 'read' });
    expect(list).toEqual([{ resource: 'members', action: 'read' }]);
    list = togglePermission(list, { resource: 'members', action: 'read' });
    expect(list).toEqual([]);
    list = toggleResource([{ resource: 'members', action: 'read' }], catalogue, 'members');
    expect(list.map((p) => p.action)).toEqual(['read', 'write']);
    list = toggleResource(list, catalogue, 'members');
    expect(list).toEqual([]);
  });

  it('derives a role identifier from its label', () => {
    expect(roleNameFromLabel('Office manager')).toBe('office_manager');
    expect(roleNameFromLabel('  Analyst (read only) ')).toBe('analyst_read_only');
    expect(roleNameFromLabel('2nd broker')).toBe('r_2nd_broker');
    expect(actionLabel('reveal_ssn')).toBe('Reveal SSN');
    expect(actionLabel('read')).toBe('Read');
  });
});
