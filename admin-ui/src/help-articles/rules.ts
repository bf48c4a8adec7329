import type { AgencyArticleInput } from '../api';

/** What the form sends: the fields the API takes, an empty address left for the server to make. */
export function toArticleInput(data: Record<string, unknown>): AgencyArticleInput {
  const slug = typeof data.slug === 'string' ? data.slug.trim() : '';
  return {
    slug: slug || undefined,
    category: data.category as AgencyArticleInput['category'],
    title: String(data.title ?? ''),
    summary: String(data.summary ?? ''),
    body_markdown: String(data.body_markdown ?? ''),
    published: Boolean(data.published),
    version: typeof data.version === 'number' ? data.version : undefined,
  };
}
