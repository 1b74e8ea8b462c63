// The data layer of one app start: the local database, the Supabase client, the replications
// and the observable status and session. It is given its collections (sync/registry.ts) and
// the auth to make (sync/session), and knows neither: sync/data-layer.ts puts them together.
// The app starts it once (sync/start.ts) and reaches it through hooks and actions; tests start
// as many as they need.
import { nextTask } from './next-task.ts';
import type { RxStorage } from 'rxdb';
import { combineLatest, map } from 'rxjs';
import type * as Rx from 'rxjs';
import type { AppClient } from './supabase.ts';
import { STORAGE_UNAVAILABLE } from '../../src/lib/messages.ts';
import { collectionOf, isOutbox, isPulled, type AnyCollection } from './collection.ts';
import { configFromBuild, type SyncConfig } from './config.ts';
import { openDatabase } from './database.ts';
import { loadFallback } from './fallback.ts';
import { watchPendingWrites } from './pending-counts.ts';
import { persistWhenWorthKeeping } from './persistence.ts';
import type { ReplicationContext } from './replication/context.ts';
import { startReplications, type Replications } from './replication/orchestrator.ts';
import { createRetryGate } from './replication/retry-gate.ts';
import { DEFAULT_TIMING, type SyncTiming } from './replication/timing.ts';
import type { RegisteredAuth, SyncDatabase, SyncedName } from './register.ts';
import type { SyncUser } from './signed-in.ts';
import {
  createStatusStore,
  initialStatus,
  type StatusStore,
  type SyncStatus,
} from './status-store.ts';
import type { Store } from './store.ts';
import { createSupabase, type SupabaseOptions } from './supabase.ts';
import { linkTabs } from './tabs.ts';
import { watchWakeUps } from './wake.ts';
import { pruneVisitorWrites } from './wipe.ts';

/** What a caller may choose about one data layer. */
export interface StartSyncOptions {
  /** Default: from the build's VITE_ variables (sync/engine/config.ts). */
  config?: SyncConfig;
  databaseName?: string;
  storage?: RxStorage<unknown, unknown>;
  multiInstance?: boolean;
  supabase?: SupabaseOptions;
  timing?: Partial<SyncTiming>;
}

/** What an auth is made from, once per data layer. */
export interface AuthParts {
  /** null: no backend configured (the bundled catalogue is all there is). */
  client: AppClient | null;
  db: SyncDatabase;
  /** The backend is known to be unreachable (sign-out then clears the session at once). */
  offline(): boolean;
}

/**
 * The rxjs operators live queries use (live.ts), handed over by the running data layer:
 * importing rxjs there would put it into every page's first-paint bundle, where no query runs.
 */
export type LiveOperators = Pick<typeof Rx, 'map' | 'combineLatest'>;

/** What the app hands the engine (sync/data-layer.ts): its collections and its auth. */
export interface RuntimeOptions extends StartSyncOptions {
  /** Every collection of the local database (sync/registry.ts). */
  collections: readonly AnyCollection[];
  /** Makes the session's auth once the Supabase client exists (sync/session). */
  auth(parts: AuthParts): RegisteredAuth;
  /** Who sees more than the public (staff): their own catalogue view, their own pulls. */
  isStaff(user: SyncUser | null): boolean;
}

/** What the app holds: observable state and a few controls, no database types. */
export interface Sync {
  readonly mode: SyncConfig['mode'];
  readonly status: Store<SyncStatus>;
  readonly session: RegisteredAuth['session'];
  /** Try every sync again now (the indicator's retry action). */
  retry(): void;
  stop(): Promise<void>;
}

/** The same, with the parts only sync/ uses. */
export interface SyncRuntime extends Sync {
  readonly db: SyncDatabase;
  readonly client: AppClient | null;
  readonly auth: RegisteredAuth;
  /** The collections it was given (their descriptors). */
  readonly collections: readonly AnyCollection[];
  readonly statusStore: StatusStore;
  readonly replications: Replications | null;
  /** For live queries (live.ts), which must not import rxjs themselves. */
  readonly rx: LiveOperators;
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export async function createRuntime(options: RuntimeOptions): Promise<Sync> {
  const { collections, isStaff } = options;
  const config = options.config ?? configFromBuild();
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  await nextTask();
  const { db, persistent } = await openDatabase({
    collections,
    name: options.databaseName,
    storage: options.storage,
    multiInstance: options.multiInstance,
  });
  const synced = collections
    .filter((c) => isPulled(c) || isOutbox(c))
    .map((c) => c.name as SyncedName);
  const status = createStatusStore(initialStatus(config.mode, browserOnline(), synced));
  if (!persistent) status.update({ storageError: STORAGE_UNAVAILABLE, persistentStorage: false });
  const retryGate = createRetryGate();
  const stopCounts = watchPendingWrites(db, collections, status);
  const stopWatches = collections.flatMap((c) =>
    c.watch ? [c.watch(collectionOf<unknown>(db, c.name))] : [],
  );

  let client: AppClient | null = null;
  let replications: Replications | null = null;
  let stopped = false;

  const onReachability = (reachable: boolean) => {
    const was = status.get().backendReachable;
    status.update({ backendReachable: reachable });
    if (reachable && was === false) replications?.retry();
  };
  const onOnline = () => {
    status.update({ browserOnline: true });
    replications?.retry();
  };
  const onOffline = () => status.update({ browserOnline: false });
  if (typeof window !== 'undefined') {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
  }

  await nextTask();
  await pruneVisitorWrites(db, collections);
  await nextTask();
  if (config.mode === 'live') {
    client = createSupabase(
      config.supabaseUrl,
      config.supabaseKey,
      onReachability,
      options.supabase,
    );
  }
  const auth = options.auth({ client, db, offline: () => !status.get().online });
  if (!client) {
    await loadFallback(db, collections, { replace: true });
    status.update({ usingFallback: true });
  } else {
    const ctx: ReplicationContext = { db, client, status, timing, retryGate };
    const useFallback = async () => {
      if (await loadFallback(db, collections)) status.update({ usingFallback: true });
    };
    await nextTask();
    // Only the leading tab replicates (and wipes on sign-out); the others read its results.
    void db.waitForLeadership().then(async () => {
      if (stopped) return;
      if (!browserOnline()) await useFallback();
      if (stopped) return;
      replications = startReplications(ctx, {
        collections,
        session: auth.session,
        isStaff,
        mainPull: {
          onLoadFailure: () => void useFallback(),
          onSynced: () => status.update({ usingFallback: false }),
        },
      });
    });
  }
  const tabs = linkTabs(
    db,
    status,
    () => replications !== null,
    () => replications?.retry(),
  );

  const stopWakeUps = watchWakeUps(() => runtime.retry());
  // In memory (storage refused) there is nothing the browser could keep.
  const stopPersistence = persistent
    ? persistWhenWorthKeeping({ db, collections, status, session: auth.session, isStaff })
    : () => undefined;

  const runtime: SyncRuntime = {
    mode: config.mode,
    status,
    statusStore: status,
    session: auth.session,
    db,
    client,
    auth,
    collections,
    rx: { map, combineLatest },
    get replications() {
      return replications;
    },
    retry() {
      if (replications) replications.retry();
      else void tabs.requestRetry();
    },
    async stop() {
      stopped = true;
      stopWakeUps();
      stopPersistence();
      tabs.stop();
      if (typeof window !== 'undefined') {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
      }
      auth.stop();
      retryGate.close();
      await replications?.stop();
      stopCounts();
      stopWatches.forEach((stopWatch) => stopWatch());
      if (client) await client.removeAllChannels();
      await db.close();
    },
  };
  return runtime;
}
