/** TanStack Query definitions of the groups and employees reads. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api';

export const groupsQuery = (query: Record<string, string | number | undefined>) =>
  queryOptions({
    queryKey: ['groups', 'list', query],
    queryFn: () => unwrap(api.GET('/groups', { params: { query: query as never } })),
    placeholderData: keepPreviousData,
  });

export const groupQuery = (id: string) =>
  queryOptions({ queryKey: ['groups', id], queryFn: () => unwrap(api.GET('/groups/{id}', { params: { path: { id } } })) });

export const overviewQuery = (id: string) =>
  queryOptions({ queryKey: ['groups', id, 'overview'], queryFn: () => unwrap(api.GET('/groups/{id}/overview', { params: { path: { id } } })) });

export const contactsQuery = (id: string) =>
  queryOptions({ queryKey: ['groups', id, 'contacts'], queryFn: () => unwrap(api.GET('/groups/{id}/contacts', { params: { path: { id } } })) });

export const teamQuery = (id: string) =>
  queryOptions({ queryKey: ['groups', id, 'team'], queryFn: () => unwrap(api.GET('/groups/{id}/team', { params: { path: { id } } })) });

export const employeesQuery = (query: Record<string, string | number | undefined>) =>
  queryOptions({
    queryKey: ['employees', 'list', query],
    queryFn: () => unwrap(api.GET('/employees', { params: { query: query as never } })),
    placeholderData: keepPreviousData,
  });

export const employeeQuery = (id: string) =>
  queryOptions({ queryKey: ['employees', id], queryFn: () => unwrap(api.GET('/employees/{id}', { params: { path: { id } } })) });

export const employeeHistoryQuery = (id: string) =>
  queryOptions({ queryKey: ['employees', id, 'history'], queryFn: () => unwrap(api.GET('/employees/{id}/history', { params: { path: { id } } })) });

/** Agency people (to pick brokers and the account team). */
export const agencyPeopleQuery = queryOptions({
  queryKey: ['members', 'agency-people'],
  queryFn: () => unwrap(api.GET('/members', { params: { query: { per_page: 200, status: 'active' } } })),
  staleTime: 60_000,
});

export const zipQuery = (zip: string) =>
  queryOptions({
    queryKey: ['zip', zip],
    queryFn: () => unwrap(api.GET('/zip/{zip}', { params: { path: { zip } } })),
    staleTime: Infinity,
    retry: false,
  });
