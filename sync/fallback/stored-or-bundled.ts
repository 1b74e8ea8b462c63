// What this device has stored of a bundled collection; on a first visit, until the first pull
// has filled the local database, the bundled rows the pages show meanwhile: a question put to
// the assistant in the first seconds gets the answer it will get later, not "not sure".
import type { LiveStore } from '../engine/live.ts';
import type { Sync } from '../engine/runtime.ts';
import { bundledRows, type FallbackCollection } from './bundle.ts';

/** Whether a pull of `name` has completed (an empty result is then the truth). */
export const pulled = (sync: Sync, name: FallbackCollection) =>
  (sync.status.get().collections[name]?.lastSyncedAt ?? null) !== null;

export async function storedOrBundled<T>(
  sync: Sync,
  store: LiveStore<T[]>,
  name: FallbackCollection,
  toValue: (row: never) => T,
): Promise<T[]> {
  await store.ready();
  const stored = store.get();
  if (stored.length > 0 || pulled(sync, name)) return stored;
  return (await bundledRows(name)).map((row) => toValue(row as never));
}
