// The one bridge from sync/'s stores to React.
import { useSyncExternalStore } from 'react';
import { appSync } from './app-sync.ts';
import type { LiveSnapshot, LiveStore } from './live.ts';
import type { Sync } from './runtime.ts';

export interface Readable<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
}

export function useStore<T>(store: Readable<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** A live query's value and whether the first read of the local database has finished. */
export function useLive<T>(store: LiveStore<T>): LiveSnapshot<T> {
  return useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
}

/** One derived value of a store; re-renders only when it changes (use a primitive). */
export function useSelected<T, S>(store: Readable<T>, select: (value: T) => S): S {
  const read = () => select(store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}

/** The app's data layer, or null while it is starting (hooks then serve their snapshot). */
export function useAppSync(): Sync | null {
  return useStore(appSync);
}

const NO_UPDATES = () => () => undefined;

function liveOr<T>(live: LiveSnapshot<T>, before: () => LiveSnapshot<T>): LiveSnapshot<T> {
  return live.loaded ? live : before();
}

/**
 * A live query of the app's data layer; before it has started, `before()` (which must return
 * the same object until its value changes). Components see one value that switches over.
 */
export function useAppLive<T>(
  make: (sync: Sync) => LiveStore<T>,
  before: () => LiveSnapshot<T>,
): LiveSnapshot<T> {
  const sync = useAppSync();
  const store = sync ? make(sync) : null;
  // Until the database's first read, keep showing `before` (never a flash of "loading").
  const read = store ? () => liveOr(store.snapshot(), before) : before;
  return useSyncExternalStore(store ? store.subscribe : NO_UPDATES, read, read);
}

/** A store of the app's data layer; before it has started, the fixed `before` value. */
export function useAppStore<T>(pick: (sync: Sync) => Readable<T>, before: T): T {
  const sync = useAppSync();
  const store = sync ? pick(sync) : null;
  const read = store ? store.get : () => before;
  return useSyncExternalStore(store ? store.subscribe : NO_UPDATES, read, read);
}
