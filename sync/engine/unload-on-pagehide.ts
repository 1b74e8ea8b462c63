// Stands in for the `unload` package in the browser build (vite.config.ts aliases it): the
// same add/runAll/removeAll/getSize API, run on `pagehide` instead of `unload` and
// `beforeunload`, so pages stay eligible for the back/forward cache. A page put into that
// cache (`persisted`) keeps its listeners: it may come back, still leading its tabs; a page
// really closing runs them, so another tab takes over the leadership at once.
type Listener = () => unknown;

const listeners = new Set<Listener>();
let listening = false;

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', (event) => {
    if (!event.persisted) void runAll();
  });
}

export function add(fn: Listener) {
  if (typeof fn !== 'function') throw new Error('Listener is no function');
  listen();
  listeners.add(fn);
  return {
    remove: () => listeners.delete(fn),
    run: () => {
      listeners.delete(fn);
      return fn();
    },
  };
}

export function runAll(): Promise<unknown[]> {
  const running = [...listeners].map((fn) => fn());
  listeners.clear();
  return Promise.all(running);
}

export function removeAll(): void {
  listeners.clear();
}

export function getSize(): number {
  return listeners.size;
}
