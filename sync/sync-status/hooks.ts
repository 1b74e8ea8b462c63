// What the sync indicator shows: online or not, what waits to be sent, the last errors.
import { initialStatus, NOT_SYNCED_YET } from '../engine/status-store.ts';
import type { Sync } from '../engine/runtime.ts';
import { useAppStore } from '../engine/use-store.ts';
import type { CollectionStatus, SyncStatus, SyncedCollection, UnsentItem } from './model.ts';
import { unsentStore } from './unsent.ts';

let starting: SyncStatus | null = null;
let prerendered: SyncStatus | null = null;
const statusOf = (sync: Sync) => sync.status;

// The mode is read without validating the build's variables (start-up does that), so this
// module stays light enough for the first paint.
function mode(): SyncStatus['mode'] {
  const env = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env;
  return env?.VITE_SUPABASE_URL?.trim() ? 'live' : 'bundled';
}

/** What the status is while the data layer starts: nothing synced yet, nothing waiting. */
function startingStatus(): SyncStatus {
  starting ??= initialStatus(
    mode(),
    typeof navigator === 'undefined' || navigator.onLine !== false,
  );
  return starting;
}

/**
 * What the pre-rendered HTML shows: online (the build has no network to lose). A phone whose
 * signal went between the HTML and its code hydrates this, then shows "offline" (reading
 * navigator.onLine in hydration was a mismatch, React's #418, and the page rendered again).
 */
function prerenderedStatus(): SyncStatus {
  prerendered ??= initialStatus(mode(), true);
  return prerendered;
}

export function useSyncStatus(): SyncStatus {
  return useAppStore(statusOf, startingStatus(), prerenderedStatus());
}

/** One collection's status (before the data layer starts: nothing synced, nothing waiting). */
export function useCollectionStatus(name: SyncedCollection): CollectionStatus {
  return useSyncStatus().collections[name] ?? NOT_SYNCED_YET;
}

const NONE: UnsentItem[] = [];

/** Writes still only on this device (waiting, or refused with a reason), oldest first. */
export function useUnsentItems(): UnsentItem[] {
  return useAppStore(unsentStore, NONE);
}
