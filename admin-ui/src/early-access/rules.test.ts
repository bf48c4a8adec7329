import { describe, expect, it } from 'vitest';
import { exportHref } from './rules';

describe('exportHref', () => {
  it('asks for the format, and for what the search finds', () => {
    expect(exportHref('csv')).toBe('/api/early-access/signups/export?format=csv');
    expect(exportHref('xlsx', ' ortega & co ')).toBe('/api/early-access/signups/export?format=xlsx&q=ortega+%26+co');
    expect(exportHref('csv', '   ')).toBe('/api/early-access/signups/export?format=csv');
  });
});
