/** The open-enrollment calls: the reads as TanStack Query definitions, the writes, and the export links. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiRequestBody, components } from '@canopy/api';
import { api, unwrap } from '../api';
import type { LifeEventDecision, NewEnrollment, SubmitElections } from './types';

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

export function openEnrollment(groupId: string, body: NewEnrollment) {
  return unwrap(api.POST('/groups/{id}/enrollments', { params: { path: { id: groupId } }, body }));
}

export function updateWindow(id: string, body: ApiRequestBody<'/enrollments/{id}', 'put'>) {
  return unwrap(api.PUT('/enrollments/{id}', { params: { path: { id } }, body }));
}

export function closeWindow(id: string, version: number) {
  return unwrap(api.POST('/enrollments/{id}/close', { params: { path: { id } }, body: { version } }));
}

/** Reminds the participants who have not finished (all of them, or the ones given). */
export function sendReminders(windowId: string, employeeIds?: string[]) {
  return unwrap(api.POST('/enrollments/{id}/reminders', { params: { path: { id: windowId } }, body: employeeIds ? { employee_ids: employeeIds } : {} }));
}

/** Elections made on an employee's behalf. */
export function submitElections(windowId: string, employeeId: string, body: SubmitElections) {
  return unwrap(api.POST('/enrollments/{id}/participants/{employee_id}/elections', { params: { path: { id: windowId, employee_id: employeeId } }, body }));
}

export function decideLifeEvent(id: string, body: LifeEventDecision) {
  return unwrap(api.POST('/life-events/{id}/decision', { params: { path: { id } }, body }));
}

/** A new enrollment code for the group's letters (the old one stops working). */
export function newEnrollmentCode(groupId: string) {
  return unwrap(api.POST('/groups/{id}/enrollment-code', { params: { path: { id: groupId } } }));
}

export function exportHref(windowId: string, format: components['schemas']['ExportFormat']): string {
  return `/api/enrollments/${windowId}/export?format=${format}`;
}

export function documentHref(documentId: string): string {
  return `/api/documents/${documentId}/download`;
}
