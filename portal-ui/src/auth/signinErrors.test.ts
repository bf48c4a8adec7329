import { ApiError } from '@canopy/api';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_SECONDS, INVALID_CREDENTIALS, signInProblem, ssoErrorMessage, tooManyAttempts } from './signinErrors';

describe('sign-in errors', () => {
  it('shows one generic message for wrong credentials', () => {
    const e = new ApiError({ status: 401, code: 'invalid_credentials', message: 'No user with that email' });
    expect(signInProblem(e)).toEqual({ type: 'message', message: INVALID_CREDENTIALS });
  });

  it('counts down from Retry-After when rate limited', () => {
    const e = new ApiError({ status: 429, code: 'rate_limited', message: 'slow down', retryAfter: 42 });
    expect(signInProblem(e, 1_000)).toEqual({ type: 'rate_limited', retryAt: 43_000 });
    const noHeader = new ApiError({ status: 429, code: 'rate_limited', message: 'slow down' });
    expect(signInProblem(noHeader, 0)).toEqual({ type: 'rate_limited', retryAt: DEFAULT_RETRY_SECONDS * 1000 });
    expect(tooManyAttempts(42)).toBe('Too many attempts, try again in 42 seconds');
    expect(tooManyAttempts(0.2)).toBe('Too many attempts, try again in 1 second');
  });

  it('maps validation details to the fields', () => {
    const e = new ApiError({ status: 400, code: 'validation', message: 'invalid', details: { fields: { email: 'is not an email address' } } });
    expect(signInProblem(e)).toEqual({ type: 'fields', fields: { email: 'is not an email address' } });
  });

  it('explains single sign-on failures from the query', () => {
    expect(ssoErrorMessage(null)).toBeNull();
    expect(ssoErrorMessage('provider_refused')).toMatch(/cancelled/);
    expect(ssoErrorMessage('not_invited')).toMatch(/no account for you here/);
    expect(ssoErrorMessage('<script>weird</script>')).toBe('Single sign-on failed (scriptweirdscript). Please try again or sign in another way.');
  });
});
