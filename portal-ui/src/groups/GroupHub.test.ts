import { describe, expect, it } from 'vitest';
import { tabsFor } from './GroupHub';

const holding = (...pairs: [string, string][]) => ({ role: 'x', permissions: pairs.map(([resource, action]) => ({ resource, action })) });

describe('group tabs', () => {
  it('shows an employer admin their group, not the broker’s quotes, market analysis or settings', () => {
    const hr = holding(['groups', 'read'], ['employees', 'read'], ['census', 'read'], ['plan_designs', 'read'], ['enrollment', 'read'], ['implementation', 'read'], ['lifecycle', 'read']);
    expect(tabsFor(hr).map((t) => t.label)).toEqual(['Overview', 'Employees', 'Census', 'Plan design', 'Enrollment', 'Implementation', 'Lifecycle', 'Dossier', 'People']);
  });

  it('shows a broker every tab', () => {
    const broker = holding(['groups', 'read'], ['groups', 'write'], ['employees', 'read'], ['census', 'read'], ['quotes', 'read'], ['plan_designs', 'read'], ['enrollment', 'read'], ['implementation', 'read'], ['lifecycle', 'read']);
    expect(tabsFor(broker)).toHaveLength(13);
  });
});
