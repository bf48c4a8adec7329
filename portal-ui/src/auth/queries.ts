/** The sign-in, sign-up and account-link calls of the public pages, all typed from the generated schema. */
import { API_BASE, type ApiRequestBody } from '@canopy/api';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, brandQuery, meQuery, unwrap } from '../api';

export type SignInInput = ApiRequestBody<'/auth/signin', 'post'>;
export type InviteSignUpInput = ApiRequestBody<'/auth/signup', 'post'>;
export type CodeSignUpInput = ApiRequestBody<'/auth/signup/code', 'post'>;
export type BrokerSignUpInput = ApiRequestBody<'/auth/signup/broker', 'post'>;

export const authKeys = {
  /** The invitation a token stands for (kept when the person signs up with it). */
  invitePreview: (token: string | null) => ['invite-preview', token] as const,
  slugAvailability: (slug: string) => ['slug-availability', slug] as const,
};

export const invitePreviewQuery = (token: string | null) =>
  queryOptions({
    queryKey: authKeys.invitePreview(token),
    queryFn: () => unwrap(api.GET('/auth/invites/{token}', { params: { path: { token: token! } } })),
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
  });

export const slugAvailabilityQuery = (slug: string) =>
  queryOptions({
    queryKey: authKeys.slugAvailability(slug),
    queryFn: () => unwrap(api.GET('/auth/slug-availability', { params: { query: { slug } } })),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** Where single sign-on starts (a full-page navigation to the agency's identity provider). */
export function ssoStartHref(next: string): string {
  return `${API_BASE}/auth/sso/start?next=${encodeURIComponent(next)}`;
}

export function signIn(body: SignInInput) {
  return unwrap(api.POST('/auth/signin', { body }));
}

export function signOut() {
  return unwrap(api.POST('/auth/signout'));
}

/**
 * Signs out from a signed-in page: leaves the signed-in pages first, so none of their queries asks
 * again (and gets a 401), then forgets everything cached but the session probe and the brand.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.setQueryData(meQuery.queryKey, null);
      void Promise.resolve(navigate('/auth/signin', { replace: true })).then(() => {
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQuery.queryKey[0] && q.queryKey[0] !== brandQuery.queryKey[0] });
      });
    },
  });
}

export function signUpWithInvite(body: InviteSignUpInput) {
  return unwrap(api.POST('/auth/signup', { body }));
}

export function signUpWithCode(body: CodeSignUpInput) {
  return unwrap(api.POST('/auth/signup/code', { body }));
}

export function signUpBroker(body: BrokerSignUpInput) {
  return unwrap(api.POST('/auth/signup/broker', { body }));
}

export function confirmBrokerSignUp(token: string) {
  return unwrap(api.POST('/auth/signup/broker/confirm', { body: { token } }));
}

export function verifyEmail(token: string) {
  return unwrap(api.POST('/auth/verify-email', { body: { token } }));
}

export function resendVerification(email: string) {
  return unwrap(api.POST('/auth/verify-email/resend', { body: { email } }));
}

export function requestMagicLink(email: string) {
  return unwrap(api.POST('/auth/magic-link/request', { body: { email } }));
}

export function redeemMagicLink(token: string) {
  return unwrap(api.POST('/auth/magic-link', { body: { token } }));
}

export function requestPasswordReset(email: string) {
  return unwrap(api.POST('/auth/reset-password/request', { body: { email } }));
}

export function resetPassword(token: string, password: string) {
  return unwrap(api.POST('/auth/reset-password', { body: { token, password } }));
}
