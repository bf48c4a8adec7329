import { describe, expect, it } from 'vitest';
import { emptyGroupForm, formToInput, groupFormProblems } from './groupForm';

describe('group form', () => {
  it('checks EIN, ZIP, SIC and plan dates', () => {
    const p = groupFormProblems({ ...emptyGroupForm, name: 'Acme', zip: '802', ein: '07-1234567', sic_code: '12', effective_date: '2027-01-01', renewal_date: '2026-12-01' }, '2026-11-22');
    expect(p).toMatchObject({ zip: expect.stringMatching(/5 digits/), ein: expect.stringMatching(/never assigned/), sic_code: expect.stringMatching(/4 digits/), renewal_date: expect.stringMatching(/after/) });
    expect(groupFormProblems({ ...emptyGroupForm, name: 'Acme', zip: '80202' }, '2026-11-22')).toEqual({});
  });
  it('sends only what was typed, premium in cents', () => {
    const input = formToInput({ ...emptyGroupForm, name: ' Acme ', zip: '80202-1234', current_premium: '12,500.00', state: 'co', size_estimate: '42' });
    expect(input).toMatchObject({ name: 'Acme', zip: '80202', current_premium_cents: 1_250_000, state: 'CO', size_estimate: 42 });
    expect(input.dba).toBeUndefined();
  });
});
