/// <reference lib="webworker" />
// The service worker: precaches the app shell so the app opens with no network, serves
// navigations from the cached shell (shell.html), and caches product images at run time. A
// shopper's precache holds the storefront only (scripts/precache-plugin.ts); the back
// office's code is cached the first time any of it is fetched (a staff member signing in
// lands on it), all of it at once, so it then opens with no signal.
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
const shell = createHandlerBoundToURL('/shell.html');
registerRoute(
  new NavigationRoute((options) => {
    // Opening the back office: its code is cached too, for the next time without a signal.
    if (STAFF_PATH.test(options.url.pathname)) void cacheStaffCode();
    return shell(options);
  }),
);

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

// The Devanagari font and its stylesheet (Hindi pages only, so not precached for everyone):
// kept once a Hindi page has used them, so Hindi reads the same with no signal.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/fonts/'),
  new CacheFirst({
    cacheName: 'fonts',
    plugins: [new ExpirationPlugin({ maxEntries: 8, maxAgeSeconds: 60 * 60 * 24 * 365 })],
  }),
);

// Code and styles not precached (hashed names: a cached copy is never stale).
const CODE_CACHE = 'on-demand-code';
const STAFF_PATH = /^\/(admin|superadmin)(\/|$)/;
let staffList: Promise<string[]> | null = null;
/** The back office's files, as the build listed them (staff-assets.json). */
function staffAssets(): Promise<string[]> {
  staffList ??= fetch('/staff-assets.json')
    .then((answer) => (answer.ok ? (answer.json() as Promise<string[]>) : []))
    .catch(() => {
      staffList = null;
      return [];
    });
  return staffList;
}
let staffCaching: Promise<void> | null = null;
/** Caches every file of the back office not cached yet (once per worker, unless it fails). */
function cacheStaffCode(): Promise<void> {
  staffCaching ??= (async () => {
    const [urls, cache] = await Promise.all([staffAssets(), caches.open(CODE_CACHE)]);
    for (const url of urls) {
      if (!(await cache.match(url))) await cache.add(url);
    }
  })().catch(() => {
    staffCaching = null;
  });
  return staffCaching;
}
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: CODE_CACHE,
    plugins: [
      {
        // A file of the back office fetched: someone opens it online, so cache all of it.
        fetchDidSucceed: ({ request, response }) => {
          const path = new URL(request.url).pathname;
          if (response.ok) {
            void staffAssets().then((urls) => {
              if (urls.includes(path)) void cacheStaffCode();
            });
          }
          return Promise.resolve(response);
        },
      },
    ],
  }),
);

// A new version's files have new names: the old ones go, and a device that held the back
// office's code gets the new version's (staff keep opening it offline after an update).
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const held = (await (await caches.open(CODE_CACHE)).keys()).length > 0;
      await caches.delete(CODE_CACHE);
      // A page of the back office open as the worker arrives (a first visit is not yet
      // controlled, so its fetches were not seen): staff are at work here.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const staffOpen = windows.some((w) => STAFF_PATH.test(new URL(w.url).pathname));
      if (held || staffOpen) await cacheStaffCode();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | undefined)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // The app may ask for the back office's code outright (a staff member signed in).
  if (type === 'CACHE_STAFF_CODE') event.waitUntil(cacheStaffCode());
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
