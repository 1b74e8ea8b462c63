// The data layer of one app start: the local database, the Supabase client, the replications
// and the observable status, session and publish state. The app starts it once
// (startSync) and reaches it through hooks and actions; tests start as many as they need.
import { nextTask } from './next-task.ts';
import type { RxStorage } from 'rxdb';
import { combineLatest, map } from 'rxjs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createAuth, type Auth } from '../session/auth.ts';
import { createBundledAuth } from '../session/bundled-auth.ts';
import type { SessionState } from '../session/model.ts';
import type { MgridDatabase } from './collections.ts';
import type { LiveOperators } from './live.ts';
import { configFromBuild, type SyncConfig } from './config.ts';
import { openDatabase } from './database.ts';
import { persistWhenWorthKeeping } from './persistence.ts';
import { STORAGE_UNAVAILABLE } from '../../src/lib/messages.ts';
import { loadFallback } from './fallback.ts';
import { initialPublishStatus, type PublishStatus } from '../product-drafts/publish-status.ts';
import { DEFAULT_TIMING, type ReplicationContext, type SyncTiming } from './replication/context.ts';
import { startReplications, type Replications } from './replication/orchestrator.ts';
import { createRetryGate } from './replication/retry-gate.ts';
import {
  createStatusStore,
  initialStatus,
  type StatusStore,
  type SyncStatus,
} from './status-store.ts';
import { watchLocalCounts } from './pending-counts.ts';
import { createStore, type Store } from './store.ts';
import { createSupabase, type SupabaseOptions } from './supabase.ts';
import { linkTabs } from './tabs.ts';
import { watchWakeUps } from './wake.ts';
import { pruneVisitorWrites } from './wipe.ts';

export interface StartSyncOptions {
  /** Default: from the build's VITE_ variables (sync/engine/config.ts). */
  config?: SyncConfig;
  databaseName?: string;
  storage?: RxStorage<unknown, unknown>;
  multiInstance?: boolean;
  supabase?: SupabaseOptions;
  timing?: Partial<SyncTiming>;
}

/** What the app holds: observable state and a few controls, no database types. */
export interface Sync {
  readonly mode: SyncConfig['mode'];
  readonly status: Store<SyncStatus>;
  readonly session: Store<SessionState>;
  readonly publishStatus: Store<PublishStatus>;
  /** Try every sync again now (the indicator's retry action). */
  retry(): void;
  stop(): Promise<void>;
}

/** The same, with the parts only sync/ uses. */
export interface SyncRuntime extends Sync {
  readonly db: MgridDatabase;
  readonly client: SupabaseClient | null;
  readonly auth: Auth;
  readonly statusStore: StatusStore;
  readonly publishStore: Store<PublishStatus>;
  readonly replications: Replications | null;
  /** For live queries (live.ts), which must not import rxjs themselves. */
  readonly rx: LiveOperators;
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export async function createSync(options: StartSyncOptions = {}): Promise<Sync> {
  const config = options.config ?? configFromBuild();
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  await nextTask();
  const { db, persistent } = await openDatabase({
    name: options.databaseName,
    storage: options.storage,
    multiInstance: options.multiInstance,
  });
  const status = createStatusStore(initialStatus(config.mode, browserOnline()));
  if (!persistent) status.update({ storageError: STORAGE_UNAVAILABLE, persistentStorage: false });
  const publishStore = createStore<PublishStatus>(initialPublishStatus);
  const retryGate = createRetryGate();
  const stopCounts = watchLocalCounts(db, status, publishStore);

  let client: SupabaseClient | null = null;
  let auth: Auth = createBundledAuth();
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
  await pruneVisitorWrites(db);
  await nextTask();
  if (config.mode === 'bundled') {
    await loadFallback(db, { replace: true });
    status.update({ usingFallback: true });
  } else {
    client = createSupabase(
      config.supabaseUrl,
      config.supabaseKey,
      onReachability,
      options.supabase,
    );
    auth = createAuth(client, db, () => !status.get().online);
    const ctx: ReplicationContext = { db, client, status, timing, retryGate };
    const useFallback = async () => {
      if (await loadFallback(db)) status.update({ usingFallback: true });
    };
    const session = auth.session;
    await nextTask();
    // Only the leading tab replicates (and wipes on sign-out); the others read its results.
    void db.waitForLeadership().then(async () => {
      if (stopped) return;
      if (!browserOnline()) await useFallback();
      if (stopped) return;
      replications = startReplications(ctx, session, {
        products: {
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
    ? persistWhenWorthKeeping(db, status, auth.session)
    : () => undefined;

  const runtime: SyncRuntime = {
    mode: config.mode,
    status,
    statusStore: status,
    session: auth.session,
    publishStatus: publishStore,
    publishStore,
    db,
    client,
    auth,
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
      if (client) await client.removeAllChannels();
      await db.close();
    },
  };
  return runtime;
}
