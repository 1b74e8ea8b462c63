// Whether a pulled collection's first sync on this device has run its course, as a hook: from
// then on an empty list means "none", not "not loaded yet" (status-store.ts, pullSettled).
import type { Sync } from './runtime.ts';
import type { PulledName } from './register.ts';
import { pullSettled } from './status-store.ts';
import { useAppStore, type Readable } from './use-store.ts';

// One store picker per collection, made once: useAppStore subscribes again when it changes.
const pickers = new Map<string, (sync: Sync) => Readable<boolean>>();

/** Whether the first sync of `name` has run its course (false before the data layer starts). */
export function usePullSettled(name: PulledName): boolean {
  let pick = pickers.get(name);
  if (!pick) {
    pick = (sync) => ({
      get: () => pullSettled(sync.status.get(), name),
      subscribe: sync.status.subscribe,
    });
    pickers.set(name, pick);
  }
  return useAppStore(pick, false);
}
