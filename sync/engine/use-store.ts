// The one bridge from sync/'s stores to React.
import { useSyncExternalStore } from 'react';
import type { LiveSnapshot, LiveStore } from './live.ts';

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
