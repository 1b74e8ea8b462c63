// Server rendering of one public page at build time (scripts/prerender/plugin.ts), from the
// bundled catalogue: the same providers and routes the browser hydrates (src/app/boot.tsx).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { showBundledCatalogue } from '../../sync/fallback/actions.ts';
import { AppRoutes, Providers } from './app.tsx';
import { preloadPages, routes } from './routes.tsx';
import { preloadSections } from '../ui/lazy-section.tsx';

export async function renderPage(origin: string, pathname: string): Promise<string> {
  await Promise.all([showBundledCatalogue(), preloadPages(routes, pathname), preloadSections()]);
  return renderToString(
    <StrictMode>
      <Providers>
        <StaticRouter location={new URL(pathname, origin).pathname}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
}
