import { describe, expect, it } from 'vitest';
import { shippedFont } from './fonts';
import { fontStack } from './theme';

describe('brand fonts', () => {
  it('recognises the shipped families whatever their case or quoting', () => {
    expect(shippedFont('Lato')).toBe('lato');
    expect(shippedFont('"Open Sans", sans-serif')).toBe('open sans');
    expect(shippedFont('Comic Sans MS')).toBeUndefined();
    expect(shippedFont(undefined)).toBeUndefined();
  });

  it('keeps the brand family first in the CSS stack', () => {
    expect(fontStack('Source Sans 3')).toMatch(/^"Source Sans 3", system-ui/);
  });
});
