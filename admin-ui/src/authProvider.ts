/**
 * react-admin's auth provider on the portal's session cookie:
 * login → POST /api/auth/signin, logout → POST /api/auth/signout,
 * checkAuth / getIdentity / getPermissions → GET /api/me (401 → login page, 403 → not allowed).
 */
import { api, ApiError, unwrap, waitText, type ApiClient } from '@canopy/api';
import type { AuthProvider } from 'react-admin';
import type { Me, Role } from './api';
import { canAccess } from './permissions';

export const INVALID_CREDENTIALS = 'The email or password is incorrect.';

export function tooManyAttempts(seconds: number | undefined): string {
  return `Too many attempts, try again in ${waitText(seconds ?? 60)}`;
}

function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    const s = (error as { status: unknown }).status;
    return typeof s === 'number' ? s : undefined;
  }
  return undefined;
}

export function createAuthProvider(client: ApiClient = api): AuthProvider & { me(): Promise<Me | null> } {
  let cached: { at: number; me: Promise<Me | null> } | null = null;

  /** GET /api/me, shared for a few seconds (react-admin asks often). `null` when signed out. */
  const me = (): Promise<Me | null> => {
    if (cached && Date.now() - cached.at < 5_000) return cached.me;
    const request = unwrap(client.GET('/me')).catch((e: unknown) => {
      if (e instanceof ApiError && e.status === 401) return null;
      cached = null;
      throw e;
    });
    cached = { at: Date.now(), me: request };
    return request;
  };

  return {
    me,
    async login({ email, username, password }: { email?: string; username?: string; password: string }) {
      cached = null;
      try {
        const signedIn = await unwrap(
          client.POST('/auth/signin', { body: { email: (email ?? username ?? '').trim(), password } }),
        );
        cached = { at: Date.now(), me: Promise.resolve(signedIn) };
      } catch (e) {
        if (e instanceof ApiError && e.status === 401) throw new Error(INVALID_CREDENTIALS, { cause: e });
        if (e instanceof ApiError && e.status === 429) throw new Error(tooManyAttempts(e.retryAfter), { cause: e });
        throw e;
      }
    },
    async logout() {
      // react-admin also calls logout after a failed checkAuth: nothing to end then.
      const known = cached ? await cached.me.catch(() => undefined) : undefined;
      cached = null;
      if (known === null) return;
      try {
        await unwrap(client.POST('/auth/signout'));
      } catch (e) {
        if (!(e instanceof ApiError && e.status === 401)) throw e;
      }
    },
    async checkAuth() {
      if (!(await me())) throw { message: false, redirectTo: '/login' };
    },
    async checkError(error: unknown) {
      const status = statusOf(error);
      if (status === 401) {
        cached = null;
        throw { message: 'ra.notification.logged_out' };
      }
      if (status === 403) {
        throw { logoutUser: false, redirectTo: '/access-denied' };
      }
    },
    async getIdentity() {
      const m = await me();
      if (!m) throw new Error('Not signed in');
      return { id: m.user.id, fullName: m.user.name, email: m.user.email, role: m.role, agency: m.agency?.name };
    },
    async getPermissions(): Promise<Role | undefined> {
      return (await me())?.role;
    },
    async canAccess({ resource, action }) {
      const m = await me();
      return canAccess(m?.role, resource, action);
    },
  };
}

export const authProvider = createAuthProvider();
