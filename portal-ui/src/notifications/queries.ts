/** The caller's notifications: the latest few with the unread count (the bell), and marking them read. */
import type { ApiResponse } from '@canopy/api';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api';

export type NotificationPage = ApiResponse<'/notifications', 'get'>;
export type Notification = NotificationPage['data'][number];

/** How many the bell's menu lists. */
export const LATEST = 8;

export const notificationKeys = { all: ['notifications'] as const, latest: ['notifications', 'latest'] as const };

/** The latest notifications and the unread count, kept fresh while the portal is open. */
export const latestNotificationsQuery = queryOptions({
  queryKey: notificationKeys.latest,
  queryFn: () => unwrap(api.GET('/notifications', { params: { query: { per_page: LATEST } } })),
  staleTime: 30_000,
  refetchInterval: 60_000,
});

export function markNotificationRead(id: string): Promise<Notification> {
  return unwrap(api.POST('/notifications/{id}/read', { params: { path: { id } } }));
}

export function markAllNotificationsRead() {
  return unwrap(api.POST('/notifications/read-all'));
}

/** After marking: the bell's list and the home's "waiting for you" reload. */
export function refreshAfterReading(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
}
