import CssBaseline from '@mui/material/CssBaseline';
import LinearProgress from '@mui/material/LinearProgress';
import { ThemeProvider } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { brandQuery, type Brand } from '../api';
import { loadBrandFont } from './fonts';
import { applyDocumentBrand, pageTitle, themeFromBrand } from './theme';

const BrandContext = createContext<Brand | null>(null);

/** Loads the brand of this host first, then renders the app in its theme. */
export function BrandProvider({ children }: { children: ReactNode }) {
  const { data: brand, error } = useQuery(brandQuery);
  const theme = useMemo(() => (brand ? themeFromBrand(brand) : null), [brand]);

  useEffect(() => {
    if (brand) applyDocumentBrand(brand);
  }, [brand]);
  const fontFamily = brand?.font_family;
  useEffect(() => {
    if (fontFamily) void loadBrandFont(fontFamily);
  }, [fontFamily]);

  if (error) throw error; // a 4xx from /api/brand: nothing can render without a brand
  if (!brand || !theme) {
    return <LinearProgress aria-label="Loading" sx={{ position: 'fixed', top: 0, left: 0, right: 0 }} />;
  }
  return (
    <BrandContext.Provider value={brand}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </BrandContext.Provider>
  );
}

export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand() outside <BrandProvider>');
  return brand;
}

/** Sets the tab title to "{page} · {brand}" while the page is shown. */
export function usePageTitle(page?: string) {
  const brand = useBrand();
  useEffect(() => {
    document.title = pageTitle(page, brand.name);
  }, [page, brand.name]);
}
