/** The group reads and the calls that change a group, its contacts and its account team. */
import { API_BASE, type ApiRequestBody } from '@canopy/api';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, dashboardQuery, unwrap } from '../api';
import type { ContactInput, GroupInput, GroupSettingsInput, StatusChange } from '../book/types';

/** Every group query key starts here; a group's own reads (census, quotes, documents…) sit under `detail(id)`. */
export const groupKeys = {
  all: ['groups'] as const,
  lists: () => [...groupKeys.all, 'list'] as const,
  list: (query: Record<string, string | number | undefined>) => [...groupKeys.lists(), query] as const,
  detail: (id: string) => [...groupKeys.all, id] as const,
  overview: (id: string) => [...groupKeys.detail(id), 'overview'] as const,
  contacts: (id: string) => [...groupKeys.detail(id), 'contacts'] as const,
  team: (id: string) => [...groupKeys.detail(id), 'team'] as const,
};

export type TeamInput = ApiRequestBody<'/groups/{id}/team', 'put'>['members'];

export const groupsQuery = (query: Record<string, string | number | undefined>) =>
  queryOptions({
    queryKey: groupKeys.list(query),
    queryFn: () => unwrap(api.GET('/groups', { params: { query: query as never } })),
    placeholderData: keepPreviousData,
  });

export const groupQuery = (id: string) =>
  queryOptions({ queryKey: groupKeys.detail(id), queryFn: () => unwrap(api.GET('/groups/{id}', { params: { path: { id } } })) });

export const overviewQuery = (id: string) =>
  queryOptions({ queryKey: groupKeys.overview(id), queryFn: () => unwrap(api.GET('/groups/{id}/overview', { params: { path: { id } } })) });

export const contactsQuery = (id: string) =>
  queryOptions({ queryKey: groupKeys.contacts(id), queryFn: () => unwrap(api.GET('/groups/{id}/contacts', { params: { path: { id } } })) });

export const teamQuery = (id: string) =>
  queryOptions({ queryKey: groupKeys.team(id), queryFn: () => unwrap(api.GET('/groups/{id}/team', { params: { path: { id } } })) });

/** Where the filtered list downloads (a plain link: the browser keeps the session cookie); `search` is `?format=…&…`. */
export function groupsExportHref(search: string): string {
  return `${API_BASE}/groups/export${search}`;
}

export function createGroup(body: GroupInput) {
  return unwrap(api.POST('/groups', { body }));
}

export function updateGroup(id: string, body: ApiRequestBody<'/groups/{id}', 'put'>) {
  return unwrap(api.PUT('/groups/{id}', { params: { path: { id } }, body }));
}

export function saveGroupSettings(id: string, body: GroupSettingsInput) {
  return unwrap(api.PUT('/groups/{id}/settings', { params: { path: { id } }, body }));
}

export function changeGroupStatus(id: string, body: StatusChange) {
  return unwrap(api.POST('/groups/{id}/status', { params: { path: { id } }, body }));
}

/** Adds a contact to the group, or changes the one with `contactId`. */
export function saveContact(groupId: string, contactId: string | null, body: ContactInput) {
  return contactId
    ? unwrap(api.PUT('/groups/{id}/contacts/{contact_id}', { params: { path: { id: groupId, contact_id: contactId } }, body }))
    : unwrap(api.POST('/groups/{id}/contacts', { params: { path: { id: groupId } }, body }));
}

export function deleteContact(groupId: string, contactId: string) {
  return unwrap(api.DELETE('/groups/{id}/contacts/{contact_id}', { params: { path: { id: groupId, contact_id: contactId } } }));
}

export function saveTeam(groupId: string, members: TeamInput) {
  return unwrap(api.PUT('/groups/{id}/team', { params: { path: { id: groupId } }, body: { members } }));
}

/** After a group is added, or changes what the lists and the dashboard show (name, stage, status). */
export function invalidateGroupLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: groupKeys.all });
  void queryClient.invalidateQueries({ queryKey: dashboardQuery.queryKey });
}

/** After a change inside one group: everything read about it. */
export function invalidateGroup(queryClient: QueryClient, groupId: string) {
  return queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId) });
}
