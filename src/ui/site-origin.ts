// The site's public origin as this build knows it (VITE_SITE_URL; the local app's by default).
import { siteOrigin } from '../lib/site-url.ts';

export const SITE_ORIGIN = siteOrigin(
  (import.meta as ImportMeta & { env?: { VITE_SITE_URL?: string } }).env?.VITE_SITE_URL,
);
