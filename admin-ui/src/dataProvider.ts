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

/**
 * Resources the API answers with a plain array (few rows, no paging) and names by a key other
 * than `id`: the provider adds `id`, and filters, sorts and pages them here.
 */
export const ARRAY_RESOURCES: Record<string, { key: string; readOnly: string[] }> = {
  roles: { key: 'name', readOnly: ['id', 'builtin', 'member_count'] },
  domains: { key: 'domain', readOnly: ['id', 'verified', 'verified_at', 'record_name', 'record_value', 'created_at'] },
};

function withId<R>(resource: string, record: R): R {
  const spec = ARRAY_RESOURCES[resource];
  if (!spec || !record || typeof record !== 'object') return record;
  return { ...record, id: (record as Record<string, unknown>)[spec.key] } as R;
}

function writable(resource: string, data: unknown): unknown {
  const spec = ARRAY_RESOURCES[resource];
  if (!spec || !data || typeof data !== 'object') return data;
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const k of spec.readOnly) delete out[k];
  return out;
}

/** Filter (q over every string field, other keys exact), sort and page an array in memory. */
export function pageInMemory<R extends Record<string, unknown>>(rows: R[], params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>): Page<R> {
  let out = rows;
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'q') {
      const q = String(value).toLowerCase();
      out = out.filter((r) => Object.values(r).some((v) => typeof v === 'string' && v.toLowerCase().includes(q)));
    } else out = out.filter((r) => String(r[key]) === String(value));
  }
  if (params.sort?.field) {
    const { field, order } = params.sort;
    const dir = order === 'DESC' ? -1 : 1;
    out = [...out].sort((a, b) => {
      const x = a[field];
      const y = b[field];
      if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir;
      return String(x ?? '').localeCompare(String(y ?? '')) * dir;
    });
  }
  const total = out.length;
  if (params.pagination) {
    const { page, perPage } = params.pagination;
    out = out.slice((page - 1) * perPage, page * perPage);
  }
  return { data: out, total };
}

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
    if (ARRAY_RESOURCES[resource]) {
      const rows = await call<R[]>('GET', resourcePath(resource));
      return pageInMemory(rows.map((r) => withId(resource, r)) as unknown as Record<string, unknown>[], params) as unknown as Page<R>;
    }
    const page = await call<Page<R>>('GET', resourcePath(resource), { query: listQuery(params) });
    return { data: page.data, total: page.total };
  };

  const getOne = async (resource: string, id: Identifier) => {
    if (ARRAY_RESOURCES[resource]) {
      const rows = await call<Record<string, unknown>[]>('GET', resourcePath(resource));
      const found = rows.map((r) => withId(resource, r)).find((r) => String(r.id) === String(id));
      if (!found) throw new HttpError('Not found', 404, { code: 'not_found' });
      return found;
    }
    return call('GET', resourcePath(resource, id));
  };

  return {
    getList: (resource, params) => getList(resource, params),
    getOne: async (resource, params) => ({ data: (await getOne(resource, params.id)) as never }),
    getMany: async (resource, params) => ({
      data: (await Promise.all(params.ids.map((id) => getOne(resource, id)))) as never[],
    }),
    getManyReference: (resource, params) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    create: async (resource, params) => ({
      data: withId(resource, await call<never>('POST', resourcePath(resource), { body: writable(resource, params.data) })),
    }),
    update: async (resource, params) => ({
      data: withId(resource, await call<never>('PUT', resourcePath(resource, params.id), { body: writable(resource, params.data) })),
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
