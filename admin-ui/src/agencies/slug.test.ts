import { describe, expect, it } from 'vitest';
import { agencyUrl } from './AgencyShow';
import { slugify, validateSlug } from './slug';

describe('agency subdomain', () => {
  it('suggests a DNS label from the name', () => {
    expect(slugify('Summit Benefits Group')).toBe('summit-benefits-group');
    expect(slugify('  Ärzte & Partner, Inc. ')).toBe('arzte-and-partner-inc');
  });

  it('validates DNS-label rules', () => {
    expect(validateSlug('summit')).toBeUndefined();
    expect(validateSlug('ab')).toBe('At least 3 characters');
    expect(validateSlug('-summit')).toMatch(/hyphen/);
    expect(validateSlug('Summit')).toMatch(/Lowercase/);
    expect(validateSlug('')).toBe('Required');
  });

  it('links to the agency portal on the platform host', () => {
    expect(agencyUrl('summit', { protocol: 'http:', host: 'localhost:8080' })).toBe('http://summit.localhost:8080/');
  });
});
