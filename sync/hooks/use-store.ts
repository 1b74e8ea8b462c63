// The one bridge from sync/'s stores to React.
import { useSyncExternalStore } from 'react';

export interface Readable<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
}

export function useStore<T>(store: Readable<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
