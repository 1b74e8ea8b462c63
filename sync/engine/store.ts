// A minimal observable value, shaped for React's useSyncExternalStore: get() returns the same
// object until set() replaces it, so components re-render only on real changes.
export interface Store<T> extends ReadonlyStore<T> {
  set(next: T | ((previous: T) => T)): void;
}

/** A store as its readers see it. */
export interface ReadonlyStore<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Resolves once `predicate` holds for the store's value. */
export function until<T>(store: ReadonlyStore<T>, predicate: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    if (predicate(store.get())) return resolve(store.get());
    const stop = store.subscribe(() => {
      if (!predicate(store.get())) return;
      stop();
      resolve(store.get());
    });
  });
}
