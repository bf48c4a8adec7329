import { ApiError, waitText } from '@canopy/api';

/** The one message for wrong credentials: it never tells whether the account exists. */
export const INVALID_CREDENTIALS = 'The email or password is incorrect.';

export function tooManyAttempts(seconds: number): string {
  return `Too many attempts, try again in ${waitText(seconds)}`;
}

/** Seconds to wait after a 429 when the server gave no Retry-After. */
export const DEFAULT_RETRY_SECONDS = 60;

export type SignInProblem =
  | { type: 'message'; message: string }
  | { type: 'fields'; message?: string; fields: Record<string, string> }
  | { type: 'rate_limited'; retryAt: number };

/** What the sign-in form shows for an error answer (5xx are not handled here: they fail the app). */
export function signInProblem(error: unknown, now: number = Date.now()): SignInProblem {
  if (!(error instanceof ApiError)) return { type: 'message', message: 'Something went wrong. Please try again.' };
  if (error.status === 401) return { type: 'message', message: INVALID_CREDENTIALS };
  if (error.status === 429) {
    return { type: 'rate_limited', retryAt: now + (error.retryAfter ?? DEFAULT_RETRY_SECONDS) * 1000 };
  }
  if (error.status === 400 || error.status === 422) {
    const fields = error.fieldErrors;
    if (Object.keys(fields).length > 0) return { type: 'fields', fields };
  }
  if (error.status === 0) return { type: 'message', message: 'Could not reach the server. Check your connection and try again.' };
  return { type: 'message', message: error.message };
}

const SSO_ERRORS: Record<string, string> = {
  no_agency: 'Single sign-on works on your agency’s own address, not on this one.',
  not_configured: 'Single sign-on is not switched on for this portal.',
  provider_unavailable: 'Your identity provider could not be reached. Please try again in a moment.',
  provider_refused: 'Your identity provider did not sign you in (the sign-in was cancelled or refused).',
  invalid_response: 'Your identity provider’s answer could not be used. Please try again.',
  invalid_state: 'The sign-in took too long or was started in another tab. Please try again.',
  email_unverified: 'Your identity provider has not confirmed your email address.',
  not_invited: 'Your identity provider signed you in, but there is no account for you here. Ask your agency for an invitation.',
};

/** The sentence for `/auth/signin?sso_error=<code>`; unknown codes get a generic one. */
export function ssoErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return SSO_ERRORS[code] ?? `Single sign-on failed (${code.replace(/[^\w-]/g, '').slice(0, 40)}). Please try again or sign in another way.`;
}
