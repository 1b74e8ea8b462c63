// Starting and stopping the app's data layer: the one sync/ module the app's boot imports.
import { appSync } from './engine/app-sync.ts';
import { nextTask } from './engine/next-task.ts';
import type { StartSyncOptions, Sync } from './engine/runtime.ts';
import type * as DataLayer from './data-layer.ts';

let starting: Promise<Sync> | null = null;

/**
 * The data layer's code, run one library at a time: IndexedDB's wrapper (dexie), the local
 * database (rxdb), the Supabase client, the collections, then the rest. Each import runs its
 * modules' top-level code, and all of it at once was one task of 80-100 ms on a phone (4x
 * CPU); one per task, none is long. The build splits the chunks along these imports, and prefetches them all
 * (vite.config.ts), so this needs no network once the page has loaded.
 */
async function loadDataLayer(): Promise<typeof DataLayer> {
  // Dexie on its own: with RxDB's modules it was one task of 70-90 ms at 4x.
  await import('dexie');
  await nextTask();
  await import('./engine/database.ts');
  await nextTask();
  await import('./engine/supabase.ts');
  await nextTask();
  await import('./registry.ts');
  await nextTask();
  const dataLayer = await import('./data-layer.ts');
  await nextTask();
  return dataLayer;
}

/** Starts the app's data layer once; later (or concurrent) calls get the same instance. */
export function startSync(options: StartSyncOptions = {}): Promise<Sync> {
  starting ??= loadDataLayer()
    .then(({ createSync }) => createSync(options))
    .then((sync) => {
      appSync.set(sync);
      return sync;
    });
  // A failed start (its code could not load) may be tried again.
  starting.catch(() => (starting = null));
  return starting;
}

export async function stopSync(): Promise<void> {
  const sync = await starting;
  starting = null;
  appSync.set(null);
  await sync?.stop();
}
