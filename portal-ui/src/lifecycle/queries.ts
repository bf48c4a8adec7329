/** The group's lifecycle: its timeline and the moves open from its stage. */
import type { ApiRequestBody } from '@canopy/api';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api';
import { groupKeys } from '../groups/queries';

export type MoveRequest = ApiRequestBody<'/groups/{id}/lifecycle/moves', 'post'>;

export const lifecycleKey = (groupId: string) => [...groupKeys.detail(groupId), 'lifecycle'] as const;

export const lifecycleQuery = (groupId: string) =>
  queryOptions({
    queryKey: lifecycleKey(groupId),
    queryFn: () => unwrap(api.GET('/groups/{id}/lifecycle', { params: { path: { id: groupId } } })),
  });

export function moveStage(groupId: string, body: MoveRequest) {
  return unwrap(api.POST('/groups/{id}/lifecycle/moves', { params: { path: { id: groupId } }, body }));
}
