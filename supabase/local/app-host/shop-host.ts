// The MGRID shop served beside the local API (`npm start`, the e2e suite, the browser
// benchmarks): the built app from dist/ with its security headers, the CSP built per page
// from the shop's site settings, and CSP violation reports collected. Handed to the server as
// its app host, so the emulator itself knows nothing of the shop. The buyers' notifications
// are sent from here too (notifications.ts), and the pre-rendered pages are rendered again
// after each publish (fresh-pages.ts).
import { closeServer, listen } from '../http/listen.ts';
import type { AppHost } from '../server.ts';
import { startFreshPages } from './fresh-pages.ts';
import { startNotificationSender } from './notifications.ts';
import { securityHeaders } from './security-headers.ts';
import { analyticsConfigured } from './site-settings.ts';
import { createAppServer } from './static.ts';

export interface ShopHostOptions {
  /** The built app (dist/). */
  appDir: string;
  /** Port to serve it on (0: any free port). */
  appPort: number;
  /** The Supabase URL the app was built for (VITE_SUPABASE_URL; default: this API). */
  supabaseUrl?: string;
  /** Where Content-Security-Policy violation reports go (default: the server's log). */
  onCspReport?: (report: unknown) => void;
  /** Send the buyers' notifications into the local outbox (default: true). */
  notifications?: boolean;
  /** Render the pre-rendered pages again after each publish (default: true). */
  freshPages?: boolean;
}

export function shopHost(options: ShopHostOptions): AppHost {
  return {
    async start(api) {
      const { apiUrl, config, engine, log } = api;
      const fresh =
        options.freshPages === false
          ? null
          : await startFreshPages({ appDir: options.appDir, engine, log });
      const app = createAppServer(options.appDir, {
        page: fresh ? (file) => fresh.page(file) : undefined,
        documentHeaders: fresh ? () => fresh.documentHeaders() : undefined,
        securityHeaders: async (file) =>
          securityHeaders({
            supabaseUrl: options.supabaseUrl ?? apiUrl,
            // Only documents and the service worker run under their CSP: the site settings
            // are read for those, not for every script, style and image.
            analytics: /\.html$|^sw\.js$/.test(file) && (await analyticsConfigured(engine)),
            report: true,
          }),
        onCspReport:
          options.onCspReport ??
          ((report) => log(`Content-Security-Policy violation: ${JSON.stringify(report)}`)),
      });
      const appPort = await listen(app, options.appPort, config.host, 'app');
      const sender =
        options.notifications === false ? undefined : await startNotificationSender(api);
      return {
        url: `http://localhost:${appPort}`,
        async close() {
          await sender?.close();
          await fresh?.close();
          await closeServer(app);
        },
      };
    },
  };
}
