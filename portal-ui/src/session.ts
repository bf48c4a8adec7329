import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { meQuery, type Me, type Role } from './api';

/** Where sign-in should send someone: `next` when it is a path of this site, else the dashboard. */
export function safeNext(next: string | null | undefined, fallback = '/dashboard'): string {
  if (!next) return fallback;
  // Only same-site absolute paths: "/x", never "//host", "/\\host", "http:..." or control characters.
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if ([...next].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  try {
    const url = new URL(next, 'http://canopy.invalid');
    if (url.origin !== 'http://canopy.invalid') return fallback;
    // Never back to a sign-in or email-link page: that would loop.
    if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

export function signInPath(next?: string): string {
  return next && next !== '/' ? `/auth/signin?next=${encodeURIComponent(next)}` : '/auth/signin';
}

/**
 * Loader of the signed-in area: redirects to sign-in (coming back here afterwards) when there is no
 * session, and to the 403 state when the role is not among `roles`.
 */
export function requireSession(queryClient: QueryClient, roles?: readonly Role[]) {
  return async ({ request }: LoaderFunctionArgs): Promise<{ me: Me; allowed: boolean }> => {
    const me = await queryClient.ensureQueryData(meQuery);
    if (!me) {
      const url = new URL(request.url);
      throw redirect(signInPath(url.pathname + url.search));
    }
    return { me, allowed: !roles || roles.includes(me.role) };
  };
}
