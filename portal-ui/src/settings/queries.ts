/**
 * The agency's settings: profile, team (members, invitations, roles), single sign-on, security and
 * brand. Reads as TanStack Query definitions, changes as typed calls, keys defined once here.
 */
import { uploadFile, type ApiRequestBody } from '@canopy/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, brandQuery, meQuery, rolesQuery, unwrap } from '../api';
import type { BrandSettings, BrandSettingsUpdate, SsoUpdate } from '../contract';

export const settingsKeys = {
  agency: ['agency'] as const,
  sso: ['sso'] as const,
  sessions: [...meQuery.queryKey, 'sessions'] as const,
  members: ['members'] as const,
  memberList: (query: { q?: string; page: number; perPage: number }) => [...settingsKeys.members, query] as const,
  employerAdmins: ['members', 'employer-admins'] as const,
  invites: ['invites'] as const,
  pendingInvites: (query: Record<string, string | number>) => [...settingsKeys.invites, 'pending', query] as const,
  roles: rolesQuery.queryKey,
  brand: brandQuery.queryKey,
  brandSettings: [...brandQuery.queryKey, 'settings'] as const,
  domains: ['domains'] as const,
};

export type MemberUpdate = ApiRequestBody<'/members/{id}', 'put'>;
export type InviteInput = ApiRequestBody<'/invites', 'post'>;
export type RoleInput = ApiRequestBody<'/roles', 'post'>;

// Agency profile

export const agencyQuery = queryOptions({ queryKey: settingsKeys.agency, queryFn: () => unwrap(api.GET('/agency')) });

export function saveAgencyName(name: string) {
  return unwrap(api.PUT('/agency', { body: { name } }));
}

// Team

export const membersQuery = (query: { q?: string; page: number; perPage: number }) =>
  queryOptions({
    queryKey: settingsKeys.memberList(query),
    queryFn: () =>
      unwrap(api.GET('/members', { params: { query: { q: query.q || undefined, page: query.page + 1, per_page: query.perPage, sort: 'name', order: 'ASC' } } })),
    placeholderData: keepPreviousData,
  });

/** Every employer admin of the agency (a group's settings show those of the group). */
export const employerAdminsQuery = queryOptions({
  queryKey: settingsKeys.employerAdmins,
  queryFn: () => unwrap(api.GET('/members', { params: { query: { role: 'employer_admin', per_page: 200 } } })),
});

/** Pending invitations (the team page lists the newest first). */
export const pendingInvitesQuery = (page: { per_page: number; sort?: string; order?: string }) => {
  const query = { status: 'pending', ...page };
  return queryOptions({ queryKey: settingsKeys.pendingInvites(query), queryFn: () => unwrap(api.GET('/invites', { params: { query } })) });
};

export function updateMember(id: string, body: MemberUpdate) {
  return unwrap(api.PUT('/members/{id}', { params: { path: { id } }, body }));
}

export function inviteMember(body: InviteInput) {
  return unwrap(api.POST('/invites', { body }));
}

export function resendInvite(id: string) {
  return unwrap(api.POST('/invites/{id}/resend', { params: { path: { id } } }));
}

export function withdrawInvite(id: string) {
  return unwrap(api.DELETE('/invites/{id}', { params: { path: { id } } }));
}

/** Creates a role, or saves the one called `existing`. */
export function saveRole(existing: string | null, body: RoleInput) {
  return existing ? unwrap(api.PUT('/roles/{name}', { params: { path: { name: existing } }, body })) : unwrap(api.POST('/roles', { body }));
}

export function deleteRole(name: string) {
  return unwrap(api.DELETE('/roles/{name}', { params: { path: { name } } }));
}

// Single sign-on

export const ssoQuery = queryOptions({ queryKey: settingsKeys.sso, queryFn: () => unwrap(api.GET('/sso')) });

export function saveSso(body: SsoUpdate) {
  return unwrap(api.PUT('/sso', { body }));
}

export function removeSso() {
  return unwrap(api.DELETE('/sso'));
}

// Security

export const sessionsQuery = queryOptions({ queryKey: settingsKeys.sessions, queryFn: () => unwrap(api.GET('/me/sessions')) });

export function revokeSession(id: string) {
  return unwrap(api.DELETE('/me/sessions/{id}', { params: { path: { id } } }));
}

export function changePassword(current: string, next: string) {
  return unwrap(api.PUT('/me/password', { body: { current_password: current, new_password: next } }));
}

// Brand

export const brandSettingsQuery = queryOptions({ queryKey: settingsKeys.brandSettings, queryFn: () => unwrap(api.GET('/brand/settings')) });

export function saveBrandSettings(body: BrandSettingsUpdate) {
  return unwrap(api.PUT('/brand/settings', { body }));
}

export function uploadBrandAsset(kind: 'logo' | 'favicon', file: File, onProgress: (fraction: number) => void) {
  return uploadFile<BrandSettings>(`/brand/${kind}`, file, { onProgress });
}

export function removeBrandAsset(kind: 'logo' | 'favicon') {
  return unwrap(kind === 'logo' ? api.DELETE('/brand/logo') : api.DELETE('/brand/favicon'));
}

export const domainsQuery = queryOptions({ queryKey: settingsKeys.domains, queryFn: () => unwrap(api.GET('/domains')) });

export function addDomain(domain: string) {
  return unwrap(api.POST('/domains', { body: { domain } }));
}

export function verifyDomain(domain: string) {
  return unwrap(api.POST('/domains/{domain}/verify', { params: { path: { domain } } }));
}

export function removeDomain(domain: string) {
  return unwrap(api.DELETE('/domains/{domain}', { params: { path: { domain } } }));
}
