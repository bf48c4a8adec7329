/** TanStack Query definitions of the open-enrollment reads, and the export links. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api';
import type { NewEnrollment } from './types';

export const windowsQuery = (groupId: string) =>
  queryOptions({
    queryKey: ['groups', groupId, 'enrollments'],
    queryFn: () => unwrap(api.GET('/groups/{id}/enrollments', { params: { path: { id: groupId } } })),
  });

export const enrollmentQuery = (id: string) =>
  queryOptions({ queryKey: ['enrollments', id], queryFn: () => unwrap(api.GET('/enrollments/{id}', { params: { path: { id } } })) });

export interface ParticipantFilters {
  status: string;
  q: string;
  sort: string;
  order: string;
  page: number;
  per_page: number;
}

export const participantsQuery = (id: string, f: ParticipantFilters) =>
  queryOptions({
    queryKey: ['enrollments', id, 'participants', f],
    queryFn: () =>
      unwrap(
        api.GET('/enrollments/{id}/participants', {
          params: {
            path: { id },
            query: {
              status: f.status || undefined,
              q: f.q.trim() || undefined,
              sort: f.sort || undefined,
              order: f.order || undefined,
              page: f.page + 1,
              per_page: f.per_page,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** Everyone in a window (pages of 200), for the code letters. */
export const allParticipantsQuery = (id: string) =>
  queryOptions({
    queryKey: ['enrollments', id, 'participants', 'all'],
    queryFn: async () => {
      const out = [];
      for (let page = 1; ; page++) {
        const got = await unwrap(api.GET('/enrollments/{id}/participants', { params: { path: { id }, query: { page, per_page: 200, sort: 'name' } } }));
        out.push(...got.data);
        if (got.data.length < 200 || out.length >= got.total) return out;
      }
    },
  });

export const participantQuery = (id: string, employeeId: string) =>
  queryOptions({
    queryKey: ['enrollments', id, 'participant', employeeId],
    queryFn: () => unwrap(api.GET('/enrollments/{id}/participants/{employee_id}', { params: { path: { id, employee_id: employeeId } } })),
    staleTime: 0,
  });

/** Who a window with these rules would include. Kept briefly so that toggling back does not ask again. */
export const previewQuery = (groupId: string, body: NewEnrollment) =>
  queryOptions({
    queryKey: ['groups', groupId, 'enrollments', 'preview', body],
    queryFn: () => unwrap(api.POST('/groups/{id}/enrollments/preview', { params: { path: { id: groupId } }, body })),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });

export const lifeEventsQuery = (groupId: string) =>
  queryOptions({
    queryKey: ['groups', groupId, 'life-events'],
    queryFn: () => unwrap(api.GET('/groups/{id}/life-events', { params: { path: { id: groupId } } })),
  });

export const enrollmentCodeQuery = (groupId: string) =>
  queryOptions({
    queryKey: ['groups', groupId, 'enrollment-code'],
    queryFn: () => unwrap(api.GET('/groups/{id}/enrollment-code', { params: { path: { id: groupId } } })),
    retry: false,
  });

export function exportHref(windowId: string, format: 'csv' | 'xlsx'): string {
  return `/api/enrollments/${windowId}/export?format=${format}`;
}

export function documentHref(documentId: string): string {
  return `/api/documents/${documentId}/download`;
}
