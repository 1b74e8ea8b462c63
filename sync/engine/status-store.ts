// The sync status a person can see (RxDB has no API for it): online or not, and per
// collection when it last synced, how many local writes wait to be sent, and the last error.
import type { CatalogueCollection, OutboxCollection } from './collections.ts';
import { createStore, type Store } from './store.ts';

export type SyncedCollection = CatalogueCollection | OutboxCollection;

export interface CollectionStatus {
  /** Epoch ms of the last sync that finished without error; null if never (on this device). */
  lastSyncedAt: number | null;
  /** Local writes not yet confirmed by the server (refused ones are not counted). */
  pendingWrites: number;
  /** What to show when the last attempt failed; null once a sync succeeds. */
  lastError: string | null;
}

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
  collections: Record<SyncedCollection, CollectionStatus>;
  /** Sum of pendingWrites over all collections. */
  pendingWrites: number;
}

const SYNCED: SyncedCollection[] = [
  'products',
  'services',
  'banners',
  'dealers',
  'site_settings',
  'leads',
  'orders',
  'registrations',
  'admin_commands',
];

export function initialStatus(mode: SyncStatus['mode'], browserOnline: boolean): SyncStatus {
  const collections = Object.fromEntries(
    SYNCED.map((name) => [name, { lastSyncedAt: null, pendingWrites: 0, lastError: null }]),
  ) as Record<SyncedCollection, CollectionStatus>;
  return {
    mode,
    browserOnline,
    backendReachable: null,
    online: browserOnline,
    usingFallback: false,
    persistentStorage: null,
    storageError: null,
    collections,
    pendingWrites: 0,
  };
}

function derive(status: SyncStatus): SyncStatus {
  const online =
    status.browserOnline && (status.mode === 'bundled' || status.backendReachable !== false);
  const pendingWrites = SYNCED.reduce((n, c) => n + status.collections[c].pendingWrites, 0);
  return online === status.online && pendingWrites === status.pendingWrites
    ? status
    : { ...status, online, pendingWrites };
}

export interface StatusStore extends Store<SyncStatus> {
  update(patch: Partial<Omit<SyncStatus, 'collections'>>): void;
  updateCollection(name: SyncedCollection, patch: Partial<CollectionStatus>): void;
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
        if (!changed(s.collections[name], patch)) return s;
        const collections = { ...s.collections, [name]: { ...s.collections[name], ...patch } };
        return derive({ ...s, collections });
      });
    },
  };
}

export type PulledCollection = CatalogueCollection;

/**
 * Whether a catalogue table's first sync on this device has run its course (synced, failed
 * with its message, or there is no backend): from then on an empty table means "none", not
 * "not loaded yet". The bundled catalogue fills an empty one when the backend cannot be reached.
 */
export function pullSettled(status: SyncStatus, name: PulledCollection): boolean {
  const collection = status.collections[name];
  return (
    status.mode === 'bundled' || collection.lastSyncedAt !== null || collection.lastError !== null
  );
}
