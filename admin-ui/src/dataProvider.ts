/**
 * One react-admin data provider for every resource, over the API's list conventions:
 *
 *   getList    GET    /api/{resource}?page=&per_page=&sort=&order=ASC|DESC&q=&{filters} → {data, total}
 *   getOne     GET    /api/{resource}/{id}
 *   getMany    GET    /api/{resource}/{id} for each id
 *   getManyReference  getList with {target}={id}
 *   create     POST   /api/{resource}
 *   update     PUT    /api/{resource}/{id}
 *   delete     DELETE /api/{resource}/{id}
 *
 * Every call goes through the shared typed client (cookie, CSRF header, ApiError); API errors
 * become react-admin HttpErrors, with per-field messages (`details.fields`) as `body.errors` so
 * forms show them under their inputs.
 */
import { api, ApiError, requestPath, type ApiClient, type QueryValue } from '@canopy/api';
import { HttpError, type DataProvider, type GetListParams, type Identifier, type RaRecord } from 'react-admin';

type Page<T> = { data: T[]; total: number };

export function resourcePath(resource: string, id?: Identifier): string {
  if (!/^[a-z][a-z0-9-]*$/.test(resource)) throw new Error(`Not a resource name: ${resource}`);
  return id === undefined ? `/${resource}` : `/${resource}/${encodeURIComponent(String(id))}`;
}

/** The list query of the conventions from react-admin's pagination, sort and filter. */
export function listQuery(params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  if (params.pagination) {
    query.page = params.pagination.page;
    query.per_page = params.pagination.perPage;
  }
  if (params.sort?.field) {
    query.sort = params.sort.field;
    query.order = params.sort.order === 'DESC' ? 'DESC' : 'ASC';
  }
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) query[key] = value.map((v) => (typeof v === 'number' ? v : String(v)));
    else if (typeof value === 'object') continue; // nested filters are not part of the conventions
    else query[key] = value as string | number | boolean;
  }
  return query;
}

/** An ApiError as react-admin's HttpError (status for the auth provider, field errors for forms). */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields = error.fieldErrors;
  const body: Record<string, unknown> = { code: error.code, digest: error.digest, details: error.details };
  if (Object.keys(fields).length > 0) body.errors = fields;
  const message = error.digest && error.isServerError ? `${error.message} (digest ${error.digest})` : error.message;
  return new HttpError(message, error.status, body);
}

export function createDataProvider(client: ApiClient = api): DataProvider {
  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    init?: { query?: Record<string, QueryValue>; body?: unknown },
  ): Promise<T> => {
    try {
      return await requestPath<T>(client, method, path, init);
    } catch (e) {
      throw toHttpError(e);
    }
  };

  const getList = async <R extends RaRecord>(resource: string, params: GetListParams) => {
    const page = await call<Page<R>>('GET', resourcePath(resource), { query: listQuery(params) });
    return { data: page.data, total: page.total };
  };

  return {
    getList: (resource, params) => getList(resource, params),
    getOne: async (resource, params) => ({ data: await call('GET', resourcePath(resource, params.id)) }),
    getMany: async (resource, params) => ({
      data: await Promise.all(params.ids.map((id) => call<never>('GET', resourcePath(resource, id)))),
    }),
    getManyReference: (resource, params) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    create: async (resource, params) => ({ data: await call('POST', resourcePath(resource), { body: params.data }) }),
    update: async (resource, params) => ({
      data: await call('PUT', resourcePath(resource, params.id), { body: params.data }),
    }),
    updateMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => call('PUT', resourcePath(resource, id), { body: params.data })));
      return { data: params.ids };
    },
    delete: async (resource, params) => {
      await call('DELETE', resourcePath(resource, params.id));
      return { data: params.previousData ?? ({ id: params.id } as never) };
    },
    deleteMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => call('DELETE', resourcePath(resource, id))));
      return { data: params.ids };
    },
  };
}

export const dataProvider = createDataProvider();
