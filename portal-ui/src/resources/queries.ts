/** The resource library: the agency's library (staff read and write it, employer admins read their group's), and what an employer shares with its employees. */
import { API_BASE, uploadFile, type ApiRequestBody, type ApiResponse } from '@canopy/api';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api';
import type { ResourceCategory } from '../ui/vocab';

export type ResourceLibrary = ApiResponse<'/resources', 'get'>;
export type Resource = ResourceLibrary['data'][number];
export type ResourceShare = Resource['shares'][number];
export type ResourceChanges = ApiRequestBody<'/resources/{id}', 'put'>;
export type ShareRequest = ApiRequestBody<'/resources/{id}/shares', 'post'>;
export type MyResources = ApiResponse<'/my/resources', 'get'>;
export type MyResource = MyResources['data'][number];

/** What the upload accepts: the documents' types, read from the content on the server. */
export const RESOURCE_EXTENSIONS = ['pdf', 'docx', 'doc', 'xlsx', 'xls', 'pptx', 'csv', 'txt', 'png', 'jpg', 'jpeg'];
export const RESOURCE_MAX_BYTES = 25 * 1024 * 1024;

export const resourceKeys = {
  all: ['resources'] as const,
  mine: ['my', 'resources'] as const,
};

export interface LibraryAsk {
  page: number;
  perPage: number;
  q?: string;
  category?: ResourceCategory;
  groupId?: string;
  sort?: string;
  order?: 'asc' | 'desc';
}

export const libraryQuery = (ask: LibraryAsk) =>
  queryOptions({
    queryKey: [...resourceKeys.all, 'list', ask],
    queryFn: () =>
      unwrap(
        api.GET('/resources', {
          params: {
            query: {
              page: ask.page + 1,
              per_page: ask.perPage,
              q: ask.q || undefined,
              category: ask.category,
              group_id: ask.groupId,
              sort: ask.sort,
              order: ask.order,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const resourceQuery = (id: string) =>
  queryOptions({
    queryKey: [...resourceKeys.all, 'one', id],
    queryFn: () => unwrap(api.GET('/resources/{id}', { params: { path: { id } } })),
  });

export const myResourcesQuery = (page: number, perPage: number) =>
  queryOptions({
    queryKey: [...resourceKeys.mine, page, perPage],
    queryFn: () => unwrap(api.GET('/my/resources', { params: { query: { page: page + 1, per_page: perPage } } })),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export interface NewResource {
  file: File;
  title: string;
  category: ResourceCategory;
  description: string;
}

/** Uploads a resource with its details (multipart, with progress); a refused file changes nothing. */
export function uploadResource(r: NewResource, onProgress?: (f: number) => void): Promise<Resource> {
  const fields: Record<string, string> = { category: r.category };
  if (r.title.trim()) fields.title = r.title.trim();
  if (r.description.trim()) fields.description = r.description.trim();
  return uploadFile<Resource>('/resources', r.file, { fields, onProgress });
}

export function updateResource(id: string, body: ResourceChanges) {
  return unwrap(api.PUT('/resources/{id}', { params: { path: { id } }, body }));
}

export function deleteResource(id: string): Promise<void> {
  return unwrap(api.DELETE('/resources/{id}', { params: { path: { id } } })) as Promise<void>;
}

export function shareResource(id: string, body: ShareRequest) {
  return unwrap(api.POST('/resources/{id}/shares', { params: { path: { id } }, body }));
}

export function unshareResource(id: string, groupId: string) {
  return unwrap(api.DELETE('/resources/{id}/shares/{group_id}', { params: { path: { id, group_id: groupId } } }));
}

/** Where a resource downloads (a plain link: the browser keeps the session cookie). */
export const resourceHref = (id: string) => `${API_BASE}/resources/${id}/download`;
export const myResourceHref = (id: string) => `${API_BASE}/my/resources/${id}/download`;

/** After a change: every list of the library is read again. */
export function invalidateLibrary(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: resourceKeys.all });
}
