/** Discrepancies between the carriers' lists and the enrollment, across the agency's book, and the steps that work them. */
import { uploadFile, type ApiRequestBody, type ApiResponse, type paths } from '@canopy/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api';
import { groupKeys } from '../groups/queries';
import { boardKey } from '../implementation/queries';

export type Discrepancy = ApiResponse<'/discrepancies', 'get'>['data'][number];
export type DiscrepancyDetail = ApiResponse<'/discrepancies/{id}', 'get'>;
export type DiscrepancyStep = ApiRequestBody<'/discrepancies/{id}/actions', 'post'>;
export type DiscrepancyFilters = NonNullable<paths['/discrepancies']['get']['parameters']['query']>;
export type ExportFilters = Omit<NonNullable<paths['/discrepancies/export']['get']['parameters']['query']>, 'format'>;

export const discrepanciesKey = ['discrepancies'] as const;

export const discrepanciesQuery = (filters: DiscrepancyFilters) =>
  queryOptions({
    queryKey: [...discrepanciesKey, 'list', filters],
    queryFn: () => unwrap(api.GET('/discrepancies', { params: { query: filters } })),
    placeholderData: keepPreviousData,
  });

export const discrepancyQuery = (id: string) =>
  queryOptions({
    queryKey: [...discrepanciesKey, 'detail', id],
    queryFn: () => unwrap(api.GET('/discrepancies/{id}', { params: { path: { id } } })),
  });

export function actOnDiscrepancy(id: string, body: DiscrepancyStep) {
  return unwrap(api.POST('/discrepancies/{id}/actions', { params: { path: { id } }, body }));
}

/** The export of the discrepancies the filters show, as a download link. */
export function exportHref(format: 'csv' | 'xlsx', filters: ExportFilters): string {
  const query = new URLSearchParams({ format });
  for (const [k, v] of Object.entries(filters)) if (v) query.set(k, String(v));
  return `/api/discrepancies/export?${query}`;
}

/** Every carrier implementation of the book, implemented or not, by group: what a carrier's list is compared against. */
export const implementationsQuery = queryOptions({
  queryKey: [...boardKey, 'all'],
  queryFn: () => unwrap(api.GET('/implementation-board', { params: { query: { include_implemented: true, per_page: 200, sort: 'group_name', order: 'asc' } } })),
});

export type Reconciled = ApiResponse<'/implementations/{id}/carrier-lists', 'post'>;

/** The lists carriers sent back for a group, newest first. */
export const carrierListsQuery = (groupId: string) =>
  queryOptions({
    queryKey: [...groupKeys.detail(groupId), 'carrier-lists'],
    queryFn: () => unwrap(api.GET('/groups/{id}/carrier-lists', { params: { path: { id: groupId } } })),
  });

/** Compares a carrier's list with the enrollment of its implementation; nothing is kept when the file cannot be read. */
export function uploadCarrierList(implementationId: string, file: File): Promise<Reconciled> {
  return uploadFile<Reconciled>(`/implementations/${implementationId}/carrier-lists`, file);
}
