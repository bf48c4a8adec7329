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
 * `RESOURCES` names the exceptions: another path (the catalogue's `carriers` and `plans` live
 * under /api/catalogue, the subscription plans under /api/admin/billing), another path to read
 * one record from (an agency's own plans are read through the catalogue), plain-array lists paged
 * here, read-only fields, sort names.
 *
 * Every call goes through the shared typed client (cookie, CSRF header, ApiError); API errors
 * become react-admin HttpErrors, with per-field messages (`details.fields`) as `body.errors` so
 * forms show them under their inputs.
 */
import { api, ApiError, requestPath, type ApiClient, type QueryValue } from '@canopy/api';
import { HttpError, type DataProvider, type GetListParams, type Identifier, type RaRecord } from 'react-admin';

type Page<T> = { data: T[]; total: number };

/** How the API serves a resource, where it differs from the conventions above. */
export interface ResourceSpec {
  /** The collection's API path; `/{resource}` by default. */
  path?: string;
  /** Where one record is read (`{readPath}/{id}`) when the API serves it elsewhere than `{path}/{id}`. */
  readPath?: string;
  /**
   * The API answers the list with a plain array (few rows, no paging): the provider filters,
   * sorts and pages it here, and names each record by `key` (as `id`). With `itemPath`, one
   * record is read from `{path}/{id}`, else picked from the list.
   */
  array?: { key: string; itemPath?: boolean };
  /** Fields the API computes: not sent back on create and update. */
  readOnly?: string[];
  /** react-admin sort fields (record fields) → the API's `sort` names. */
  sort?: Record<string, string>;
  /** The API lists in an order of its own: no `sort` and `order` are sent. */
  unsorted?: boolean;
}

/** Fields the API computes on a plan (the carrier's rules it is read with). */
const PLAN_READ_ONLY = ['agency_owned', 'carrier_name', 'carrier_color', 'min_contribution_pct', 'min_contribution_basis', 'min_participation_pct', 'base_rate_cents'];

export const RESOURCES: Record<string, ResourceSpec> = {
  'early-access': { path: '/early-access/signups' },
  roles: { array: { key: 'name' }, readOnly: ['id', 'builtin', 'member_count'] },
  domains: { array: { key: 'domain' }, readOnly: ['id', 'verified', 'verified_at', 'record_name', 'record_value', 'created_at'] },
  carriers: { path: '/catalogue/carriers', array: { key: 'id', itemPath: true }, readOnly: ['id', 'plans'] },
  plans: {
    path: '/catalogue/plans',
    readOnly: PLAN_READ_ONLY,
    sort: { carrier_name: 'carrier', deductible_individual_cents: 'deductible', oop_max_individual_cents: 'oop_max' },
  },
  // The subscription plans agencies buy (not the carriers' health plans above).
  'billing-plans': { path: '/admin/billing/plans', array: { key: 'id', itemPath: true }, readOnly: ['id', 'updated_at'] },
  // The agency's own plans: listed and written under /api/agency-plans, read one by one through
  // the catalogue (which holds them for the agency's people); the list is by name.
  'agency-plans': { readPath: '/catalogue/plans', readOnly: PLAN_READ_ONLY, unsorted: true },
};

function withId<R>(resource: string, record: R): R {
  const key = RESOURCES[resource]?.array?.key;
  if (!key || key === 'id' || !record || typeof record !== 'object') return record;
  return { ...record, id: (record as Record<string, unknown>)[key] } as R;
}

function writable(resource: string, data: unknown): unknown {
  const readOnly = RESOURCES[resource]?.readOnly;
  if (!readOnly || !data || typeof data !== 'object') return data;
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const k of readOnly) delete out[k];
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

/** The most rows the API serves in one page (list conventions); larger reads are paged. */
export const MAX_PER_PAGE = 200;

export function resourcePath(resource: string, id?: Identifier, { read = false }: { read?: boolean } = {}): string {
  if (!/^[a-z][a-z0-9-]*$/.test(resource)) throw new Error(`Not a resource name: ${resource}`);
  const spec = RESOURCES[resource];
  const base = (read && id !== undefined ? spec?.readPath : undefined) ?? spec?.path ?? `/${resource}`;
  return id === undefined ? base : `${base}/${encodeURIComponent(String(id))}`;
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
    const spec = RESOURCES[resource];
    if (spec?.array) {
      const rows = await call<R[]>('GET', resourcePath(resource));
      return pageInMemory(rows.map((r) => withId(resource, r)) as unknown as Record<string, unknown>[], params) as unknown as Page<R>;
    }
    const sortField = params.sort?.field;
    const sort = spec?.unsorted
      ? undefined
      : params.sort && sortField && spec?.sort?.[sortField]
        ? { ...params.sort, field: spec.sort[sortField] }
        : params.sort;
    const { page, perPage } = params.pagination ?? { page: 1, perPage: MAX_PER_PAGE };
    if (perPage <= MAX_PER_PAGE) {
      const answer = await call<Page<R>>('GET', resourcePath(resource), { query: listQuery({ ...params, sort }) });
      return { data: answer.data, total: answer.total };
    }
    // More than the API serves at once (an export): its pages, one after another.
    const from = (page - 1) * perPage;
    const data: R[] = [];
    let total: number;
    for (let apiPage = Math.floor(from / MAX_PER_PAGE) + 1; ; apiPage += 1) {
      const answer = await call<Page<R>>('GET', resourcePath(resource), {
        query: listQuery({ ...params, sort, pagination: { page: apiPage, perPage: MAX_PER_PAGE } }),
      });
      total = answer.total;
      const start = (apiPage - 1) * MAX_PER_PAGE;
      data.push(...answer.data.slice(Math.max(0, from - start)));
      if (answer.data.length < MAX_PER_PAGE || data.length >= perPage || start + MAX_PER_PAGE >= total) break;
    }
    return { data: data.slice(0, perPage), total };
  };

  const getOne = async (resource: string, id: Identifier) => {
    const array = RESOURCES[resource]?.array;
    if (array && !array.itemPath) {
      const rows = await call<Record<string, unknown>[]>('GET', resourcePath(resource));
      const found = rows.map((r) => withId(resource, r)).find((r) => String(r.id) === String(id));
      if (!found) throw new HttpError('Not found', 404, { code: 'not_found' });
      return found;
    }
    return call('GET', resourcePath(resource, id, { read: true }));
  };

  return {
    getList: (resource, params) => getList(resource, params),
    getOne: async (resource, params) => ({ data: (await getOne(resource, params.id)) as never }),
    getMany: async (resource, params) => {
      if (RESOURCES[resource]?.array) {
        // One read of the whole array rather than one per id.
        const rows = (await call<Record<string, unknown>[]>('GET', resourcePath(resource))).map((r) => withId(resource, r));
        const wanted = new Set(params.ids.map(String));
        return { data: rows.filter((r) => wanted.has(String(r.id))) as never[] };
      }
      return { data: (await Promise.all(params.ids.map((id) => getOne(resource, id)))) as never[] };
    },
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
