import { api, unwrap } from '@canopy/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Brand } from './api';
import { App } from './App';
import { loadBrandFont } from '../../portal-ui/src/brand/fonts';

const root = createRoot(document.getElementById('root')!);

function applyDocumentBrand(brand: Brand) {
  document.title = `Back office · ${brand.name}`;
  if (brand.favicon_url) {
    const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (link) link.href = brand.favicon_url;
  }
}

/** The brand of this host decides the theme, so it is loaded before the back office renders. */
unwrap(api.GET('/brand'))
  .then((brand) => {
    applyDocumentBrand(brand);
    void loadBrandFont(brand.font_family);
    root.render(
      <StrictMode>
        <App brand={brand} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    const digest = error && typeof error === 'object' && 'digest' in error ? String(error.digest ?? '') : '';
    const host = window.location.hostname;
    root.render(
      <div role="alert" style={{ fontFamily: 'system-ui, sans-serif', minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center' }}>
        <div>
          <h2 style={{ fontSize: 14, fontWeight: 400 }}>
            {`Application error: a server-side exception has occurred while loading ${host} (see the server logs for more information)`}
          </h2>
          {digest ? <p style={{ fontSize: 14 }}>Digest: {digest}</p> : null}
        </div>
      </div>,
    );
  });
