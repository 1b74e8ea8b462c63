// The pad's typed quantities, outside React state: typing in one row re-renders that row and
// the total, never the other rows (5,000 products on the pad).
import { useSyncExternalStore } from 'react';

export interface PadStore {
  get(productId: string): string;
  set(productId: string, typed: string): void;
  /** Puts these quantities in place of every typed one. */
  replace(quantities: ReadonlyMap<string, number>): void;
  clear(): void;
  /** Every product with something typed. */
  entries(): ReadonlyMap<string, string>;
  subscribe(listener: () => void): () => void;
}

export function padStore(): PadStore {
  let typed = new Map<string, string>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    get: (id) => typed.get(id) ?? '',
    set(id, text) {
      if ((typed.get(id) ?? '') === text) return;
      typed = new Map(typed);
      if (text === '') typed.delete(id);
      else typed.set(id, text);
      changed();
    },
    replace(quantities) {
      typed = new Map([...quantities].map(([id, n]) => [id, String(n)]));
      changed();
    },
    clear() {
      typed = new Map();
      changed();
    },
    entries: () => typed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One row's typed quantity (re-renders only when it changes). */
export function usePadQuantity(store: PadStore, productId: string): string {
  return useSyncExternalStore(store.subscribe, () => store.get(productId));
}

/** Everything typed (the total's, the button's). */
export function usePadEntries(store: PadStore): ReadonlyMap<string, string> {
  return useSyncExternalStore(store.subscribe, store.entries);
}
