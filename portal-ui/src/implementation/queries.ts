/** A group's carrier implementation: its checklists, the agency team who own their items, and the calls that work them. */
import type { ApiRequestBody, ApiResponse } from '@canopy/api';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api';
import { groupKeys } from '../groups/queries';

export type Implementation = ApiResponse<'/groups/{id}/implementation', 'get'>;
export type CarrierImplementation = Implementation['carriers'][number];
export type ChecklistItem = CarrierImplementation['items'][number];
export type ItemUpdate = ApiRequestBody<'/implementation-items/{id}', 'put'>;

export const implementationKey = (groupId: string) => [...groupKeys.detail(groupId), 'implementation'] as const;

/** Every read of the book-wide board starts with this key. */
export const boardKey = ['implementation-board'] as const;

export const implementationQuery = (groupId: string) =>
  queryOptions({
    queryKey: implementationKey(groupId),
    queryFn: () => unwrap(api.GET('/groups/{id}/implementation', { params: { path: { id: groupId } } })),
  });

/** The roles of the agency's team, who may own a checklist item. */
const TEAM_ROLES = ['owner', 'admin', 'broker'] as const;

/**
 * The agency's active team, by name. Asked per role: the agency's members also count its
 * employer admins and employees, who would crowd the team out of one page.
 */
export const agencyTeamQuery = queryOptions({
  queryKey: ['members', 'agency-team'],
  queryFn: async () => {
    const pages = await Promise.all(
      TEAM_ROLES.map((role) => unwrap(api.GET('/members', { params: { query: { role, status: 'active', per_page: 200 } } }))),
    );
    return pages
      .flatMap((p) => p.data)
      .filter((m) => !m.group_id && !m.employee_id)
      .map((m) => ({ user_id: m.user_id, name: m.name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  },
  staleTime: 60_000,
});

export function startChecklists(groupId: string) {
  return unwrap(api.POST('/groups/{id}/implementation', { params: { path: { id: groupId } } }));
}

export function saveItem(id: string, body: ItemUpdate) {
  return unwrap(api.PUT('/implementation-items/{id}', { params: { path: { id } }, body }));
}

export function recordGroupNumber(id: string, body: ApiRequestBody<'/implementations/{id}/group-number', 'put'>) {
  return unwrap(api.PUT('/implementations/{id}/group-number', { params: { path: { id } }, body }));
}

export function markImplemented(id: string, version: number) {
  return unwrap(api.POST('/implementations/{id}/implemented', { params: { path: { id } }, body: { version } }));
}

/** The whole state of an item as it stands, to save with one field changed. */
export function itemState(item: ChecklistItem): ItemUpdate {
  return {
    version: item.version,
    done: !!item.done_at,
    owner_id: item.owner_id,
    due_on: item.due_on,
    note: item.note,
    document_id: item.document_id,
  };
}

/** After a change to a group's implementation: its page and the book-wide board. */
export function invalidateImplementation(queryClient: QueryClient, groupId: string) {
  void queryClient.invalidateQueries({ queryKey: implementationKey(groupId) });
  void queryClient.invalidateQueries({ queryKey: boardKey });
}

/** Puts a saved item in place in the cached implementation, so its next save carries its new version. */
export function replaceItem(queryClient: QueryClient, groupId: string, saved: ChecklistItem) {
  queryClient.setQueryData<Implementation>(implementationKey(groupId), (old) =>
    old
      ? { ...old, carriers: old.carriers.map((c) => ({ ...c, items: c.items.map((i) => (i.id === saved.id ? saved : i)) })) }
      : old,
  );
}

export type CarrierFile = ApiResponse<'/groups/{id}/carrier-files', 'get'>['files'][number];
export type RenewedFrom = ApiResponse<'/groups/{id}/carrier-files', 'get'>['renewed_from'][number];
export type FileRequest = ApiRequestBody<'/implementations/{id}/files', 'post'>;

export const carrierFilesKey = (groupId: string) => [...groupKeys.detail(groupId), 'carrier-files'] as const;

/** The files generated for a group's carriers, newest first, and whether the caller may download them. */
export const carrierFilesQuery = (groupId: string) =>
  queryOptions({
    queryKey: carrierFilesKey(groupId),
    queryFn: () => unwrap(api.GET('/groups/{id}/carrier-files', { params: { path: { id: groupId } } })),
  });

/** Writes a carrier file; `reused` when nothing changed since the last one of its kind, which comes back. */
export function generateFile(implementationId: string, body: FileRequest) {
  return unwrap(api.POST('/implementations/{id}/files', { params: { path: { id: implementationId } }, body }));
}
