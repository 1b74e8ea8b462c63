// Pull by kind: a pushed kind's rows as the server has them, for the signed-in person (their
// applications and each one's status), read from the kind's table (row-level security shows
// them their own) when they are followed, when realtime says one of them changed (staff
// decided), on every retry (back online, the app in front again) and after each record sent. Each row becomes a record marked sent and owned by the
// person; a record still waiting or refused on this device is left as it is (the device's
// copy is the newer one until it is sent).
import { kindRecords } from '../../engine/kinds/records.ts';
import type { AnyKind } from '../../engine/kinds/kind.ts';
import type { KindPull, Sendable } from '../../engine/kinds/sending.ts';
import type { ReplicationContext } from './context.ts';

export interface KindPullRun {
  readonly name: string;
  /** Reads the rows again (at most one read at a time; a call meanwhile reads once more after). */
  reSync(): void;
  /** Resolves when no read is running (tests). */
  idle(): Promise<void>;
  cancel(): Promise<void>;
}

type Channel = {
  on(
    type: 'postgres_changes',
    filter: { event: '*'; schema: 'public'; table: string; filter: string },
    callback: () => void,
  ): Channel;
  subscribe(): Channel;
};

type TableClient = {
  channel(name: string): Channel;
  removeChannel(channel: Channel): Promise<unknown>;
  from(table: string): {
    select(columns: string): {
      eq(
        column: string,
        value: string,
      ): PromiseLike<{ data: Record<string, unknown>[] | null; error: { message: string } | null }>;
    };
  };
};

export function startKindPull(kind: AnyKind, ctx: ReplicationContext, userId: string): KindPullRun {
  const pull = kind.pull as KindPull<Sendable>;
  if (!pull) throw new Error(`Kind ${kind.name} is not pulled`);
  const records = kindRecords<Sendable>(ctx.db, kind);
  const client = ctx.client as unknown as TableClient;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const readOnce = async () => {
    const { data, error } = await client.from(pull.table).select('*').eq(pull.ownerColumn, userId);
    if (stopped || error || !data) return;
    const now = Date.now();
    const rows = data.flatMap((row) => {
      try {
        return [
          pull.toData(row, {
            state: 'sent',
            ownerId: userId,
            sentAt: now,
            answer: null,
            refused: null,
          }),
        ];
      } catch (problem) {
        console.warn(`A ${kind.name} row not kept:`, (problem as Error).message);
        return [];
      }
    });
    const kept: Sendable[] = [];
    for (const row of rows) {
      const local = await records.get(kind.id(row));
      if (local && local.send.state !== 'sent') continue;
      // The answer the push kept stays beside the server's row.
      kept.push(local ? { ...row, send: { ...row.send, answer: local.send.answer } } : row);
    }
    if (!stopped) await records.put(kept);
  };

  const reSync = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await readOnce();
      } while (again && !stopped);
    })()
      .catch((error: unknown) => console.warn(`${kind.name} not read:`, (error as Error).message))
      .finally(() => {
        running = null;
      });
  };

  // A change of one of the person's rows (row-level security delivers only theirs) is read.
  const channel = client
    .channel(`kind:${kind.name}:${userId}`)
    .on(
      'postgres_changes',
      {
        event: '*',
        schema: 'public',
        table: pull.table,
        filter: `${pull.ownerColumn}=eq.${userId}`,
      },
      () => reSync(),
    )
    .subscribe();

  reSync();
  return {
    name: kind.name,
    reSync,
    idle: async () => {
      while (running) await running;
    },
    async cancel() {
      stopped = true;
      await client.removeChannel(channel).catch(() => undefined);
      await running;
    },
  };
}
