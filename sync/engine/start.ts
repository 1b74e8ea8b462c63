// Starting and stopping the app's data layer: the one sync/ module the app's boot imports.
import { appSync, startedSync } from './app-sync.ts';
import { nextTask } from './next-task.ts';
import type * as Runtime from './runtime.ts';
import type { StartSyncOptions, Sync } from './runtime.ts';

let starting: Promise<Sync> | null = null;

/**
 * The data layer's code, run one library at a time: the local database (rxdb, dexie), then
 * the Supabase client, then the rest. Each import runs its modules' top-level code, and all
 * of it at once was one task of 80-100 ms on a phone (4x CPU); one per task, none is long.
 * The build splits the chunks along these imports, and prefetches them all
 * (vite.config.ts), so this needs no network once the page has loaded.
 */
async function loadRuntime(): Promise<typeof Runtime> {
  await import('./database.ts');
  await nextTask();
  await import('./supabase.ts');
  await nextTask();
  const runtime = await import('./runtime.ts');
  await nextTask();
  return runtime;
}

/** Starts the app's data layer once; later (or concurrent) calls get the same instance. */
export function startSync(options: StartSyncOptions = {}): Promise<Sync> {
  starting ??= loadRuntime()
    .then(({ createSync }) => createSync(options))
    .then((sync) => {
      appSync.set(sync);
      return sync;
    });
  // A failed start (its code could not load) may be tried again.
  starting.catch(() => (starting = null));
  return starting;
}

/** Resolves with the data layer once it has started (whoever starts it). */
export function whenSyncStarted(): Promise<Sync> {
  return startedSync();
}

export async function stopSync(): Promise<void> {
  const sync = await starting;
  starting = null;
  appSync.set(null);
  await sync?.stop();
}
