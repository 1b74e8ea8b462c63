// Starting and stopping the app's data layer: the one sync/ module the app's boot imports.
import { appSync, startedSync } from './app-sync.ts';
import { createSync, type StartSyncOptions, type Sync } from './runtime.ts';

let starting: Promise<Sync> | null = null;

/** Starts the app's data layer once; later (or concurrent) calls get the same instance. */
export function startSync(options: StartSyncOptions = {}): Promise<Sync> {
  starting ??= createSync(options).then((sync) => {
    appSync.set(sync);
    return sync;
  });
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
