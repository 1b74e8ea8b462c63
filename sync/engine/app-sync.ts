// The app's one data layer, observable: hooks render before it exists (from an initial
// snapshot) and switch to the local database the moment it is ready.
import type { Sync } from './runtime.ts';
import { createStore, until } from './store.ts';

export const appSync = createStore<Sync | null>(null);

/** The app's data layer, for actions. Throws before startSync() has finished. */
export function currentSync(): Sync {
  const sync = appSync.get();
  if (!sync) throw new Error('The data layer is not started: await startSync() first.');
  return sync;
}

/**
 * The app's data layer once it has started: actions the page offers before then (add to
 * cart, a form sent in the first second) wait for it instead of failing.
 */
export function startedSync(): Promise<Sync> {
  const sync = appSync.get();
  return sync ? Promise.resolve(sync) : (until(appSync, (s) => s !== null) as Promise<Sync>);
}
