// The back office's code (admin and superadmin screens, charts, dates, dropzone) and a dealer's
// own screens (/dealer) are not in a shopper's precache (scripts/precache-plugin.ts). A staff
// member's device, and a dealer member's, asks the service worker for it as soon as they are
// signed in, so those screens open with no signal right after sign-in, not only after they
// were once opened online. (The code is public; the database decides what each may do.)
import { useEffect } from 'react';
import type { SessionState } from '../../../sync/session/model.ts';

const isStaff = (session: SessionState) =>
  session.status === 'signed-in' &&
  (session.user?.role === 'admin' || session.user?.role === 'superadmin');

/** Asks the active service worker to cache the code left out of the precache, while `wanted`. */
function useCodeCached(wanted: boolean): void {
  useEffect(() => {
    if (!wanted || !('serviceWorker' in navigator)) return;
    let live = true;
    // Ready: the active worker (one being installed would drop the cache as it activates).
    void navigator.serviceWorker.ready.then((registration) => {
      if (live) registration.active?.postMessage({ type: 'CACHE_STAFF_CODE' });
    });
    return () => {
      live = false;
    };
  }, [wanted]);
}

export function useStaffCodeCached(session: SessionState): void {
  useCodeCached(isStaff(session));
}

/** A dealer member's device (the person menu's chunk calls it: nothing for a shopper's first paint). */
export function useDealerCodeCached(dealer: boolean): void {
  useCodeCached(dealer);
}
