/**
 * WCAG 2.x contrast, as pure functions: relative luminance, contrast ratio, the AA verdict for
 * normal and large text, and the nearest colour that passes (darker or lighter, whichever is
 * closer). The server applies the same rule to the primary colour (white text on it ≥ 4.5:1).
 */
export type Rgb = readonly [number, number, number];

/** AA for normal text, and for large text (≥ 18.66 px bold or 24 px regular). */
export const AA_NORMAL = 4.5;
export const AA_LARGE = 3;
export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];

/** `#rgb` or `#rrggbb` (case-insensitive) → [r, g, b]; anything else → null. */
export function parseHex(value: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m) return null;
  let h = m[1];
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Relative luminance (WCAG 2.x, sRGB). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast ratio between two colours, 1 … 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

function mix(color: Rgb, toward: Rgb, k: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(color[i] + (toward[i] - color[i]) * k)) as unknown as Rgb;
}

/**
 * The nearest shade of `color` (mixed toward black or toward white, in 1 % steps) on which
 * `against` reaches `target`; `null` when neither direction gets there. Returns `color` itself
 * when it already passes.
 */
export function suggestPassing(color: Rgb, against: Rgb, target: number = AA_NORMAL): { color: Rgb; direction: 'darker' | 'lighter' | 'same' } | null {
  if (contrastRatio(color, against) >= target) return { color, direction: 'same' };
  let best: { color: Rgb; direction: 'darker' | 'lighter'; step: number } | null = null;
  for (const [toward, direction] of [
    [BLACK, 'darker'],
    [WHITE, 'lighter'],
  ] as const) {
    for (let step = 1; step <= 100; step++) {
      const c = mix(color, toward, step / 100);
      if (contrastRatio(c, against) >= target) {
        if (!best || step < best.step) best = { color: c, direction, step };
        break;
      }
    }
  }
  return best ? { color: best.color, direction: best.direction } : null;
}

/**
 * The colour as text on `background` (white unless said): itself when it reads (WCAG AA), else
 * the nearest shade that does.
 */
export function readableOn(hex: string, background: string = '#ffffff'): string {
  const rgb = parseHex(hex);
  const passing = rgb ? suggestPassing(rgb, parseHex(background) ?? WHITE) : null;
  return passing ? toHex(passing.color) : hex;
}

export interface ContrastCheck {
  ratio: number;
  /** Ratio written the way WCAG tools do: "4.54:1". */
  label: string;
  normal: boolean;
  large: boolean;
  /** A colour close to the input that passes AA for normal text (absent when it already passes). */
  suggestion?: { hex: string; direction: 'darker' | 'lighter'; ratio: number };
}

/** The AA check of `text` on `background` (both hex); `null` when either is not a colour. */
export function checkContrast(background: string, text: string = '#ffffff', adjust: 'background' | 'text' = 'background'): ContrastCheck | null {
  const bg = parseHex(background);
  const fg = parseHex(text);
  if (!bg || !fg) return null;
  const ratio = contrastRatio(bg, fg);
  const out: ContrastCheck = { ratio, label: `${formatRatio(ratio)}:1`, normal: ratio >= AA_NORMAL, large: ratio >= AA_LARGE };
  if (!out.normal) {
    const s = adjust === 'background' ? suggestPassing(bg, fg) : suggestPassing(fg, bg);
    if (s && s.direction !== 'same') {
      const ratioAfter = adjust === 'background' ? contrastRatio(s.color, fg) : contrastRatio(s.color, bg);
      out.suggestion = { hex: toHex(s.color), direction: s.direction, ratio: ratioAfter };
    }
  }
  return out;
}

/** Two decimals, truncated (never rounds a failing 4.499 up to "4.50"). */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}
