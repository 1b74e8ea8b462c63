// Live query results as stores for useSyncExternalStore: one subscription to the local
// database per distinct query, shared by every component that reads it, mapped once to the
// app's plain types.
import type { Observable } from 'rxjs';
import type { SyncDatabase } from './register.ts';
import type { LiveOperators, Sync } from './runtime.ts';
import { runtimeOf } from './runtime-of.ts';
import { sameContent } from './same-content.ts';

/** A live value and whether it has been read from the database yet (before: the initial). */
export interface LiveSnapshot<T> {
  readonly value: T;
  readonly loaded: boolean;
}

export interface LiveStore<T> {
  get(): T;
  /**
   * The same value with its loaded flag; a new object only when either changes (a new result
   * equal to the last one keeps the last one's object: same-content.ts).
   */
  snapshot(): LiveSnapshot<T>;
  subscribe(listener: () => void): () => void;
  /** Resolves with the first value read from the database. */
  ready(): Promise<T>;
  /** Whether the database has been read (a snapshot the app already had does not count). */
  read?(): boolean;
}

const caches = new WeakMap<Sync, Map<string, LiveStore<unknown>>>();

function createLiveStore<T>(source: Observable<T>, initial: LiveSnapshot<T>): LiveStore<T> {
  let current = initial;
  let read = false;
  const listeners = new Set<() => void>();
  const waiting: ((value: T) => void)[] = [];
  // Kept subscribed for the app's lifetime: the same few queries come back on every page.
  source.subscribe((next) => {
    const unchanged = sameContent(current.value, next);
    const value = unchanged ? current.value : next;
    waiting.splice(0).forEach((resolve) => resolve(value));
    const first = !read;
    read = true;
    // The first read is news even when it equals the snapshot (read() changed).
    if (unchanged && current.loaded && !first) return;
    if (unchanged && current.loaded) {
      for (const listener of [...listeners]) listener();
      return;
    }
    current = { value, loaded: true };
    for (const listener of [...listeners]) listener();
  });
  return {
    get: () => current.value,
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: () =>
      current.loaded ? Promise.resolve(current.value) : new Promise<T>((r) => waiting.push(r)),
    read: () => read,
  };
}

/**
 * The shared live store for `key`, created from `make` on first use. Until the database's
 * first read it holds `initial`: a bare value (not loaded yet) or a snapshot the app already
 * had (the pre-rendered or bundled catalogue, marked loaded).
 */
export function liveStore<T>(
  sync: Sync,
  key: string,
  make: (db: SyncDatabase, rx: LiveOperators) => Observable<T>,
  initial: T | (() => LiveSnapshot<T>),
): LiveStore<T> {
  let cache = caches.get(sync);
  if (!cache) caches.set(sync, (cache = new Map()));
  let store = cache.get(key) as LiveStore<T> | undefined;
  if (!store) {
    const start =
      typeof initial === 'function'
        ? (initial as () => LiveSnapshot<T>)()
        : { value: initial, loaded: false };
    const { db, rx } = runtimeOf(sync);
    store = createLiveStore(make(db, rx), start);
    cache.set(key, store as LiveStore<unknown>);
  }
  return store;
}
