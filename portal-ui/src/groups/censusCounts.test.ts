import { describe, expect, it } from 'vitest';
import { headcountSources } from './censusCounts';

describe('headcount sources', () => {
  const census = { committed_at: '2026-11-03T15:20:00Z', active_from_version: 25, active_from_earlier: 0, active_added_by_hand: 0 };

  it('says nothing when the census is the whole roster', () => {
    expect(headcountSources(census)).toBeNull();
    expect(headcountSources(undefined)).toBeNull();
  });

  it('explains employees added by hand and kept from earlier censuses', () => {
    expect(headcountSources({ ...census, active_added_by_hand: 1 })).toBe('25 from the census of Nov 3, 2026 + 1 added by hand');
    expect(headcountSources({ ...census, active_from_version: 20, active_from_earlier: 3, active_added_by_hand: 2 })).toBe(
      '20 from the census of Nov 3, 2026 + 3 from earlier censuses + 2 added by hand',
    );
  });
});
