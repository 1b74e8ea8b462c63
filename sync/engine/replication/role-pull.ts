// Live pulls that belong to a signed-in person: an admin's leads, a user's own orders and
// registrations. Each is keyed to the user, so the next person on the device starts from
// nothing, and its rows are marked as already on the server (never pushed back).
import { replicateSupabase } from 'rxdb/plugins/replication-supabase';
import type { RxJsonSchema } from 'rxdb';
import { REALTIME_SYNC_FAILED } from '../../../src/lib/messages.ts';
import { collectionOf, type OutboxCollection } from '../collection.ts';
import type { OutboxName } from '../register.ts';
import { bridgeClient } from './bridge.ts';
import { columnsOf } from './columns.ts';
import type { ReplicationContext } from './context.ts';

export interface RolePull {
  readonly name: OutboxName;
  reSync(): void;
  /** Stops and forgets the checkpoint (the rows themselves are wiped by the caller). */
  remove(): Promise<void>;
  cancel(): Promise<void>;
}

export function startRolePull(
  descriptor: OutboxCollection,
  ctx: ReplicationContext,
  userId: string,
): RolePull {
  const { status, timing } = ctx;
  const name = descriptor.name as OutboxName;
  const collection = collectionOf<{ id: string }>(ctx.db, name);
  const toDoc = columnsOf(descriptor.schema as RxJsonSchema<unknown>);
  const ownRowsOnly = descriptor.sync.pull?.rows === 'own';
  const pulledFields = descriptor.sync.pull?.pulledFields;
  let stopped = false;

  const replication = replicateSupabase<{ id: string }>({
    replicationIdentifier: `mgrid-${name}-pull-${userId}`,
    collection,
    client: bridgeClient(ctx.client, {
      onChannelStatus: (channelStatus) => {
        if (stopped) return;
        if (channelStatus === 'CHANNEL_ERROR' || channelStatus === 'TIMED_OUT') {
          status.updateCollection(name, { lastError: REALTIME_SYNC_FAILED });
          setTimeout(() => stopped || replication.reSync(), timing.realtimeReconnectMs);
        }
      },
    }),
    tableName: descriptor.sync.table,
    live: true,
    waitForLeadership: true,
    retryTime: timing.retryMs,
    pull: {
      batchSize: timing.pullBatchSize,
      queryBuilder: ({ query }) =>
        ownRowsOnly ? query.eq('user_id', userId).retry(false) : query.retry(false),
      modifier: (row) =>
        ({
          ...toDoc(row as Record<string, unknown>),
          syncedAt: Date.now(),
          syncError: null,
          // Pulled rows belong to whoever is signed in: wiped when they sign out.
          ownerId: userId,
          // The collection's own local fields (a pulled order: confirmed as it arrives).
          ...pulledFields?.(),
        }) as never,
    },
  });

  replication.error$.subscribe(() => {
    if (!stopped) status.updateCollection(name, { lastError: REALTIME_SYNC_FAILED });
  });

  return {
    name,
    reSync: () => replication.reSync(),
    async remove() {
      stopped = true;
      await replication.remove();
    },
    async cancel() {
      stopped = true;
      await replication.cancel();
    },
  };
}
