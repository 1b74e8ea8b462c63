// Persistent storage: the browser may clear a site's data when the device runs short of
// space, unless it granted persistence. It is asked for once the device holds something worth
// keeping (an item in the cart, a write waiting to be sent, a staff session with its drafts
// and field leads), so a visitor who only browses is never asked (Firefox asks the person).
import type { MgridDatabase } from './collections.ts';
import { requestPersistentStorage } from './database.ts';
import type { StatusStore } from './status-store.ts';
import type { Store } from './store.ts';
import type { SessionState } from '../session/model.ts';

/** Whether the browser already keeps this site's data; null where it cannot say. Never asks. */
export async function persistedStorage(): Promise<boolean | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persisted) return null;
  try {
    return await storage.persisted();
  } catch {
    return null;
  }
}

const isStaffSession = (session: SessionState) =>
  session.user?.role === 'admin' || session.user?.role === 'superadmin';

/** Reports the current state, then asks once when the device first holds real work. */
export function persistWhenWorthKeeping(
  db: MgridDatabase,
  status: StatusStore,
  session: Store<SessionState>,
): () => void {
  let asked = false;
  const stops: (() => void)[] = [];
  const stop = () => stops.splice(0).forEach((fn) => fn());
  const ask = () => {
    if (asked) return;
    asked = true;
    stop();
    void requestPersistentStorage().then((persistentStorage) =>
      status.update({ persistentStorage }),
    );
  };
  void persistedStorage().then((persistentStorage) => {
    if (persistentStorage === true) asked = true;
    if (!asked || persistentStorage === true) status.update({ persistentStorage });
  });
  const check = () => {
    if (status.get().pendingWrites > 0 || isStaffSession(session.get())) ask();
  };
  stops.push(status.subscribe(check), session.subscribe(check));
  const cart = db.cart.count().$.subscribe((lines) => {
    if (lines > 0) ask();
  });
  stops.push(() => cart.unsubscribe());
  check();
  return () => {
    asked = true;
    stop();
  };
}
