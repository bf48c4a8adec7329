import { describe, expect, it } from 'vitest';
import { hrToInvite } from './GroupSettings';

describe('employer-admin invitations', () => {
  it('offers the group’s HR contacts who have no access and no invitation yet', () => {
    const contacts = [
      { kind: 'hr', name: 'Pat Contact', email: 'pat@brightpath.example' },
      { kind: 'hr', name: 'Hannah Admin', email: 'Hannah@brightpath.example' },
      { kind: 'hr', name: 'No Email' },
      { kind: 'decision_maker', name: 'Cho CFO', email: 'cho@brightpath.example' },
    ];
    expect(hrToInvite(contacts, ['hannah@brightpath.example'])).toEqual([{ name: 'Pat Contact', email: 'pat@brightpath.example' }]);
  });
});
