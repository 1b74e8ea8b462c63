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
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible') return;
        offerAgain();
        check();
      });
    },
  });
}
