// Server rendering of one public page at build time (scripts/prerender/plugin.ts), from the
// bundled catalogue, or after a publish the live one (the app host's re-render): the same
// providers and routes the browser hydrates (src/app/boot.tsx).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import {
  showBundledCatalogue,
  showCatalogueRows,
  type CollectionRows,
} from '../../sync/fallback/actions.ts';
import { AppRoutes, Providers } from './app.tsx';
import { preloadPages, routes } from './routes.tsx';
import { preloadSections } from '../ui/lazy-section.tsx';
import { forgetCatalogues, setLocale } from '../i18n/index.ts';
import { localeBase, localeOfPath, pathWithoutLocale } from '../lib/i18n/locale.ts';

/**
 * `pathname` rendered in the language its address says ("/hi/..." in Hindi), from `rows`
 * (every bundled collection) or the bundled catalogue.
 */
export async function renderPage(
  origin: string,
  pathname: string,
  rows?: CollectionRows,
): Promise<string> {
  const locale = localeOfPath(pathname);
  // Only the catalogues the browser loads before hydrating this page: a text translated here
  // but not there would differ in the HTML and make React render the page again.
  setLocale(locale);
  forgetCatalogues();
  await Promise.all([
    rows ? showCatalogueRows(rows) : showBundledCatalogue(),
    preloadPages(routes, pathWithoutLocale(pathname)),
    preloadSections(),
  ]);
  return renderToString(
    <StrictMode>
      <Providers>
        <StaticRouter
          basename={localeBase(locale) || undefined}
          location={new URL(pathname, origin).pathname}
        >
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
}
