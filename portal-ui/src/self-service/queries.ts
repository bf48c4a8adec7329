/** TanStack Query definitions of the employee's reads, and the calls that change them. */
import { API_BASE } from '@canopy/api';
import type { LifeEventKind } from '../ui/vocab';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api';
import type { HouseholdInput, LifeEvent, MyBenefits, SubmitElections } from './types';

export const myBenefitsQuery = queryOptions({
  queryKey: ['my', 'benefits'],
  queryFn: () => unwrap(api.GET('/my/benefits')),
  staleTime: 30_000,
});

export const myEnrollmentQuery = (id: string) =>
  queryOptions({
    queryKey: ['my', 'enrollments', id],
    queryFn: () => unwrap(api.GET('/my/enrollments/{id}', { params: { path: { id } } })),
  });

export const mySubmissionQuery = (id: string) =>
  queryOptions({
    queryKey: ['my', 'submissions', id],
    queryFn: () => unwrap(api.GET('/my/submissions/{id}', { params: { path: { id } } })),
    staleTime: 5 * 60_000,
  });

export function saveHousehold(body: HouseholdInput): Promise<MyBenefits> {
  return unwrap(api.PUT('/my/household', { body }));
}

export function startEnrollment(id: string): Promise<void> {
  return unwrap(api.POST('/my/enrollments/{id}/start', { params: { path: { id } } })) as Promise<void>;
}

export function submitElections(id: string, body: SubmitElections) {
  return unwrap(api.POST('/my/enrollments/{id}/elections', { params: { path: { id } }, body }));
}

export interface LifeEventReport {
  kind: LifeEventKind;
  event_date: string;
  note?: string;
  document?: File | null;
}

/** POST /my/life-events as multipart/form-data (the proof is optional). */
export function reportLifeEvent(r: LifeEventReport): Promise<LifeEvent> {
  const form = new FormData();
  form.append('kind', r.kind);
  form.append('event_date', r.event_date);
  if (r.note?.trim()) form.append('note', r.note.trim());
  if (r.document) form.append('document', r.document, r.document.name);
  return unwrap(
    api.POST('/my/life-events', {
      // The typed body is the form's fields; the browser sends the FormData with its boundary.
      body: { kind: r.kind, event_date: r.event_date },
      bodySerializer: () => form,
    }),
  );
}

/** Where one of my documents downloads (a plain link: the browser keeps the session cookie). */
export function myDocumentHref(id: string): string {
  return `${API_BASE}/my/documents/${id}/download`;
}

/** After a change: the home, the enrollment and its offer are read again. */
export function invalidateMine(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ['my'] });
}
