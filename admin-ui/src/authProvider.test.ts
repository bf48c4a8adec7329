import { createApiClient } from '@canopy/api';
import { describe, expect, it } from 'vitest';
import { createAuthProvider, INVALID_CREDENTIALS } from './authProvider';
import { canAccess, pagesFor, resourcesFor } from './permissions';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const dana = {
  user: { id: 'u1', email: 'dana@summit.example', name: 'Dana Whitfield' },
  role: 'owner',
  agency: { id: 'a1', slug: 'summit', name: 'Summit Benefits Group' },
  permissions: [],
};

function provider(routes: Record<string, () => Response>) {
  const calls: string[] = [];
  const client = createApiClient({
    baseUrl: 'http://canopy.test/api',
    fetch: async (req) => {
      const key = `${req.method} ${new URL(req.url).pathname}`;
      calls.push(key);
      return routes[key]?.() ?? json(404, { code: 'not_found', message: 'no route', digest: 'x' });
    },
  });
  return { calls, auth: createAuthProvider(client) };
}

describe('authProvider', () => {
  it('signs in with POST /api/auth/signin and reads the identity from the answer', async () => {
    const { calls, auth } = provider({ 'POST /api/auth/signin': () => json(200, dana) });
    await auth.login({ email: 'dana@summit.example', password: 'summit-demo-2026' });
    expect(await auth.getIdentity!()).toMatchObject({ id: 'u1', fullName: 'Dana Whitfield', role: 'owner' });
    expect(await auth.getPermissions!({})).toBe('owner');
    expect(calls).toEqual(['POST /api/auth/signin']);
  });

  it('gives one generic message for wrong credentials and the wait for 429', async () => {
    const { auth } = provider({
      'POST /api/auth/signin': () => json(401, { code: 'invalid_credentials', message: 'Invalid', digest: 'd' }),
    });
    await expect(auth.login({ email: 'x@y.z', password: 'nope' })).rejects.toThrow(INVALID_CREDENTIALS);
    const limited = provider({
      'POST /api/auth/signin': () => json(429, { code: 'rate_limited', message: 'Slow', digest: 'd' }, { 'retry-after': '30' }),
    });
    await expect(limited.auth.login({ email: 'x@y.z', password: 'nope' })).rejects.toThrow('Too many attempts, try again in 30 seconds');
  });

  it('checkAuth fails when GET /api/me answers 401', async () => {
    const { auth } = provider({ 'GET /api/me': () => json(401, { code: 'unauthenticated', message: 'Sign in', digest: 'd' }) });
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('logs out on 401 and sends 403 to the access-denied page without logging out', async () => {
    const { auth } = provider({});
    await expect(auth.checkError({ status: 401 })).rejects.toBeDefined();
    await expect(auth.checkError({ status: 403 })).rejects.toMatchObject({ logoutUser: false, redirectTo: '/access-denied' });
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('signs out with POST /api/auth/signout', async () => {
    const { calls, auth } = provider({ 'POST /api/auth/signout': () => new Response(null, { status: 204 }) });
    await auth.logout({});
    expect(calls).toEqual(['POST /api/auth/signout']);
  });
});

describe('permissions', () => {
  it('shows resources by role', () => {
    expect(resourcesFor('platform_operator')).toEqual(['agencies', 'carriers', 'plans', 'billing-plans', 'outbox', 'client-errors', 'support-requests', 'early-access', 'preview-feedback']);
    expect(resourcesFor('owner')).toEqual(['agency-plans', 'members', 'invites', 'roles', 'audit-log', 'outbox', 'client-errors', 'support-requests', 'agency-articles', 'preview-feedback']);
    expect(pagesFor('owner')).toEqual(['brand', 'domains', 'sso', 'subscription', 'agency-rates-import', 'agency-data']);
    // The agency's export and closure are its owner's alone.
    expect(pagesFor('admin')).not.toContain('agency-data');
    expect(pagesFor('platform_operator')).toEqual(['rates-import']);
    expect(resourcesFor('admin')).toEqual(['agency-plans', 'members', 'invites', 'roles', 'audit-log', 'outbox', 'client-errors', 'support-requests', 'agency-articles', 'preview-feedback']);
    expect(resourcesFor('broker')).toEqual([]);
    expect(canAccess('platform_operator', 'agencies', 'create')).toBe(true);
    expect(canAccess('owner', 'agencies', 'list')).toBe(false);
    // The catalogue is managed by operators only (catalogue: write).
    expect(canAccess('platform_operator', 'plans', 'edit')).toBe(true);
    expect(canAccess('owner', 'carriers', 'list')).toBe(false);
    expect(canAccess('admin', 'rates-import', 'list')).toBe(false);
  });
});
