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

// Hydration renders what the pre-render rendered (React's contract for a server snapshot): no
// data layer, the bundled rows, the values a page starts with; never what this device knows.
// Not only at the start: React leaves each Suspense boundary (the page, the footer) to hydrate
// in a later pass, which may come after the data layer has started; and the browser's state
// (offline since the HTML arrived) is not the pre-render's. The device's values follow right
// after hydrating (useSyncExternalStore checks its snapshot then), never as a mismatch.
const noSync = () => null;

/** The app's data layer, or null while it is starting (hooks then serve their snapshot). */
export function useAppSync(): Sync | null {
  return useSyncExternalStore(appSync.subscribe, appSync.get, noSync);
}

function liveOr<T>(live: LiveSnapshot<T>, before: () => LiveSnapshot<T>): LiveSnapshot<T> {
  return live.loaded ? live : before();
}

type Subscribe = (listener: () => void) => () => void;

const throughApp = new WeakMap<(sync: Sync) => Readable<unknown>, Subscribe>();

/**
 * Subscribes to the store `pick` gives once the data layer has started, and to the start
 * itself: one stable function per `pick` (React subscribes again whenever it changes). The
 * data layer's start used to re-render every component that read a store, synchronously
 * (useSyncExternalStore), with the same values; now React asks for the value again, finds the
 * same object, and renders nothing.
 */
function subscribeThroughApp(pick: (sync: Sync) => Readable<unknown>): Subscribe {
  let subscribe = throughApp.get(pick);
  if (!subscribe) {
    subscribe = (listener) => {
      let inner: (() => void) | undefined;
      const attach = () => {
        inner?.();
        const sync = appSync.get();
        inner = sync ? pick(sync).subscribe(listener) : undefined;
      };
      attach();
      const outer = appSync.subscribe(() => {
        attach();
        listener();
      });
      return () => {
        outer();
        inner?.();
      };
    };
    throughApp.set(pick, subscribe);
  }
  return subscribe;
}

/**
 * A live query of the app's data layer; before it has started, `before()` (which must return
 * the same object until its value changes). Components see one value that switches over,
 * and re-render only if it differs. `make` should be a module-level function, not an arrow
 * made in render.
 */
export function useAppLive<T>(
  make: (sync: Sync) => LiveStore<T>,
  before: () => LiveSnapshot<T>,
): LiveSnapshot<T> {
  const { subscribe, read } = appLiveSource(make, before);
  return useSyncExternalStore(subscribe, read, before);
}

/** What useAppLive hands to useSyncExternalStore. */
export function appLiveSource<T>(
  make: (sync: Sync) => LiveStore<T>,
  before: () => LiveSnapshot<T>,
): { subscribe: Subscribe; read: () => LiveSnapshot<T> } {
  // Until the database's first read, keep showing `before` (never a flash of "loading").
  const read = () => {
    const sync = appSync.get();
    return sync ? liveOr(make(sync).snapshot(), before) : before();
  };
  return { subscribe: subscribeThroughApp(make), read };
}

/**
 * A store of the app's data layer; before it has started, the fixed `before` value. `pick`
 * should be a module-level function, not an arrow made in render. `prerendered`: what the
 * pre-rendered HTML shows, when `before` depends on the browser (hydration renders that).
 */
export function useAppStore<T>(
  pick: (sync: Sync) => Readable<T>,
  before: T,
  prerendered: T = before,
): T {
  const { subscribe, read } = appStoreSource(pick, before);
  return useSyncExternalStore(subscribe, read, () => prerendered);
}

/** What useAppStore hands to useSyncExternalStore. */
export function appStoreSource<T>(
  pick: (sync: Sync) => Readable<T>,
  before: T,
): { subscribe: Subscribe; read: () => T } {
  const read = () => {
    const sync = appSync.get();
    return sync ? pick(sync).get() : before;
  };
  return { subscribe: subscribeThroughApp(pick), read };
}
