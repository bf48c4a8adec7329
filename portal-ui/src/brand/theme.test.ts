import { describe, expect, it } from 'vitest';
import { applyDocumentBrand, FALLBACK_PRIMARY, fontStack, monogramFavicon, pageTitle, themeFromBrand } from './theme';

const summit = {
  slug: 'summit',
  is_platform: false,
  name: 'Summit Benefits Group',
  primary_color: '#0B4F6C',
  secondary_color: '#F29E4C',
  font_family: 'Source Sans Pro',
  welcome_text: 'Benefits made simple.',
  sso_enabled: false,
};

describe('themeFromBrand', () => {
  it('uses the brand colours as primary and secondary', () => {
    const theme = themeFromBrand(summit);
    expect(theme.palette.primary.main).toBe('#0B4F6C');
    expect(theme.palette.secondary.main).toBe('#F29E4C');
  });

  it('computes readable text on the brand colours', () => {
    expect(themeFromBrand(summit).palette.primary.contrastText).toBe('#fff');
    expect(themeFromBrand({ ...summit, primary_color: '#ffe066' }).palette.primary.contrastText).toBe('rgba(0, 0, 0, 0.87)');
    // White on #e4572e is 3.68:1, under AA: the theme writes black on it instead.
    expect(themeFromBrand({ ...summit, secondary_color: '#e4572e' }).palette.secondary.contrastText).toBe('rgba(0, 0, 0, 0.87)');
  });

  it('puts the brand font first with a system fallback', () => {
    const family = themeFromBrand(summit).typography.fontFamily!;
    expect(family.startsWith('"Source Sans Pro", system-ui')).toBe(true);
    expect(family).toContain('sans-serif');
  });

  it('falls back to Canopy colours for invalid values instead of crashing', () => {
    const theme = themeFromBrand({ ...summit, primary_color: 'red; background: url(x)', secondary_color: '' });
    expect(theme.palette.primary.main).toBe(FALLBACK_PRIMARY);
    expect(theme.palette.secondary.main).not.toBe('');
  });
});

describe('fontStack', () => {
  it('ignores font names that could break out of the CSS value', () => {
    expect(fontStack('Inter')).toMatch(/^Inter, system-ui/);
    expect(fontStack('x"; } body { color: red')).toMatch(/^system-ui/);
    expect(fontStack('')).toMatch(/^system-ui/);
    expect(fontStack('Roboto')).toMatch(/^Roboto, system-ui/);
    expect(fontStack('Roboto').match(/Roboto/g)).toHaveLength(1); // not repeated further down
  });
});

describe('document brand', () => {
  it('sets the title and a favicon', () => {
    applyDocumentBrand(summit, document);
    expect(document.title).toBe('Summit Benefits Group');
    const icon = document.querySelector<HTMLLinkElement>('link[rel~="icon"]')!;
    expect(decodeURIComponent(icon.href)).toContain('#0B4F6C');
    expect(decodeURIComponent(icon.href)).toContain('>S</text>');
    applyDocumentBrand({ ...summit, favicon_url: '/files/summit/favicon.png' }, document);
    expect(document.querySelector<HTMLLinkElement>('link[rel~="icon"]')!.getAttribute('href')).toBe('/files/summit/favicon.png');
  });

  it('escapes the monogram and titles pages', () => {
    expect(decodeURIComponent(monogramFavicon('<b>', '#000000'))).not.toContain('<b>');
    expect(pageTitle('Sign in', 'Summit Benefits Group')).toBe('Sign in · Summit Benefits Group');
    expect(pageTitle(undefined, 'Canopy')).toBe('Canopy');
  });
});
