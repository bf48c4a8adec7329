/**
 * The brand fonts shipped with the portal and the back office (no font is fetched from a third
 * party). A brand whose `font_family` is one of these gets it, loaded on demand (its CSS and WOFF2
 * files are separate chunks); any other family falls back to the system stack of `fontStack`.
 */
const FONTS: Record<string, () => Promise<unknown>[]> = {
  inter: () => [import('@fontsource/inter/latin-400.css'), import('@fontsource/inter/latin-600.css'), import('@fontsource/inter/latin-700.css')],
  lato: () => [import('@fontsource/lato/latin-400.css'), import('@fontsource/lato/latin-700.css')],
  montserrat: () => [
    import('@fontsource/montserrat/latin-400.css'),
    import('@fontsource/montserrat/latin-600.css'),
    import('@fontsource/montserrat/latin-700.css'),
  ],
  'open sans': () => [
    import('@fontsource/open-sans/latin-400.css'),
    import('@fontsource/open-sans/latin-600.css'),
    import('@fontsource/open-sans/latin-700.css'),
  ],
  roboto: () => [import('@fontsource/roboto/latin-400.css'), import('@fontsource/roboto/latin-500.css'), import('@fontsource/roboto/latin-700.css')],
  'source sans 3': () => [
    import('@fontsource/source-sans-3/latin-400.css'),
    import('@fontsource/source-sans-3/latin-600.css'),
    import('@fontsource/source-sans-3/latin-700.css'),
  ],
};

export const SHIPPED_FONTS = Object.keys(FONTS);

export function shippedFont(family: string | null | undefined): string | undefined {
  const first = (family ?? '').split(',')[0].trim().replace(/^["']|["']$/g, '').toLowerCase();
  return first in FONTS ? first : undefined;
}

/** Starts loading the brand's font when Canopy ships it; resolves when its files are in. */
export function loadBrandFont(family: string | null | undefined): Promise<void> {
  const key = shippedFont(family);
  if (!key) return Promise.resolve();
  return Promise.all(FONTS[key]()).then(
    () => undefined,
    (e: unknown) => console.warn(`Could not load the brand font ${family}`, e),
  );
}
