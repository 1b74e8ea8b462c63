// Server rendering of one public page at build time (scripts/prerender/plugin.ts), from the
// bundled catalogue: the same providers and routes the browser hydrates (src/app/boot.tsx).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { showBundledCatalogue } from '../../sync/catalogue/actions.ts';
import { Providers } from './app.tsx';
import { routes } from './routes.tsx';

export async function renderPage(origin: string, pathname: string): Promise<string> {
  await showBundledCatalogue();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, origin)));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
}
