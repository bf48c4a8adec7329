import { describe, expect, it } from 'vitest';
import { ApiError, CSRF_HEADER, createApiClient, parseRetryAfter, requestPath, unwrap, waitText } from './client';

type Seen = { method: string; url: string; headers: Headers; credentials: RequestCredentials; body: string };

function fakeServer(answer: (req: Request) => Response) {
  const seen: Seen[] = [];
  const fetch = async (req: Request) => {
    seen.push({
      method: req.method,
      url: req.url,
      headers: req.headers,
      credentials: req.credentials,
      body: req.method === 'GET' ? '' : await req.clone().text(),
    });
    return answer(req);
  };
  return { seen, client: createApiClient({ baseUrl: 'http://canopy.test/api', fetch }) };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('typed API client', () => {
  it('sends the CSRF header on state-changing requests only', async () => {
    const { seen, client } = fakeServer((req) =>
      req.url.endsWith('/api/auth/signout') ? new Response(null, { status: 204 }) : json(200, { status: 'ok' }),
    );
    await client.GET('/health');
    await client.POST('/auth/signout');
    expect(seen[0].method).toBe('GET');
    expect(seen[0].headers.get(CSRF_HEADER)).toBeNull();
    expect(seen[1].method).toBe('POST');
    expect(seen[1].headers.get(CSRF_HEADER)).toBe('1');
  });

  it('includes credentials (the session cookie) on every request', async () => {
    const { seen, client } = fakeServer(() => json(200, { status: 'ok', database: 'ok' }));
    await client.GET('/health');
    expect(seen[0].credentials).toBe('include');
  });

  it('sends JSON bodies and resolves to the answer body', async () => {
    const me = { user: { id: 'u1', email: 'dana@summit.example', name: 'Dana Whitfield' }, role: 'owner', permissions: [] };
    const { seen, client } = fakeServer(() => json(200, me));
    const got = await unwrap(
      client.POST('/auth/signin', { body: { email: 'dana@summit.example', password: 'pw' } }),
    );
    expect(JSON.parse(seen[0].body)).toEqual({ email: 'dana@summit.example', password: 'pw' });
    expect(seen[0].headers.get('content-type')).toContain('application/json');
    expect(got).toEqual(me);
  });

  it('throws an ApiError with code, message, details and digest for error answers', async () => {
    const { client } = fakeServer(() =>
      json(
        400,
        { code: 'validation', message: 'Some fields are invalid', details: { fields: { email: 'is not an email' } }, digest: 'req-1' },
        { 'x-request-id': 'req-1' },
      ),
    );
    const err = await client.POST('/auth/signin', { body: { email: 'x', password: 'y' } }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(400);
    expect(err.code).toBe('validation');
    expect(err.message).toBe('Some fields are invalid');
    expect(err.digest).toBe('req-1');
    expect(err.fieldErrors).toEqual({ email: 'is not an email' });
    expect(err.isServerError).toBe(false);
  });

  it('puts a reached limit on the field it names', () => {
    const err = new ApiError({
      status: 400,
      code: 'limit_reached',
      message: 'the file has more than 500000 rows',
      details: { limit: 500000, field: 'file' },
    });
    expect(err.fieldErrors).toEqual({ file: 'the file has more than 500000 rows' });
  });

  it('marks 5xx answers as server errors and falls back to x-request-id for the digest', async () => {
    const { client } = fakeServer(() => new Response('upstream died', { status: 502, headers: { 'x-request-id': 'abc123' } }));
    const err = (await client.GET('/me').catch((e) => e)) as ApiError;
    expect(err.status).toBe(502);
    expect(err.code).toBe('http_502');
    expect(err.digest).toBe('abc123');
    expect(err.isServerError).toBe(true);
  });

  it('reads Retry-After of a 429', async () => {
    const { client } = fakeServer(() =>
      json(429, { code: 'rate_limited', message: 'Too many attempts', digest: 'd' }, { 'retry-after': '37' }),
    );
    const err = (await client.POST('/auth/signin', { body: { email: 'a@b.c', password: 'p' } }).catch((e) => e)) as ApiError;
    expect(err.status).toBe(429);
    expect(err.retryAfter).toBe(37);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const client = createApiClient({
      baseUrl: 'http://canopy.test/api',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const err = (await client.GET('/me').catch((e) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(0);
    expect(err.code).toBe('network_error');
  });

  it('calls run-time resource paths with the list query, dropping empty values', async () => {
    const { seen, client } = fakeServer(() => json(200, { data: [], total: 0 }));
    await requestPath(client, 'GET', '/members', {
      query: { page: 2, per_page: 25, sort: 'name', order: 'ASC', q: '', role: undefined, status: 'active' },
    });
    const url = new URL(seen[0].url);
    expect(url.pathname).toBe('/api/members');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', per_page: '25', sort: 'name', order: 'ASC', status: 'active' });
    await requestPath(client, 'DELETE', '/members/m1');
    expect(seen[1].headers.get(CSRF_HEADER)).toBe('1');
  });
});

describe('parseRetryAfter', () => {
  it('accepts seconds, an HTTP date, or details.retry_after', () => {
    expect(parseRetryAfter('12')).toBe(12);
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:30 GMT', undefined, now)).toBe(30);
    expect(parseRetryAfter(null, { retry_after: 4.2 })).toBe(5);
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

describe('waitText', () => {
  it('says a wait in the largest unit that reads naturally', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(30)).toBe('30 seconds');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(2725)).toBe('46 minutes');
    expect(waitText(3600)).toBe('1 hour');
    expect(waitText(7500)).toBe('2 hours 5 minutes');
  });
});
