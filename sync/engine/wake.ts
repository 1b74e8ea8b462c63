// Sync on return: replication resumes the moment the device is likely back (the app regains
// focus or becomes visible, or the service worker receives a Background Sync event), so no
// pending lead, order or admin command waits for a retry timer. The `online` event is
// handled by the runtime itself.

/** The Background Sync tag the service worker answers (sw/sw.ts). */
export const OUTBOX_SYNC_TAG = 'mgrid-outbox';
/** What the service worker posts to the app's windows on that event. */
export const SYNC_NOW_MESSAGE = 'MGRID_SYNC_NOW';

/** Calls `wake` on each such moment; returns the function that stops watching. */
export function watchWakeUps(wake: () => void): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => undefined;
  const onVisible = () => {
    if (document.visibilityState === 'visible') wake();
  };
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === SYNC_NOW_MESSAGE) wake();
  };
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  window.addEventListener('focus', wake);
  document.addEventListener('visibilitychange', onVisible);
  worker?.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('focus', wake);
    document.removeEventListener('visibilitychange', onVisible);
    worker?.removeEventListener('message', onMessage);
  };
}

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/**
 * Asks the browser to wake the service worker when connectivity returns (Chromium's
 * Background Sync), for a write saved while offline. Where unsupported this does nothing:
 * the `online` event and the wake-ups above cover it while the app is open.
 */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!worker?.controller) return;
    const registration = (await worker.ready) as ServiceWorkerRegistration & {
      sync?: SyncManagerLike;
    };
    await registration.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Permission refused or unsupported: the app retries on its own while open.
  }
}
