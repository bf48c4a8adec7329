import { describe, expect, it } from 'vitest';
import { activitySentence, agencyHost, awaitingDue, firstName, greeting, timeAgo } from './format';
import { navItems } from './nav';

describe('dashboard navigation', () => {
  it('shows the back office only to owners, admins and the platform operator', () => {
    expect(navItems('owner').map((i) => i.label)).toEqual(['Home', 'Groups', 'Employees', 'Implementation', 'Reconciliation', 'Billing', 'Settings', 'Back office']);
    expect(navItems('broker').map((i) => i.label)).toEqual(['Home', 'Groups', 'Employees', 'Implementation', 'Reconciliation', 'Billing', 'Settings']);
    expect(navItems('platform_operator').find((i) => i.label === 'Back office')).toMatchObject({ to: '/admin', external: true });
    for (const role of ['employer_admin', 'employee'] as const) {
      expect(navItems(role).map((i) => i.label)).toEqual(['Home', 'Settings']);
    }
  });

  it('adds the previews the agency switched on, marked, for the roles that work in them', () => {
    const all = ['benefits_catalog', 'reports', 'resource_library'] as const;
    const broker = navItems('broker', all);
    expect(broker.filter((i) => i.preview).map((i) => [i.label, i.to])).toEqual([
      ['Benefits', '/2-future-features/benefits'],
      ['Reports', '/2-future-features/reports'],
      ['Resources', '/2-future-features/resources'],
    ]);
    expect(navItems('owner', ['reports']).filter((i) => i.preview).map((i) => i.label)).toEqual(['Reports']);
    expect(navItems('employer_admin', all).map((i) => i.label)).toEqual(['Home', 'Resources', 'Settings']);
    expect(navItems('employee', all).map((i) => i.label)).toEqual(['Home', 'Settings']);
  });
});

describe('dashboard formatting', () => {
  it('greets by time of day and first name', () => {
    expect(greeting(new Date(2026, 10, 22, 9))).toBe('Good morning');
    expect(greeting(new Date(2026, 10, 22, 14))).toBe('Good afternoon');
    expect(greeting(new Date(2026, 10, 22, 21))).toBe('Good evening');
    expect(firstName('Dana Whitfield')).toBe('Dana');
  });

  it('writes relative times', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(timeAgo('2026-11-22T11:59:50Z', now)).toBe('just now');
    expect(timeAgo('2026-11-22T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-21T12:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('not a date', now)).toBe('');
  });

  it('writes activities and agency addresses', () => {
    expect(activitySentence({ actor_name: 'Dana Whitfield', summary: 'signed in' })).toEqual({ actorInSentence: true, rest: 'signed in' });
    expect(activitySentence({ actor_name: 'Canopy', summary: 'Agency created with 6 people' }).actorInSentence).toBe(false);
    expect(agencyHost('summit', 'localhost:8080', false)).toBe('summit.localhost:8080');
    expect(agencyHost('summit', 'summit.localhost:8080', true)).toBe('summit.localhost:8080');
  });
});

describe('what waits on the home', () => {
  it('says when an item is due: days left in an enrollment, else the coverage start', () => {
    const today = '2026-11-28';
    expect(awaitingDue({ kind: 'enrollment_stalled', due_on: '2026-12-07' }, today)).toBe('10 days left');
    expect(awaitingDue({ kind: 'enrollment_not_started', due_on: '2026-11-28' }, today)).toBe('last day today');
    expect(awaitingDue({ kind: 'enrollment_to_open', due_on: '2027-03-01' }, today)).toBe('coverage starts Mar 1, 2027');
    expect(awaitingDue({ kind: 'design_awaiting_approval' }, today)).toBeNull();
  });
});
