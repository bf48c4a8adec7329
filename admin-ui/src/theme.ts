import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { readableOn } from '../../portal-ui/src/brand/contrast';
import type { Brand } from './api';

const FALLBACK_PRIMARY = '#1d6b57';
const FALLBACK_SECONDARY = '#c0622b';
const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const hex = (v: unknown, fallback: string) =>
  typeof v === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(v.trim()) ? v.trim() : fallback;

function fontStack(family: string | undefined): string {
  const first = (family ?? '').split(',')[0].trim().replace(/^["']|["']$/g, '');
  if (!first || !/^[\w\s-]+$/.test(first)) return SYSTEM_FONTS;
  return `${/\s/.test(first) ? `"${first}"` : first}, ${SYSTEM_FONTS}`;
}

/** react-admin's light theme in the agency's colours and font, like the portal. */
export function adminTheme(brand: Pick<Brand, 'primary_color' | 'secondary_color' | 'font_family'> | null): RaThemeOptions {
  const base = defaultLightTheme;
  const primary = hex(brand?.primary_color, FALLBACK_PRIMARY);
  const secondary = hex(brand?.secondary_color, FALLBACK_SECONDARY);
  return {
    ...base,
    palette: {
      ...base.palette,
      mode: 'light',
      primary: { main: primary },
      secondary: { main: secondary },
      warning: { main: '#a05000' },
      error: { main: '#c62828' },
      background: { default: '#f6f7f9', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: {
      ...base.typography,
      fontFamily: fontStack(brand?.font_family),
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      ...base.components,
      MuiAppBar: { defaultProps: { elevation: 0, color: 'primary' } },
      MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiButton: { defaultProps: { disableElevation: true } },
      // An outlined chip writes the brand colour as text: a shade that reads on white.
      MuiChip: {
        styleOverrides: {
          root: {
            '&.MuiChip-outlined.MuiChip-colorPrimary': { color: readableOn(primary) },
            '&.MuiChip-outlined.MuiChip-colorSecondary': { color: readableOn(secondary) },
          },
        },
      },
      MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
      MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
      // react-admin's page-not-found message is half transparent, too faint to read.
      RaNotFound: { styleOverrides: { root: { '& .RaNotFound-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.6)' } } } },
    },
  };
}
