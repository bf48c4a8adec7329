/** A DNS label for the agency's subdomain: lowercase letters, digits, inner hyphens, 3–63 chars. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/;

export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/g, '');
}

export function validateSlug(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return 'Required';
  if (value.length < 3) return 'At least 3 characters';
  if (value.length > 63) return 'At most 63 characters';
  if (!SLUG_PATTERN.test(value)) return 'Lowercase letters, digits and hyphens; no hyphen at the start or end';
  return undefined;
}
