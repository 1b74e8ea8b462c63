// Live, pull-only replication of one catalogue table (products, services, banners, dealers,
// site settings): first load with the spec's retries and messages, realtime to stay fresh,
// a catch-up 5 s after a channel error, and, where row-level security filters rows per reader,
// the visible-ids check on every (re)connect and at once when a row is withdrawn (a product
// made hidden). What each table needs comes from its descriptor (collection.ts).
import { replicateSupabase } from 'rxdb/plugins/replication-supabase';
import type { RxJsonSchema } from 'rxdb';
import { REALTIME_SYNC_FAILED } from '../../../src/lib/messages.ts';
import { collectionOf, type PulledCollection } from '../collection.ts';
import type { PulledName } from '../register.ts';
import { bridgeClient } from './bridge.ts';
import { onCycleEnd } from './cycle.ts';
import { columnsOf } from './columns.ts';
import type { ReplicationContext } from './context.ts';
import { describeError } from './errors.ts';
import { reconcileVisible } from './reconcile.ts';
import { watchWithdrawals, type WithdrawalWatch } from './withdrawals.ts';

/** How often a long-lived connection re-checks which rows it may still see. */
export const VISIBLE_CHECK_EVERY_MS = 5 * 60 * 1000;

/** Who is reading: rows differ for staff (hidden products, inactive banners). */
export type CatalogueScope = 'public' | 'staff';

export interface CataloguePullHooks {
  /** A pull attempt failed before the first successful load (to show bundled data). */
  onLoadFailure?: () => void;
  /** A pull cycle finished and the visible-ids check ran. */
  onSynced?: () => void;
}

export interface CataloguePull {
  readonly name: PulledName;
  readonly scope: CatalogueScope;
  reSync(): void;
  cancel(): Promise<void>;
}

type Synced = { id: string; _modified: string | null };

export function startCataloguePull(
  descriptor: PulledCollection,
  ctx: ReplicationContext,
  scope: CatalogueScope,
  hooks: CataloguePullHooks = {},
): CataloguePull {
  const { status, timing } = ctx;
  const name = descriptor.name as PulledName;
  const { table, firstLoadFailed, main, filteredByPolicy, withdrawalNotices } = descriptor.sync;
  const collection = collectionOf<Synced>(ctx.db, name);
  const toDoc = columnsOf(descriptor.schema as RxJsonSchema<unknown>);
  const retries = main ? timing.productRetryDelaysMs : [];
  let failures = 0;
  let loaded = false;
  let channelOk = true;
  let stopped = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let visibleCheck: ReturnType<typeof setInterval> | undefined;

  const reconcile = async () => {
    try {
      await reconcileVisible(ctx.client, table, collection);
    } catch {
      // The next (re)connect checks again; a failed check removes nothing.
    }
  };

  const onChannelStatus = (channelStatus: string) => {
    if (stopped) return;
    if (channelStatus === 'SUBSCRIBED') {
      channelOk = true;
      if (status.get().collections[name]?.lastError === REALTIME_SYNC_FAILED) {
        status.updateCollection(name, { lastError: null });
      }
      void reconcile();
      return;
    }
    if (channelStatus !== 'CHANNEL_ERROR' && channelStatus !== 'TIMED_OUT') return;
    channelOk = false;
    // Before the first load, its own message ("Failed to load products") is the one to show.
    if (loaded) status.updateCollection(name, { lastError: REALTIME_SYNC_FAILED });
    // realtime-js rejoins the channel by itself; after 5 s also catch up over REST, so
    // nothing is missed even while the socket stays down.
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(() => {
      if (!stopped) replication.reSync();
    }, timing.realtimeReconnectMs);
  };

  const replication = replicateSupabase<Synced>({
    replicationIdentifier: `mgrid-${name}-${scope}`,
    collection,
    client: bridgeClient(ctx.client, { onChannelStatus }),
    tableName: table,
    live: true,
    waitForLeadership: true,
    retryTime: retries[0] ?? timing.retryMs,
    pull: {
      batchSize: timing.pullBatchSize,
      // Retries are this module's (spec timings), not postgrest-js's own backoff.
      queryBuilder: ({ query }) => query.retry(false),
      modifier: (row) => toDoc(row as Record<string, unknown>) as never,
    },
  });

  replication.error$.subscribe((error) => {
    if (stopped) return;
    failures += 1;
    if (!loaded) {
      hooks.onLoadFailure?.();
      replication.retryTime = retries[failures] ?? timing.retryMs;
      if (failures > retries.length) {
        const message = main ? describeError(error, firstLoadFailed) : firstLoadFailed;
        status.updateCollection(name, { lastError: message });
      }
    } else {
      status.updateCollection(name, { lastError: REALTIME_SYNC_FAILED });
    }
  });

  // A cycle ends when the replication goes idle: pulls retry until they succeed, so idle
  // after active means the local rows match the server as of now.
  onCycleEnd(
    replication,
    () => stopped,
    () =>
      void (async () => {
        if (!loaded) await reconcile();
        loaded = true;
        failures = 0;
        replication.retryTime = timing.retryMs;
        status.updateCollection(name, {
          lastSyncedAt: Date.now(),
          lastError: channelOk ? null : REALTIME_SYNC_FAILED,
        });
        hooks.onSynced?.();
      })(),
  );

  if (filteredByPolicy) {
    visibleCheck = setInterval(() => void reconcile(), VISIBLE_CHECK_EVERY_MS);
  }
  // Staff read hidden products, so only the public view needs the notices.
  const withdrawals: WithdrawalWatch | null =
    withdrawalNotices && scope === 'public' ? watchWithdrawals(ctx.client, table, reconcile) : null;

  return {
    name,
    scope,
    reSync() {
      replication.reSync();
      void reconcile();
    },
    async cancel() {
      stopped = true;
      clearTimeout(reconnectTimer);
      clearInterval(visibleCheck);
      await Promise.all([replication.cancel(), withdrawals?.stop()]);
    },
  };
}
