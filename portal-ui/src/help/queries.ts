/** The help centre's articles and search, open to everyone. */
import type { ApiRequestBody, ApiResponse } from '@canopy/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api';

export type HelpArticleSummary = ApiResponse<'/help/articles', 'get'>[number];
export type HelpArticle = ApiResponse<'/help/articles/{slug}', 'get'>;
export type HelpSearchHit = ApiResponse<'/help/search', 'get'>[number];

export const helpArticlesQuery = queryOptions({
  queryKey: ['help', 'articles'] as const,
  queryFn: () => unwrap(api.GET('/help/articles')),
  staleTime: 10 * 60_000,
});

export const helpArticleQuery = (slug: string) =>
  queryOptions({
    queryKey: ['help', 'article', slug] as const,
    queryFn: () => unwrap(api.GET('/help/articles/{slug}', { params: { path: { slug } } })),
    staleTime: 10 * 60_000,
  });

export const helpSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['help', 'search', q] as const,
    queryFn: () => unwrap(api.GET('/help/search', { params: { query: { q } } })),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export type ContactMessage = ApiRequestBody<'/help/contact', 'post'>;

/** Sends a message to the support of this host's agency (or the platform's). */
export function sendContact(body: ContactMessage) {
  return unwrap(api.POST('/help/contact', { body }));
}

/** Answers "was this helpful?" for an article. */
export function sendFeedback(slug: string, helpful: boolean) {
  return unwrap(api.POST('/help/articles/{slug}/feedback', { params: { path: { slug } }, body: { helpful } }));
}
