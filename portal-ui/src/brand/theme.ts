import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type { Brand } from '../api';
import { readableOn } from './contrast';

/** Canopy's own colours, used when a brand colour is missing or not a valid CSS hex colour. */
export const FALLBACK_PRIMARY = '#1d6b57';
export const FALLBACK_SECONDARY = '#c0622b';
const SYSTEM_FONTS = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
];

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim());
}

/** The brand's font first (quoted when it has spaces), then a system stack as fallback. */
export function fontStack(family: string | null | undefined): string {
  const first = (family ?? '').split(',')[0].trim().replace(/^["']|["']$/g, '');
  if (!first || !/^[\w\s-]+$/.test(first)) return SYSTEM_FONTS.join(', ');
  const rest = SYSTEM_FONTS.filter((f) => f.replace(/"/g, '').toLowerCase() !== first.toLowerCase());
  return [/\s/.test(first) ? `"${first}"` : first, ...rest].join(', ');
}

type BrandColours = Pick<Brand, 'primary_color' | 'secondary_color' | 'font_family'>;

/** The page's background colour, behind cards. */
const PAGE = '#f6f7f9';

/** The MUI theme of a brand: its colours and font, in Canopy's dense, quiet look. */
export function themeFromBrand(brand: BrandColours | null | undefined): Theme {
  const primary = isHexColor(brand?.primary_color) ? brand.primary_color.trim() : FALLBACK_PRIMARY;
  const secondary = isHexColor(brand?.secondary_color) ? brand.secondary_color.trim() : FALLBACK_SECONDARY;
  const theme = createTheme({
    palette: {
      // Text on a brand colour is white or black, whichever reaches WCAG AA (4.5:1).
      contrastThreshold: 4.5,
      primary: { main: primary },
      secondary: { main: secondary },
      // MUI's warning orange, success green and info blue are too light for text on white.
      warning: { main: '#a05000' },
      info: { main: '#01579b' },
      success: { main: '#1b6e20' },
      background: { default: PAGE, paper: '#ffffff' },
      text: { primary: '#1b2330', secondary: '#5b6675' },
      divider: '#e3e6eb',
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: fontStack(brand?.font_family),
      fontSize: 14,
      h1: { fontSize: '2.6rem', fontWeight: 700, letterSpacing: '-0.02em', lineHeight: 1.15 },
      h2: { fontSize: '1.9rem', fontWeight: 700, letterSpacing: '-0.01em' },
      h3: { fontSize: '1.5rem', fontWeight: 650 },
      h4: { fontSize: '1.35rem', fontWeight: 650 },
      h5: { fontSize: '1.15rem', fontWeight: 600 },
      h6: { fontSize: '1rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
      overline: { fontWeight: 600, letterSpacing: '0.08em' },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiPaper: { defaultProps: { elevation: 0 } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
      },
      MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
      MuiListItem: { defaultProps: { dense: true } },
      MuiToolbar: { defaultProps: { variant: 'dense' } },
      MuiTooltip: { defaultProps: { arrow: true } },
      // Where the brand colour is written as text (outlined chips, tabs, text buttons), a
      // shade of it that reads on the page as well as on cards.
      MuiChip: {
        styleOverrides: {
          root: {
            '&.MuiChip-outlined.MuiChip-colorPrimary': { color: readableOn(primary, PAGE) },
            '&.MuiChip-outlined.MuiChip-colorSecondary': { color: readableOn(secondary, PAGE) },
          },
        },
      },
      MuiTab: { styleOverrides: { root: { '&.Mui-selected.MuiTab-textColorPrimary': { color: readableOn(primary, PAGE) } } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        // A disabled button keeps the theme's disabled grey, so that it reads as disabled.
        styleOverrides: {
          root: { '&.MuiButton-text.MuiButton-colorPrimary:not(.Mui-disabled), &.MuiButton-outlined.MuiButton-colorPrimary:not(.Mui-disabled)': { color: readableOn(primary, PAGE) } },
        },
      },
      // A locked field still explains itself legibly.
      MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: '#5b6675' } } } },
      MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
      MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    },
  });
  theme.components = {
    ...theme.components,
    MuiCssBaseline: {
      styleOverrides: {
        body: { backgroundColor: theme.palette.background.default },
        '::selection': { backgroundColor: alpha(primary, 0.2) },
      },
    },
  };
  return theme;
}

/** A favicon for brands without one: the brand's initial on its primary colour. */
export function monogramFavicon(name: string, color: string): string {
  const letter = (name.trim()[0] ?? 'C').toUpperCase().replace(/[<>&"']/g, '');
  const fill = isHexColor(color) ? color : FALLBACK_PRIMARY;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${fill}"/>` +
    `<text x="32" y="44" font-family="Arial, sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Sets the tab title and favicon from the brand. */
export function applyDocumentBrand(brand: Brand, doc: Document = document): void {
  doc.title = brand.name;
  let link = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  link.href = brand.favicon_url || monogramFavicon(brand.name, brand.primary_color);
}

/** "Sign in · Summit Benefits Group" */
export function pageTitle(page: string | undefined, brandName: string): string {
  return page ? `${page} · ${brandName}` : brandName;
}
