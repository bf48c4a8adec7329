/** A group's renewal: its dated tasks, starting it by hand, and ticking its tasks. */
import type { ApiResponse } from '@canopy/api';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api';
import { groupKeys } from '../groups/queries';

export type GroupRenewal = ApiResponse<'/groups/{id}/renewal', 'get'>;
export type RenewalTask = NonNullable<GroupRenewal['renewal']>['tasks'][number];

export const renewalKey = (groupId: string) => [...groupKeys.detail(groupId), 'renewal'] as const;

export const renewalQuery = (groupId: string) =>
  queryOptions({
    queryKey: renewalKey(groupId),
    queryFn: () => unwrap(api.GET('/groups/{id}/renewal', { params: { path: { id: groupId } } })),
  });

export function startRenewal(groupId: string) {
  return unwrap(api.POST('/groups/{id}/renewal', { params: { path: { id: groupId } } }));
}

export function tickTask(task: RenewalTask, done: boolean) {
  return unwrap(api.PUT('/renewal-tasks/{id}', { params: { path: { id: task.id } }, body: { version: task.version, done } }));
}
