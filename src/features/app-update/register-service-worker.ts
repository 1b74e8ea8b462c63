// Registers the service worker (after the first paint, from boot.tsx) and wires its update
// events to update-state.ts; checks for a new version whenever the app comes back into view.
import { registerSW } from 'virtual:pwa-register';
import { offerAgain, offerUpdate, reloadWhenSafe } from './update-state.ts';
import { watchUnsavedInput } from './unsaved-input.ts';

/** Looks for a new version at most this often on focus (and hourly while open). */
const CHECK_EVERY_MS = 60 * 60 * 1000;
const MIN_GAP_MS = 60 * 1000;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  watchUnsavedInput();
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => offerUpdate(() => update(true)),
    onNeedReload: reloadWhenSafe,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      let lastCheck = Date.now();
      const check = () => {
        if (!navigator.onLine || Date.now() - lastCheck < MIN_GAP_MS) return;
        lastCheck = Date.now();
        // Offline or the server briefly away: the next look will find it.
        registration.update().catch(() => undefined);
      };
      setInterval(check, CHECK_EVERY_MS);
      cacheStaffCodeInBackOffice(registration);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible') return;
        offerAgain();
        check();
      });
    },
  });
}

/**
 * The back office's code is not precached for shoppers (scripts/precache-plugin.ts): once a
 * page of it is open (a staff member signed in), the worker is asked to cache all of it, so
 * it opens with no signal next time. Page changes are seen through the Navigation API where
 * the browser has it (Chromium); the worker also caches it on a navigation to it.
 */
function cacheStaffCodeInBackOffice(registration: ServiceWorkerRegistration): void {
  let asked = false;
  const ask = () => {
    if (asked || !/^\/(admin|superadmin)(\/|$)/.test(window.location.pathname)) return;
    // The active one only: a worker being installed would drop the cache as it activates.
    const worker = registration.active;
    if (!worker) return;
    asked = true;
    worker.postMessage({ type: 'CACHE_STAFF_CODE' });
  };
  ask();
  const navigation = (window as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('navigatesuccess', ask);
  void navigator.serviceWorker.ready.then(ask);
}
