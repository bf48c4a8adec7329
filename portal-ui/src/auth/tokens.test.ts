import { ApiError, type ErrorCode } from '@canopy/api';
import { describe, expect, it } from 'vitest';
import { passwordProblem } from './PasswordField';
import { formProblem, sentence, tokenProblem } from './tokens';

describe('email links', () => {
  it('tells expired, used and invalid links apart', () => {
    const e = (code: ErrorCode, status = 400) => new ApiError({ status, code, message: code });
    expect(tokenProblem(e('token_expired'))).toBe('expired');
    expect(tokenProblem(e('token_used'))).toBe('used');
    expect(tokenProblem(e('token_invalid'))).toBe('invalid');
    expect(tokenProblem(e('not_found', 404))).toBe('invalid');
    expect(tokenProblem(e('validation'))).toBeNull();
    expect(tokenProblem(new Error('x'))).toBeNull();
  });

  it('keeps field errors by their fields and explains the rest', () => {
    const fields = new ApiError({ status: 400, code: 'validation', message: 'invalid', details: { fields: { password: 'this password is too common' } } });
    expect(formProblem(fields)).toEqual({ fields: { password: 'this password is too common' } });
    expect(formProblem(new ApiError({ status: 429, code: 'rate_limited', message: 'x', retryAfter: 5 })).message).toBe('Too many requests, try again in 5 seconds.');
    expect(formProblem(new ApiError({ status: 0, code: 'network_error', message: 'x' })).message).toMatch(/reach the server/);
    expect(sentence('use at least 12 characters')).toBe('Use at least 12 characters');
  });

  it('checks the password length', () => {
    expect(passwordProblem('short')).toMatch(/at least 12/);
    expect(passwordProblem('eleven char')).toBe('use at least 12 characters');
    expect(passwordProblem('x'.repeat(129))).toMatch(/at most 128/);
    expect(passwordProblem('twelve chars')).toBeNull();
    expect(passwordProblem('x'.repeat(128))).toBeNull();
  });
});
