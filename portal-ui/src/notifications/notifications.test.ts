import { describe, expect, it } from 'vitest';
import { AWAITING_KIND_LABELS, NOTIFICATION_KIND_LABELS } from '../ui/vocab';
import { bellLabel, moreText } from './format';

describe('the notifications bell', () => {
  it('names the unread count for screen readers', () => {
    expect(bellLabel(0)).toBe('Notifications, none unread');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
  });

  it('says when the panel shows only the latest', () => {
    expect(moreText(8, 8)).toBeNull();
    expect(moreText(8, 23)).toBe('The latest 8 of 23');
  });

  it('has words for every kind', () => {
    for (const label of [...Object.values(NOTIFICATION_KIND_LABELS), ...Object.values(AWAITING_KIND_LABELS)]) expect(label).toMatch(/^[A-Z]/);
  });
});
