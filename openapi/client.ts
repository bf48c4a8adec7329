/**
 * The one typed client both UIs use to call the Canopy API.
 *
 * - Paths, parameters and bodies are typed from `schema.d.ts`, which openapi-typescript generates
 *   from the server's `openapi.json` (`npm run gen:api`). No API type is written by hand.
 * - Every request carries the session cookie (`credentials: 'include'`).
 * - Every state-changing request (anything but GET/HEAD/OPTIONS) carries `X-Canopy-Csrf: 1`;
 *   the server refuses such requests without it, and a cross-site form cannot send it.
 * - Every error answer becomes a thrown `ApiError` (status, code, message, details, digest), so
 *   a successful call always resolves to the response body.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type {
  HttpMethod,
  OperationRequestBodyContent,
  PathsWithMethod,
  ResponseObjectMap,
  SuccessResponse,
} from 'openapi-typescript-helpers';
import type { components, paths } from './schema';

export type { components, paths };

/** The header the server requires on every state-changing request. */
export const CSRF_HEADER = 'X-Canopy-Csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The JSON body of a successful answer of `method path`. */
export type ApiResponse<P extends keyof paths, M extends HttpMethod> = M extends keyof paths[P]
  ? ResponseObjectMap<paths[P][M]> extends infer R extends Record<string | number, unknown>
    ? SuccessResponse<R>
    : never
  : never;

/** The JSON request body of `method path`. */
export type ApiRequestBody<P extends keyof paths, M extends HttpMethod> = M extends keyof paths[P]
  ? OperationRequestBodyContent<paths[P][M]>
  : never;

/** Paths that answer GET. */
export type GetPath = PathsWithMethod<paths, 'get'>;

/**
 * What went wrong, for code to branch on: the server's codes, plus the client's own when no
 * answer came (`network_error`, `aborted`) or the answer was not the API's (`http_502`).
 */
export type ErrorCode = components['schemas']['ErrorCode'] | 'network_error' | 'aborted' | `http_${number}`;

/** An error answer of the API (or a failure to reach it), as one thrown value. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** Machine-readable code, e.g. `invalid_credentials`, `validation`, `http_502`. */
  readonly code: ErrorCode;
  /** Extra structured information, e.g. `{ fields: { email: 'is required' } }` for a 400. */
  readonly details?: Record<string, unknown>;
  /** The request id, also written in the server log (header `x-request-id`). */
  readonly digest?: string;
  /** Seconds to wait, from the `Retry-After` header of a 429 (or `details.retry_after`). */
  readonly retryAfter?: number;

  constructor(init: {
    status: number;
    code: ErrorCode;
    message: string;
    details?: Record<string, unknown>;
    digest?: string;
    retryAfter?: number;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.digest = init.digest;
    this.retryAfter = init.retryAfter;
  }

  /** A 5xx answer: the server failed, and `digest` points at its log. */
  get isServerError(): boolean {
    return this.status >= 500;
  }

  /** Per-field messages of a 400 validation error (`details.fields`), or of a reached limit on a field. */
  get fieldErrors(): Record<string, string> {
    const limitField = this.details?.field;
    if (this.code === 'limit_reached' && typeof limitField === 'string') return { [limitField]: this.message };
    const fields = this.details?.fields;
    if (!fields || typeof fields !== 'object') return {};
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(fields as Record<string, unknown>)) {
      if (typeof v === 'string') out[k] = v;
      else if (Array.isArray(v)) out[k] = v.filter((x) => typeof x === 'string').join(', ');
    }
    return out;
  }

  /** Builds the error from an answer whose status is not 2xx; `body` is its parsed JSON or text. */
  static fromResponse(response: Response, body: unknown): ApiError {
    const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const details =
      b.details && typeof b.details === 'object' ? (b.details as Record<string, unknown>) : undefined;
    const digest =
      (typeof b.digest === 'string' && b.digest) || response.headers.get('x-request-id') || undefined;
    return new ApiError({
      status: response.status,
      code: typeof b.code === 'string' ? (b.code as ErrorCode) : `http_${response.status}`,
      message:
        typeof b.message === 'string' && b.message
          ? b.message
          : `${response.status} ${response.statusText || 'HTTP error'}`.trim(),
      details,
      digest,
      retryAfter: parseRetryAfter(response.headers.get('retry-after'), details),
    });
  }
}

/** Seconds from a `Retry-After` header (delta-seconds or HTTP date), else `details.retry_after`. */
export function parseRetryAfter(
  header: string | null,
  details?: Record<string, unknown>,
  now: number = Date.now(),
): number | undefined {
  if (header) {
    const trimmed = header.trim();
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const at = Date.parse(trimmed);
    if (!Number.isNaN(at)) return Math.max(0, Math.ceil((at - now) / 1000));
  }
  for (const key of ['retry_after', 'retry_after_secs', 'retry_after_seconds']) {
    const v = details?.[key];
    if (typeof v === 'number' && Number.isFinite(v)) return Math.max(0, Math.ceil(v));
  }
  return undefined;
}

/** A wait said as people say it: "30 seconds", "46 minutes", "2 hours 5 minutes". */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (s < 60) return plural(s, 'second');
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${plural(hours, 'hour')} ${plural(rest, 'minute')}` : plural(hours, 'hour');
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** Adds the CSRF header to state-changing requests. */
export const csrfMiddleware: Middleware = {
  onRequest({ request }) {
    if (!SAFE_METHODS.has(request.method.toUpperCase())) {
      request.headers.set(CSRF_HEADER, '1');
    }
    return request;
  },
};

/** Throws an `ApiError` for every non-2xx answer and for network failures. */
export const errorMiddleware: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const text = await response.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    throw ApiError.fromResponse(response, body);
  },
  onError({ error }) {
    if (error instanceof ApiError) return error;
    const reason = error instanceof Error ? error.message : String(error);
    return new ApiError({ status: 0, code: 'network_error', message: `Could not reach the server (${reason})` });
  },
};

export type ApiClient = Client<paths>;

/**
 * Where the API is mounted: the document's `servers[0].url`, so the generated paths (`/me`,
 * `/members/{id}` ...) are relative to it.
 */
export const API_BASE = '/api';

export interface ApiClientOptions {
  /** Base URL of the API; `/api` on this page's origin by default. */
  baseUrl?: string;
  /** fetch to use; defaults to the global fetch at call time. */
  fetch?: (input: Request) => Promise<Response>;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? API_BASE,
    credentials: 'include',
    fetch: options.fetch ?? ((request: Request) => globalThis.fetch(request)),
  });
  client.use(csrfMiddleware, errorMiddleware);
  return client;
}

/** The client of this page's origin. */
export const api: ApiClient = createApiClient();

/**
 * Resolves a call of the client to its body. Errors already throw (see `errorMiddleware`), so this
 * only narrows the type; a 204 resolves to `undefined`.
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, response } = await call;
  if (!response.ok) {
    // Only reached when a caller built a client without errorMiddleware.
    throw ApiError.fromResponse(response, undefined);
  }
  return data as T;
}

/** Query values the list conventions accept (`?page=&per_page=&sort=&order=&q=` and filters). */
export type QueryValue = string | number | boolean | null | undefined | Array<string | number>;

/**
 * Calls a resource path that is only known at run time (react-admin's data provider, which serves
 * every resource through the list conventions). Same client, cookie, CSRF header and errors as
 * typed calls; the body is typed by the caller.
 */
export async function requestPath<T = unknown>(
  client: ApiClient,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  init: { query?: Record<string, QueryValue>; body?: unknown } = {},
): Promise<T> {
  const query: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(init.query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    query[k] = v;
  }
  // The path is dynamic, so the typed signature cannot be checked here; the runtime is the same.
  const untyped = client as unknown as {
    request(
      method: string,
      url: string,
      init: { params?: { query?: Record<string, unknown> }; body?: unknown },
    ): Promise<{ data?: T; response: Response }>;
  };
  return unwrap(
    untyped.request(method.toLowerCase(), path, {
      params: { query },
      ...(init.body === undefined ? {} : { body: init.body }),
    }),
  );
}

export interface UploadOptions {
  /** Multipart field name; `file` by default. */
  field?: string;
  /** Called with 0…1 as the body is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  baseUrl?: string;
  /** Other form fields sent with the file (e.g. a document's `kind`). */
  fields?: Record<string, string>;
}

/**
 * Uploads one file as `multipart/form-data` to an API path (e.g. `/brand/logo`), with upload
 * progress (which fetch cannot report). Same rules as the typed client: the session cookie, the
 * CSRF header, and an `ApiError` for every error answer.
 */
export function uploadFile<T = unknown>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${options.baseUrl ?? API_BASE}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader(CSRF_HEADER, '1');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        /* keep the text */
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(body as T);
        return;
      }
      const headers = new Headers();
      for (const name of ['x-request-id', 'retry-after']) {
        const v = xhr.getResponseHeader(name);
        if (v) headers.set(name, v);
      }
      reject(ApiError.fromResponse(new Response(null, { status: xhr.status, statusText: xhr.statusText, headers }), body));
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: 'network_error', message: 'Could not reach the server (upload failed)' }));
    xhr.onabort = () => reject(new ApiError({ status: 0, code: 'aborted', message: 'The upload was cancelled' }));
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    form.append(options.field ?? 'file', file, file instanceof File ? file.name : 'upload');
    xhr.send(form);
  });
}
