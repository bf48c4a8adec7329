import { describe, expect, it } from 'vitest';
import { safeNext, signInPath } from './session';

describe('safeNext', () => {
  it('keeps local paths with their query and hash', () => {
    expect(safeNext('/dashboard')).toBe('/dashboard');
    expect(safeNext('/dashboard/groups?stage=quote#top')).toBe('/dashboard/groups?stage=quote#top');
    expect(safeNext('/admin')).toBe('/admin');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'dashboard', '/\t/evil.example']) {
      expect(safeNext(bad)).toBe('/dashboard');
    }
    expect(safeNext(null)).toBe('/dashboard');
    expect(safeNext('', '/x')).toBe('/x');
    // Never back to a sign-in page (a loop), whatever the spelling.
    expect(safeNext('/auth/signin')).toBe('/dashboard');
    expect(safeNext('/auth/magic-link?token=x')).toBe('/dashboard');
    expect(safeNext('/dashboard/../auth/signin')).toBe('/dashboard');
    expect(safeNext('/authors')).toBe('/authors');
  });

  it('builds the sign-in path with an encoded next', () => {
    expect(signInPath('/dashboard?x=1&y=2')).toBe('/auth/signin?next=%2Fdashboard%3Fx%3D1%26y%3D2');
    expect(signInPath('/')).toBe('/auth/signin');
  });
});
