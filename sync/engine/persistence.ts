// Persistent storage: the browser may clear a site's data when the device runs short of
// space, unless it granted persistence. It is asked for once the device holds something worth
// keeping (a row in a collection or kind that says so, such as the cart; a write waiting to be
// sent; a staff session with its drafts and field leads), so a visitor who only browses is
// never asked (Firefox asks the person).
import { collectionOf, type AnyCollection } from './collection.ts';
import { requestPersistentStorage } from './database.ts';
import type { SyncDatabase } from './register.ts';
import type { SyncSession, SyncUser } from './signed-in.ts';
import type { StatusStore } from './status-store.ts';
import type { ReadonlyStore } from './store.ts';

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

export interface Keeping {
  db: SyncDatabase;
  collections: readonly AnyCollection[];
  status: StatusStore;
  session: ReadonlyStore<SyncSession>;
  isStaff(user: SyncUser | null): boolean;
}

/** Reports the current state, then asks once when the device first holds real work. */
export function persistWhenWorthKeeping({
  db,
  collections,
  status,
  session,
  isStaff,
}: Keeping): () => void {
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
    if (status.get().pendingWrites > 0 || isStaff(session.get().user)) ask();
  };
  stops.push(status.subscribe(check), session.subscribe(check));
  const counts = collections.flatMap(({ name, worthKeeping, kinds = [] }) => [
    ...(worthKeeping ? [collectionOf(db, name).count()] : []),
    // A kind's records: those of its own kind only.
    ...kinds
      .filter((kind) => kind.worthKeeping)
      .map((kind) => collectionOf(db, name).count({ selector: { kind: kind.name } })),
  ]);
  for (const count of counts) {
    const rows = count.$.subscribe((n) => {
      if (n > 0) ask();
    });
    stops.push(() => rows.unsubscribe());
  }
  check();
  return () => {
    asked = true;
    stop();
  };
}
