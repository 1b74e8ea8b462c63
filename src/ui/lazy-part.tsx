// Parts of the page loaded on first use (the menu drawer, the sync bar's details, toasts, the
// account menu, the chat panel). React.lazy throws a failed import into the nearest error
// boundary, and the router's turns the whole page into an error screen: a visitor who lost the
// signal before the part's code arrived would lose the page they were on. A part loaded here
// shows its placeholder instead, and tries again when the connection returns.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

export interface PartLoader<T> {
  /** The loaded value, once a load has succeeded. */
  readonly loaded: T | null;
  /** One load at a time; after a failure the next call tries again. */
  get(): Promise<T>;
  /** Resolves once loaded, trying again each time the browser comes back online. */
  whenLoaded(): Promise<T>;
}

export function partLoader<T>(load: () => Promise<T>): PartLoader<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  let arrival: Promise<T> | null = null;
  const get = () =>
    (pending ??= load().then(
      (value) => (loaded = value),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return {
    get loaded() {
      return loaded;
    },
    get,
    whenLoaded: () =>
      (arrival ??= new Promise<T>((resolve) => {
        const attempt = () =>
          void get().then(
            (value) => {
              window.removeEventListener('online', attempt);
              resolve(value);
            },
            () => undefined,
          );
        window.addEventListener('online', attempt);
        attempt();
      })),
  };
}

/**
 * A component whose code loads when it is first rendered. Until then (and while the code
 * cannot be fetched) it renders `placeholder`; it retries on the browser's `online` event.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  const loader = partLoader(load);
  return function LazyPart(props: P) {
    // Never the loaded component on the first render: a hydrating page must match its HTML.
    const [Part, setPart] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      if (Part) return;
      let live = true;
      void loader.whenLoaded().then((component) => live && setPart(() => component));
      return () => {
        live = false;
      };
    }, [Part]);
    return Part ? <Part {...props} /> : placeholder(props);
  };
}
