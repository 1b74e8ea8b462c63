// What the sync indicator shows: online or not, what waits to be sent, the last errors.
import type { UnsentItem } from './unsent.ts';
import { unsentStore } from './unsent.ts';
import { currentSync } from '../engine/runtime.ts';
import type { CollectionStatus, SyncStatus, SyncedCollection } from '../engine/status.ts';
import { useStore } from '../engine/use-store.ts';

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
