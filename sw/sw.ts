/// <reference lib="webworker" />
// The service worker: precaches the app shell so the app opens with no network, serves
// navigations from the cached shell (shell.html), and caches product images at run time.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Deep links open offline: every navigation gets the precached shell, which renders on the
// device from the local database (the pre-rendered pages are for first visits).
registerRoute(new NavigationRoute(createHandlerBoundToURL('/shell.html')));

// Pictures uploaded by admins live on the Supabase host, another origin: an <img> asks for
// them without CORS and gets an opaque answer, which CacheFirst will not keep (its status is
// unknown). Asked for with CORS (Supabase Storage allows any origin on public objects), the
// answer is a plain 200 that is kept, so they show offline like the bundled ones.
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    ((url.origin === self.location.origin && url.pathname.startsWith('/images/')) ||
      url.pathname.startsWith('/storage/v1/object/public/')),
  new CacheFirst({
    cacheName: 'product-images',
    fetchOptions: { mode: 'cors', credentials: 'omit' },
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 })],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | undefined)?.type === 'SKIP_WAITING')
    void self.skipWaiting();
});

// Background Sync (Chromium): a write saved offline asked to be woken when the network
// returns; tell every open window to sync now (sync/engine/wake.ts listens).
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== 'mgrid-outbox') return;
  sync.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) => windows.forEach((w) => w.postMessage({ type: 'MGRID_SYNC_NOW' }))),
  );
});
