/** The book-wide implementation board and the agency's checklist templates. */
import type { ApiRequestBody, ApiResponse } from '@canopy/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api';
import { boardKey } from '../implementation/queries';

export type BoardRow = ApiResponse<'/implementation-board', 'get'>['data'][number];
export type ChecklistTemplate = ApiResponse<'/checklist-templates', 'get'>['templates'][number];
export type TemplateStep = ChecklistTemplate['items'][number];
export type TemplateSave = ApiRequestBody<'/checklist-templates/default', 'put'>;

export interface BoardFilters {
  page: number;
  per_page: number;
  sort: string;
  order: string;
  q?: string;
  include_implemented?: boolean;
}

export const boardQuery = (filters: BoardFilters) =>
  queryOptions({
    queryKey: [...boardKey, filters],
    queryFn: () => unwrap(api.GET('/implementation-board', { params: { query: filters } })),
    placeholderData: keepPreviousData,
  });

export const templatesKey = ['checklist-templates'] as const;

export const templatesQuery = queryOptions({
  queryKey: templatesKey,
  queryFn: () => unwrap(api.GET('/checklist-templates')),
});

/** Saves the agency's default (no carrier) or a carrier's template; answers with every template as it now stands. */
export function saveTemplate(carrierId: string | undefined, body: TemplateSave) {
  return carrierId
    ? unwrap(api.PUT('/checklist-templates/carriers/{id}', { params: { path: { id: carrierId } }, body }))
    : unwrap(api.PUT('/checklist-templates/default', { body }));
}

export type FileSamples = ApiResponse<'/carrier-file-samples', 'get'>;

export const samplesQuery = queryOptions({
  queryKey: ['carrier-file-samples'],
  queryFn: () => unwrap(api.GET('/carrier-file-samples')),
  staleTime: 60_000,
});
