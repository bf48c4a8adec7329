import { describe, expect, it } from 'vitest';
import { trialDaysLeft } from './AgencyProfile';
import { describeAgent } from './SecuritySettings';

describe('settings formatting', () => {
  it('names devices from their user agent', () => {
    expect(describeAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36')).toBe('Chrome on Linux');
    expect(describeAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15')).toBe('Safari on macOS');
    expect(describeAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0')).toBe('Firefox on Windows');
    expect(describeAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0')).toBe('Edge on Windows');
    expect(describeAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1')).toBe('Safari on iOS');
    expect(describeAgent('curl/8.5.0')).toBe('Script');
    expect(describeAgent(null)).toBe('Unknown device');
  });

  it('counts the days left in a trial', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(trialDaysLeft('2026-12-06T12:00:00Z', now)).toBe(14);
    expect(trialDaysLeft('2026-11-22T13:00:00Z', now)).toBe(1);
    expect(trialDaysLeft('2026-11-01T00:00:00Z', now)).toBe(0);
    expect(trialDaysLeft(undefined, now)).toBeNull();
    expect(trialDaysLeft('soon', now)).toBeNull();
  });
});
