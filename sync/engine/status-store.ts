// The sync status a person can see (RxDB has no API for it): online or not, and per synced
// collection when it last synced, how many local writes wait to be sent, and the last error.
// The engine keeps it here; the app reads it through sync/sync-status.
import type { PulledName, SyncedName } from './register.ts';
import { createStore, type Store } from './store.ts';

export interface CollectionStatus {
  /** Epoch ms of the last sync that finished without error; null if never (on this device). */
  lastSyncedAt: number | null;
  /** Local writes not yet confirmed by the server (refused ones are not counted). */
  pendingWrites: number;
  /** What to show when the last attempt failed; null once a sync succeeds. */
  lastError: string | null;
}

/** A collection's status before anything has happened on this device. */
export const NOT_SYNCED_YET: CollectionStatus = {
  lastSyncedAt: null,
  pendingWrites: 0,
  lastError: null,
};

export interface SyncStatus {
  /** 'bundled': no backend configured, the bundled catalogue is all there is. */
  mode: 'live' | 'bundled';
  /** The browser says it has a network. */
  browserOnline: boolean;
  /** The backend answered the last request (null until the first one). */
  backendReachable: boolean | null;
  /** What the indicator shows: a network and, in live mode, a backend that answers. */
  online: boolean;
  /** The catalogue on screen is the bundled copy, not (yet) the server's. */
  usingFallback: boolean;
  /** Whether the browser granted persistent storage (null: unknown or unsupported). */
  persistentStorage: boolean | null;
  /** Set when the device refused a write (storage full); cleared by the next good write. */
  storageError: string | null;
  /**
   * Each synced collection's status, from the data layer's start (before it, none: read
   * them with sync/sync-status's useCollectionStatus).
   */
  collections: Readonly<Partial<Record<SyncedName, CollectionStatus>>>;
  /** Sum of pendingWrites over all collections. */
  pendingWrites: number;
}

/** `names`: the synced collections (none while the data layer starts). */
export function initialStatus(
  mode: SyncStatus['mode'],
  browserOnline: boolean,
  names: readonly SyncedName[] = [],
): SyncStatus {
  return {
    mode,
    browserOnline,
    backendReachable: null,
    online: browserOnline,
    usingFallback: false,
    persistentStorage: null,
    storageError: null,
    collections: Object.fromEntries(names.map((name) => [name, NOT_SYNCED_YET])),
    pendingWrites: 0,
  };
}

function derive(status: SyncStatus): SyncStatus {
  const online =
    status.browserOnline && (status.mode === 'bundled' || status.backendReachable !== false);
  const statuses: (CollectionStatus | undefined)[] = Object.values(status.collections);
  const pendingWrites = statuses.reduce((n, c) => n + (c?.pendingWrites ?? 0), 0);
  return online === status.online && pendingWrites === status.pendingWrites
    ? status
    : { ...status, online, pendingWrites };
}

export interface StatusStore extends Store<SyncStatus> {
  update(patch: Partial<Omit<SyncStatus, 'collections'>>): void;
  updateCollection(name: SyncedName, patch: Partial<CollectionStatus>): void;
}

export function createStatusStore(initial: SyncStatus): StatusStore {
  const store = createStore(initial);
  const changed = <T extends object>(current: T, patch: Partial<T>) =>
    Object.entries(patch).some(([key, value]) => !Object.is(current[key as keyof T], value));
  return {
    ...store,
    update(patch) {
      store.set((s) => (changed(s, patch) ? derive({ ...s, ...patch }) : s));
    },
    updateCollection(name, patch) {
      store.set((s) => {
        const current = s.collections[name] ?? NOT_SYNCED_YET;
        if (!changed(current, patch)) return s;
        const collections = { ...s.collections, [name]: { ...current, ...patch } };
        return derive({ ...s, collections });
      });
    },
  };
}

/**
 * Whether a pulled table's first sync on this device has run its course (synced, failed with
 * its message, or there is no backend): from then on an empty table means "none", not "not
 * loaded yet". The bundled catalogue fills an empty one when the backend cannot be reached.
 */
export function pullSettled(status: SyncStatus, name: PulledName): boolean {
  const collection = status.collections[name];
  return (
    status.mode === 'bundled' ||
    (collection !== undefined &&
      (collection.lastSyncedAt !== null || collection.lastError !== null))
  );
}
