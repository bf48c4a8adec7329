import { ApiError, waitText } from '@canopy/api';

export type TokenProblem = 'expired' | 'used' | 'invalid';

/** The state of an email link from the API's answer: 400 token_expired | token_used | token_invalid (404 = invalid). */
export function tokenProblem(error: unknown): TokenProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'token_expired') return 'expired';
  if (error.code === 'token_used') return 'used';
  if (error.code === 'token_invalid' || (error.status === 404 && !error.isServerError)) return 'invalid';
  return null;
}

/** A user-facing message of a failed form call: field errors stay by their fields. */
export function formProblem(error: unknown): { message?: string; fields: Record<string, string> } {
  if (!(error instanceof ApiError)) return { message: 'Something went wrong. Please try again.', fields: {} };
  const fields = error.fieldErrors;
  if (Object.keys(fields).length > 0) return { fields };
  if (error.status === 0) return { message: 'Could not reach the server. Check your connection and try again.', fields };
  if (error.status === 429) {
    const s = error.retryAfter;
    return { message: `Too many requests, try again in ${s ? waitText(s) : 'a minute'}.`, fields };
  }
  return { message: error.message, fields };
}

/** Field messages from the server start in lower case ("use at least 12 characters"): as a helper text, capitalise. */
export function sentence(text: string | undefined): string | undefined {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}
