import { ApiError } from '@canopy/api';

/** The one message for wrong credentials: it never tells whether the account exists. */
export const INVALID_CREDENTIALS = 'The email or password is incorrect.';

export function tooManyAttempts(seconds: number): string {
  const n = Math.max(1, Math.ceil(seconds));
  return `Too many attempts, try again in ${n} ${n === 1 ? 'second' : 'seconds'}`;
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
