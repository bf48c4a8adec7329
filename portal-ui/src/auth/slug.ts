/**
 * The subdomain of a new agency, as the sign-up form previews it. The same DNS-label rules as the
 * server (which has the last word, and also knows reserved and taken names).
 */
export const SLUG_MIN = 3;
export const SLUG_MAX = 63;

/** A subdomain suggested from the agency's name: "Summit Benefits Group, LLC" → "summit-benefits-group-llc". */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
}

/** What the person typed, as a subdomain is written: lower case, spaces and underscores as hyphens. */
export function normaliseSlugInput(input: string): string {
  return input.toLowerCase().replace(/[\s_]+/g, '-').replace(/[^a-z0-9-]/g, '');
}

/** Why `slug` is not a valid subdomain (the server's wording), or null. */
export function slugProblem(slug: string): string | null {
  if (slug.length < SLUG_MIN) return 'the subdomain needs at least 3 characters';
  if (slug.length > SLUG_MAX) return 'the subdomain can have at most 63 characters';
  if (!/^[a-z0-9-]+$/.test(slug)) return 'the subdomain can only use lowercase letters, digits and hyphens';
  if (slug.startsWith('-') || slug.endsWith('-')) return 'the subdomain cannot start or end with a hyphen';
  if (slug.slice(2, 4) === '--') return 'the subdomain cannot have hyphens in 3rd and 4th place';
  return null;
}

/**
 * The agency's future address as seen from the page it is created on: `{slug}.{host}` where host
 * is the platform's (e.g. "localhost:8080" → "summit.localhost:8080"; "www.canopy.app" → "summit.canopy.app").
 */
export function agencyAddress(slug: string, platformHost: string): string {
  const host = platformHost.replace(/^www\./, '');
  return `${slug || 'your-agency'}.${host}`;
}

export function capitalise(sentence: string): string {
  return sentence ? sentence[0].toUpperCase() + sentence.slice(1) : sentence;
}
