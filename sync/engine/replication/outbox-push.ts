// Push-only replication of one outbox collection (leads, orders, registrations, admin
// commands): every row is a plain INSERT with the client's id; the database skips an id it
// already has, so a row retried after a lost answer still arrives exactly once.
import { replicateSupabase } from 'rxdb/plugins/replication-supabase';
import { BACKEND_UNREACHABLE } from '../../../src/lib/messages.ts';
import { collectionOf, type OutboxCollection } from '../collection.ts';
import { OUTBOX_LOCAL_FIELDS, type OutboxFields } from '../outbox-fields.ts';
import type { OutboxName } from '../register.ts';
import { bridgeClient, type InsertResult } from './bridge.ts';
import { without } from './columns.ts';
import type { ReplicationContext } from './context.ts';
import { onCycleEnd } from './cycle.ts';
import { describeError, isPermanentRejection } from './errors.ts';
import { GateClosedError } from './retry-gate.ts';

type OutboxDoc = OutboxFields & { id: string };

export interface OutboxPush {
  readonly name: OutboxName;
  cancel(): Promise<void>;
}

export interface OutboxOptions {
  /** Push only rows written by this user (admin commands: an admin's own, as that admin). */
  ownerId?: string;
}

export function startOutboxPush(
  descriptor: OutboxCollection,
  ctx: ReplicationContext,
  options: OutboxOptions = {},
): OutboxPush {
  const { status, timing, retryGate } = ctx;
  const name = descriptor.name as OutboxName;
  const collection = collectionOf<OutboxDoc>(ctx.db, name);
  // Columns the database fills in itself (sending them would be refused or ignored), and the
  // collection's own local-only fields.
  const strip = [...OUTBOX_LOCAL_FIELDS, ...descriptor.sync.notSent];
  let stopped = false;

  const patch = async (id: string, fields: Partial<OutboxFields> & Record<string, unknown>) => {
    const doc = await collection.findOne(id).exec();
    await doc?.incrementalPatch(fields);
  };

  // Runs between the server's answer and RxDB recording the row as pushed: the row is marked
  // sent (or refused) first, so a crash in between can never leave it counted as waiting.
  const onInsert = async (
    row: Record<string, unknown>,
    first: InsertResult,
    again: () => Promise<InsertResult>,
  ): Promise<InsertResult> => {
    const id = String(row.id);
    let result = first;
    for (;;) {
      if (!result.error) {
        await patch(id, { syncedAt: Date.now(), syncError: null });
        status.updateCollection(name, { lastSyncedAt: Date.now(), lastError: null });
        return result;
      }
      if (isPermanentRejection(result.error)) {
        await patch(id, {
          ...descriptor.sync.refusedFields?.(result.error),
          syncError: result.error.message || 'Refused by the server',
        });
        status.updateCollection(name, { lastError: null });
        return { ...result, error: null };
      }
      status.updateCollection(name, {
        lastError: describeError(result.error, BACKEND_UNREACHABLE),
      });
      if (stopped) return result;
      try {
        await retryGate.wait(timing.retryMs);
      } catch (error) {
        if (error instanceof GateClosedError) return result;
        throw error;
      }
      if (stopped) return result;
      result = await again();
    }
  };

  const replication = replicateSupabase<OutboxDoc>({
    replicationIdentifier: `mgrid-${name}-push${options.ownerId ? `-${options.ownerId}` : ''}`,
    collection,
    client: bridgeClient(ctx.client, { onInsert, inOrder: descriptor.sync.inOrder === true }),
    tableName: descriptor.sync.table,
    live: true,
    waitForLeadership: true,
    retryTime: timing.retryMs,
    push: {
      batchSize: 50,
      modifier: (doc) => {
        const row = doc as OutboxDoc;
        if (row.syncedAt > 0 || row.syncError) return null as never;
        if (options.ownerId !== undefined && row.ownerId !== options.ownerId) return null as never;
        return without(row as never, strip) as never;
      },
    },
  });

  replication.error$.subscribe((error) => {
    if (!stopped)
      status.updateCollection(name, { lastError: describeError(error, BACKEND_UNREACHABLE) });
  });

  onCycleEnd(
    replication,
    () => stopped,
    () => status.updateCollection(name, { lastSyncedAt: Date.now(), lastError: null }),
  );

  return {
    name,
    async cancel() {
      stopped = true;
      retryGate.open();
      await replication.cancel();
    },
  };
}
