/**
 * The portal's view of the API: the shared typed client, the types it needs (derived from the
 * generated schema) and the TanStack Query definitions of the reads.
 */
import { api, ApiError, unwrap, type ApiResponse } from '@canopy/api';
import { queryOptions, QueryClient } from '@tanstack/react-query';

export { api, ApiError, unwrap };

export type Brand = ApiResponse<'/brand', 'get'>;
export type Me = ApiResponse<'/me', 'get'>;
export type Role = Me['role'];
export type Dashboard = ApiResponse<'/dashboard', 'get'>;

export const brandQuery = queryOptions({
  queryKey: ['brand'],
  queryFn: () => unwrap(api.GET('/brand')),
  staleTime: 5 * 60_000,
});

/** The signed-in person, or `null` for a visitor: the session probe answers both without error. */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: async (): Promise<Me | null> => (await unwrap(api.GET('/auth/session'))).me ?? null,
  staleTime: 60_000,
});

export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => unwrap(api.GET('/dashboard')),
  staleTime: 30_000,
});

/** A server past capacity did nothing and said when to ask again. */
const overloaded = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'overloaded';

/**
 * Errors that mean "the server failed" (5xx) go to the error screen; every other error is shown
 * where it happened (sign-in form, 403 page, ...). Answers are not retried: the server answered,
 * unless it was too busy to, when a read is asked again after the wait it gave.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        throwOnError: (error) => error instanceof ApiError && error.isServerError,
        retry: (failures, error) =>
          overloaded(error) ? failures < 3 : !(error instanceof ApiError && error.status > 0) && failures < 2,
        retryDelay: (failures, error) =>
          overloaded(error) ? (error.retryAfter ?? 1) * 1000 : Math.min(1000 * 2 ** failures, 30_000),
        refetchOnWindowFocus: false,
      },
      mutations: {
        throwOnError: (error) => error instanceof ApiError && error.isServerError,
      },
    },
  });
}

export type Member = ApiResponse<'/members/{id}', 'get'>;
export type Invite = ApiResponse<'/invites/{id}', 'get'>;
export type RoleDef = ApiResponse<'/roles', 'get'>[number];
export type Permission = ApiResponse<'/permissions', 'get'>[number];
export type InvitePreview = ApiResponse<'/auth/invites/{token}', 'get'>;

/** Whether `me` may do `action` on `resource` (from `me.permissions`; the server checks anyway). */
export function can(me: Pick<Me, 'permissions' | 'role'> | null | undefined, resource: string, action: string): boolean {
  if (!me) return false;
  return me.permissions.some((p) => p.resource === resource && (p.action === action || p.action === '*'));
}

export const rolesQuery = queryOptions({
  queryKey: ['roles'],
  queryFn: () => unwrap(api.GET('/roles')),
  staleTime: 60_000,
});

export const permissionsQuery = queryOptions({
  queryKey: ['permissions'],
  queryFn: () => unwrap(api.GET('/permissions')),
  staleTime: 10 * 60_000,
});
