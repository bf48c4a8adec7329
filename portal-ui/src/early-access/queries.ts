/** Early access: the public waitlist, and the agency's preview features with their feedback. */
import type { ApiRequestBody, ApiResponse } from '@canopy/api';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, meQuery, unwrap } from '../api';
import type { PreviewFeature } from '../ui/vocab';

export type Preview = ApiResponse<'/previews', 'get'>[number];
export type EarlyAccessRequest = ApiRequestBody<'/early-access', 'post'>;

export const previewsQuery = queryOptions({
  queryKey: ['previews'] as const,
  queryFn: () => unwrap(api.GET('/previews')),
});

/** Switches a preview on or off, then refreshes what the session says is on. */
export async function switchPreview(queryClient: QueryClient, feature: PreviewFeature, enabled: boolean) {
  const preview = await unwrap(api.PUT('/previews/{feature}', { params: { path: { feature } }, body: { enabled } }));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: previewsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
  ]);
  return preview;
}

export function sendPreviewFeedback(feature: PreviewFeature, message: string) {
  return unwrap(api.POST('/previews/{feature}/feedback', { params: { path: { feature } }, body: { message } }));
}

export function joinEarlyAccess(body: EarlyAccessRequest) {
  return unwrap(api.POST('/early-access', { body }));
}
