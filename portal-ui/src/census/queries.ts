/** The census and jobs calls, through the shared typed client (uploads with progress through `uploadFile`). */
import { API_BASE, uploadFile, type components } from '@canopy/api';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api';
import { groupKeys } from '../groups/queries';
import type { CensusImport, FileAnalysis, Job, MappingUpdate } from './types';

export const censusKeys = {
  import: (id: string) => ['census-import', id] as const,
  rows: (id: string) => [...censusKeys.import(id), 'rows'] as const,
  /** A group's census versions (and their differences). */
  versions: (groupId: string) => [...groupKeys.detail(groupId), 'census'] as const,
  jobs: ['jobs'] as const,
  storage: ['storage'] as const,
};

export function uploadCensus(groupId: string, file: File, onProgress?: (f: number) => void, signal?: AbortSignal): Promise<CensusImport> {
  return uploadFile<CensusImport>(`/groups/${groupId}/census`, file, { onProgress, signal });
}

export const importQuery = (id: string) =>
  queryOptions({ queryKey: censusKeys.import(id), queryFn: () => unwrap(api.GET('/census-imports/{id}', { params: { path: { id } } })) });

export function saveMapping(id: string, body: MappingUpdate): Promise<CensusImport> {
  return unwrap(api.PUT('/census-imports/{id}/mapping', { params: { path: { id } }, body }));
}

export const rowsQuery = (id: string, page: number, perPage: number, onlyIssues: boolean) =>
  queryOptions({
    queryKey: [...censusKeys.rows(id), page, perPage, onlyIssues],
    queryFn: () => unwrap(api.GET('/census-imports/{id}/rows', { params: { path: { id }, query: { page, per_page: perPage, only_issues: onlyIssues } } })),
  });

export function fixCells(id: string, fixes: { row: number; column: number; value: string }[]): Promise<CensusImport> {
  return unwrap(api.PATCH('/census-imports/{id}/cells', { params: { path: { id } }, body: { fixes } }));
}

export function commitImport(id: string): Promise<{ job_id: string }> {
  return unwrap(api.POST('/census-imports/{id}/commit', { params: { path: { id } } }));
}

export function undoImport(id: string): Promise<CensusImport> {
  return unwrap(api.POST('/census-imports/{id}/undo', { params: { path: { id } } }));
}

export function discardImport(id: string): Promise<void> {
  return unwrap(api.DELETE('/census-imports/{id}', { params: { path: { id } } })) as Promise<void>;
}

export const versionsQuery = (groupId: string) =>
  queryOptions({ queryKey: censusKeys.versions(groupId), queryFn: () => unwrap(api.GET('/groups/{id}/census', { params: { path: { id: groupId } } })) });

export const diffQuery = (groupId: string, from: number, to: number) =>
  queryOptions({
    queryKey: [...censusKeys.versions(groupId), 'diff', from, to],
    queryFn: () => unwrap(api.GET('/groups/{id}/census/diff', { params: { path: { id: groupId }, query: { from, to } } })),
  });

export function analyseFile(file: File, onProgress?: (f: number) => void): Promise<FileAnalysis> {
  return uploadFile<FileAnalysis>('/census/analyse', file, { onProgress });
}

/** The cleaned CSV of any file (nothing imported). */
export async function cleanFile(file: File, onProgress?: (f: number) => void): Promise<Blob> {
  const body = await uploadFile<unknown>('/census/clean', file, { onProgress });
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}

export function fetchJob(id: string): Promise<Job> {
  return unwrap(api.GET('/jobs/{id}', { params: { path: { id } } }));
}

export const jobQuery = (id: string) => queryOptions({ queryKey: [...censusKeys.jobs, id], queryFn: () => fetchJob(id) });

/** The server-sent events of a job (each message is the job as JSON); null where the browser has no EventSource. */
export function jobEvents(id: string): EventSource | null {
  if (typeof EventSource === 'undefined') return null;
  return new EventSource(`${API_BASE}/jobs/${id}/events`, { withCredentials: true });
}

export const jobsQuery = (query: { page?: number; per_page?: number; status?: string }) =>
  queryOptions({ queryKey: [...censusKeys.jobs, 'list', query], queryFn: () => unwrap(api.GET('/jobs', { params: { query } })) });

export function retryJob(id: string) {
  return unwrap(api.POST('/jobs/{id}/retry', { params: { path: { id } } }));
}

export const storageQuery = queryOptions({ queryKey: censusKeys.storage, queryFn: () => unwrap(api.GET('/storage')) });

/** Where a census version downloads (a link, not a fetch). */
export function downloadHref(importId: string, format: components['schemas']['ExportFormat']): string {
  return `/api/census-imports/${importId}/download?format=${format}`;
}
