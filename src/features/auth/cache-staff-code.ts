// The back office's code (admin and superadmin screens, charts, dates, dropzone) is not in a
// shopper's precache (scripts/precache-plugin.ts). A staff member's device asks the
// service worker for it as soon as they are signed in, so the back office opens with no signal
// right after sign-in, not only after it was once opened online. (The code is public; the
// database decides what staff may do.)
import { useEffect } from 'react';
import type { SessionState } from '../../../sync/session/model.ts';

const isStaff = (session: SessionState) =>
  session.status === 'signed-in' &&
  (session.user?.role === 'admin' || session.user?.role === 'superadmin');

/** Staff, and a dealer member (their /dealer screens are left out of a shopper's precache too). */
export function useStaffCodeCached(session: SessionState, dealer = false): void {
  const staff = isStaff(session) || (dealer && session.status === 'signed-in');
  useEffect(() => {
    if (!staff || !('serviceWorker' in navigator)) return;
    let live = true;
    // Ready: the active worker (one being installed would drop the cache as it activates).
    void navigator.serviceWorker.ready.then((registration) => {
      if (live) registration.active?.postMessage({ type: 'CACHE_STAFF_CODE' });
    });
    return () => {
      live = false;
    };
  }, [staff]);
}
