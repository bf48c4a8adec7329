import { describe, expect, it } from 'vitest';
import { AA_NORMAL, checkContrast, contrastRatio, formatRatio, parseHex, relativeLuminance, suggestPassing, readableOn, toHex, WHITE } from './contrast';

describe('WCAG contrast', () => {
  it('parses and writes hex colours', () => {
    expect(parseHex('#0B4F6C')).toEqual([11, 79, 108]);
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('0b4f6c')).toEqual([11, 79, 108]);
    for (const bad of ['', '#12345', '#gg0000', 'red', '#1234567']) expect(parseHex(bad)).toBeNull();
    expect(toHex([11, 79, 108])).toBe('#0b4f6c');
  });

  it('computes relative luminance and the known ratios', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10);
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 10);
    expect(contrastRatio(WHITE, WHITE)).toBeCloseTo(1, 10);
    // #767676 on white is the classic 4.54:1, the lightest grey that passes AA.
    expect(contrastRatio(parseHex('#767676')!, WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(parseHex('#777777')!, WHITE)).toBeLessThan(AA_NORMAL);
    // Symmetric
    expect(contrastRatio([11, 79, 108], WHITE)).toBe(contrastRatio(WHITE, [11, 79, 108]));
  });

  it('gives the AA verdict for normal and large text', () => {
    const summit = checkContrast('#0b4f6c')!;
    expect(summit.normal).toBe(true);
    expect(summit.large).toBe(true);
    expect(summit.suggestion).toBeUndefined();
    const yellow = checkContrast('#f5c518')!;
    expect(yellow.normal).toBe(false);
    expect(yellow.large).toBe(false);
    expect(yellow.label).toMatch(/^1\.\d\d:1$/);
    const mid = checkContrast('#888888')!; // 3.54:1: large text only
    expect(mid.normal).toBe(false);
    expect(mid.large).toBe(true);
    expect(checkContrast('nope')).toBeNull();
    expect(formatRatio(4.499)).toBe('4.49');
  });

  it('suggests the nearest passing colour, darker or lighter', () => {
    const yellow = checkContrast('#f5c518')!;
    expect(yellow.suggestion?.direction).toBe('darker');
    expect(contrastRatio(parseHex(yellow.suggestion!.hex)!, WHITE)).toBeGreaterThanOrEqual(AA_NORMAL);
    // Dark text on a dark background: a lighter background is closer.
    const onDark = suggestPassing([60, 60, 60], [0, 0, 0])!;
    expect(onDark.direction).toBe('lighter');
    expect(contrastRatio(onDark.color, [0, 0, 0])).toBeGreaterThanOrEqual(AA_NORMAL);
    // Adjusting the text instead of the background
    const text = checkContrast('#ffffff', '#aaaaaa', 'text')!;
    expect(text.suggestion?.direction).toBe('darker');
    expect(contrastRatio(parseHex(text.suggestion!.hex)!, WHITE)).toBeGreaterThanOrEqual(AA_NORMAL);
    // The suggestion is the nearest: one step less would fail.
    const s = suggestPassing([245, 197, 24], WHITE)!;
    expect(contrastRatio(s.color, WHITE)).toBeGreaterThanOrEqual(AA_NORMAL);
    expect(suggestPassing([11, 79, 108], WHITE)!.direction).toBe('same');
  });
});

describe('readableOn', () => {
  it('keeps a colour that already reads on white', () => {
    expect(readableOn('#1d6b57')).toBe('#1d6b57');
  });
  it('reads on the page background too', () => {
    expect(contrastRatio(parseHex(readableOn('#8e720e', '#f6f7f9'))!, parseHex('#f6f7f9')!)).toBeGreaterThanOrEqual(4.5);
  });
  it('darkens a light brand colour just enough for AA on white', () => {
    const darker = readableOn('#e4572e');
    expect(contrastRatio(parseHex(darker)!, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(parseHex(darker)!, [255, 255, 255])).toBeLessThan(4.7);
  });
});
