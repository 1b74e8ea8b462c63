// What the sync indicator shows: online or not, what waits to be sent, the last errors.
import type { UnsentItem } from '../queries/unsent.ts';
import { unsentStore } from '../queries/unsent.ts';
import { currentSync } from '../runtime.ts';
import type { CollectionStatus, SyncStatus, SyncedCollection } from '../status.ts';
import { useStore } from './use-store.ts';

export function useSyncStatus(): SyncStatus {
  return useStore(currentSync().status);
}

export function useCollectionStatus(name: SyncedCollection): CollectionStatus {
  return useSyncStatus().collections[name];
}

/** Writes still only on this device (waiting, or refused with a reason), oldest first. */
export function useUnsentItems(): UnsentItem[] {
  return useStore(unsentStore(currentSync()));
}
