import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { catalogueKeys } from './scripts/catalogue-keys-plugin.ts';
import { precacheSplit } from './scripts/precache-plugin.ts';
import { prefetch } from './scripts/prefetch-plugin.ts';
import { prerender } from './scripts/prerender/plugin.ts';
import { latestRelease } from './scripts/release-notes.ts';

const unloadOnPagehide = fileURLToPath(
  new URL('./sync/engine/unload-on-pagehide.ts', import.meta.url),
);
const noWoff2 = fileURLToPath(new URL('./src/ui/no-woff2.ts', import.meta.url));

// The version and its one-line note (CHANGELOG.md) the app shows after an update. The e2e
// update test builds a second version by setting MGRID_RELEASE_VERSION / _NOTE.
const changelog = latestRelease(readFileSync(new URL('./CHANGELOG.md', import.meta.url), 'utf8'));
const release = {
  version: process.env.MGRID_RELEASE_VERSION ?? changelog.version,
  note: process.env.MGRID_RELEASE_NOTE ?? changelog.note,
};

// What a shopper's device precaches: the storefront's code, not the back office's.
const split = precacheSplit();

export default defineConfig({
  define: { __MGRID_RELEASE__: JSON.stringify(release) },
  plugins: [
    react(),
    // Hindi catalogues built under short keys, not their English texts (a Hindi page's
    // first-paint bytes).
    catalogueKeys(),
    // Fetched (not run) once the page has loaded: what the page starts later must not need
    // the network then (src/app/boot.tsx, src/app/prefetch-on-demand.ts).
    prefetch([
      'sync/start.ts',
      // Loaded by start.ts one library per task: the engine's database.ts and supabase.ts,
      // and the registry, are among data-layer.ts's static imports.
      'sync/data-layer.ts',
      'sync/products/search-index.ts',
      'sync/lead-enrichment/actions.ts',
      'src/app/layout/menu-drawer.tsx',
      'src/app/layout/unsent-details.tsx',
      'src/app/layout/toasts.tsx',
      'src/features/auth/person-menu.tsx',
      'src/features/banners/promo-banner.tsx',
    ]),
    prerender(),
    split.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // A new version waits until the visitor says "Update now" (src/features/app-update),
      // which registers the worker itself, after the first paint.
      registerType: 'prompt',
      injectRegister: false,
      // A shopper's install (at most 1 MiB): the shell, the storefront's code and
      // styles (scripts/precache-plugin.ts leaves out the back office's), the icons and the
      // cards' 400 px pictures. The pre-rendered pages are for first visits (an installed app
      // navigates to the shell); a product page's 800 px picture and the drawings are cached
      // as they are seen, staff code when staff sign in (sw/sw.ts).
      injectManifest: {
        // Built as a classic script (it is registered as one and imports nothing once
        // bundled); the plugin's 'es' build passes Rollup's inlineDynamicImports, which Vite 8
        // warns is deprecated on every build.
        rollupFormat: 'iife',
        globPatterns: [
          'shell.html',
          'manifest.webmanifest',
          'assets/*.{js,css,woff2}',
          // The manifest's PNG icons are added by the plugin itself.
          'icons/*.svg',
          'images/products/*-400.webp',
        ],
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter(
              (entry, i) =>
                split.keepsAsset(entry.url) &&
                entries.findIndex((other) => other.url === entry.url) === i,
            ),
          }),
        ],
      },
      manifest: {
        id: '/',
        name: 'MGRID Laser Measuring Tools',
        short_name: 'MGRID',
        description:
          'Professional laser levels, distance meters and accessories across India: browse and order with GST invoices, find dealers, and keep working with no signal.',
        lang: 'en-IN',
        dir: 'ltr',
        start_url: '/?source=pwa',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#ffffff',
        theme_color: '#d7262e',
        categories: ['shopping', 'business', 'productivity'],
        // Taken from the real app by scripts/capture-screenshots.ts.
        screenshots: [
          {
            src: '/screenshots/phone-390x844.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'MGRID home page on a phone: laser levels, offers and the cart',
          },
          {
            src: '/screenshots/wide-1366x768.png',
            sizes: '1366x768',
            type: 'image/png',
            form_factor: 'wide',
            label: 'MGRID product list on a laptop, with prices including GST',
          },
        ],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-192.png',
            sizes: '192x192',
            type: 'image/png',
            purpose: 'maskable',
          },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        shortcuts: [
          {
            name: 'Products',
            url: '/products?source=shortcut',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
          {
            name: 'Cart',
            url: '/cart?source=shortcut',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
          {
            name: 'Where to buy',
            url: '/where-to-buy?source=shortcut',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
          {
            name: 'New lead (staff)',
            short_name: 'New lead',
            url: '/admin/new-lead?source=shortcut',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
        ],
      },
    }),
  ],
  resolve: {
    // RxDB's leader election (through broadcast-channel) registers its clean-up with the
    // `unload` package, whose browser code listens to `unload`: that keeps every page out of
    // the back/forward cache and is deprecated. The same API on `pagehide` instead.
    // The PDF writer's font engine decodes WOFF2 with brotli; its fonts are TrueType.
    alias: { unload: unloadOnPagehide, 'brotli/decompress.js': noWoff2 },
  },
  // Published, so errors reported from phones can be read; the sources are public anyway.
  build: {
    sourcemap: true,
    // What a visitor loads has its own budgets, measured on every bench run (first-paint JS,
    // install size: docs/performance.md). The chunks above Vite's 500 kB default are loaded
    // only on demand: the back office (staff only) and the PDF writer (when a document is
    // printed); a warning about them on every build would only teach people to ignore it.
    chunkSizeWarningLimit: 900,
    // Everything the entry needs before it runs (Rolldown's `$initial` tag) in one chunk. Left
    // to itself, the bundler split it along what lazily loaded pages share with it: a first
    // visit fetched 21 files, mostly of 1-2 KiB, before the entry could run (each a request on
    // a slow line, six at a time over HTTP/1.1, and a task of its own to compile), where the
    // entry is always loaded before any page that shares them. Now two, and 6 KiB less.
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
    // A dynamic import's JS dependencies are not preloaded by Vite's helper (its stylesheets
    // still are): the helper adds one <link rel="modulepreload"> per dependency, and at boot
    // (the page's and its sections' chunks) that was a 300 ms task at 4x CPU, mostly
    // appendChild. The browser fetches them as it reads the chunk's imports instead; the
    // entry's own preloads (hostType 'html') stay, added by the pre-rendered pages' loader a
    // few per task. See docs/performance.md.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
