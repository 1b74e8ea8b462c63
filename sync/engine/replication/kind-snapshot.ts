// Snapshot by kind: what a few RPCs answer the signed-in person (a dealer member's terms and
// prices), read whole and put in place of the device's last copy, so it is there with no
// signal. Read when the person is followed, on every retry (back online, the app in front
// again) and when realtime says a followed table changed (row-level security delivers only
// what the person may see). A failed read (offline, the server down) keeps the last copy; an
// answer of nothing (not, or no longer, a dealer) leaves nothing on the device.
import { kindRecords } from '../../engine/kinds/records.ts';
import type { AnyKind, KindSnapshot } from '../../engine/kinds/kind.ts';
import type { ReplicationContext } from './context.ts';
import type { KindPullRun } from './kind-pull.ts';

type Channel = {
  on(
    type: 'postgres_changes',
    filter: { event: '*'; schema: 'public'; table: string },
    callback: () => void,
  ): Channel;
  subscribe(): Channel;
};

type RpcClient = {
  channel(name: string): Channel;
  removeChannel(channel: Channel): Promise<unknown>;
  rpc(name: string): PromiseLike<{ data: unknown; error: { message: string } | null }>;
};

export function startKindSnapshot(
  kind: AnyKind,
  ctx: ReplicationContext,
  userId: string,
): KindPullRun {
  const snapshot = kind.snapshot as KindSnapshot<unknown>;
  if (!snapshot) throw new Error(`Kind ${kind.name} is not read as a snapshot`);
  const records = kindRecords<unknown>(ctx.db, kind);
  const client = ctx.client as unknown as RpcClient;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const readOnce = async () => {
    const answers: Record<string, unknown> = {};
    for (const rpc of snapshot.rpcs) {
      const optional = snapshot.optional?.includes(rpc) ?? false;
      // An optional RPC that fails (missing on an older server) keeps its part of the last copy.
      const answer = await Promise.resolve(client.rpc(rpc)).catch((error: unknown) => {
        if (optional) return { data: undefined, error: { message: String(error) } };
        throw error;
      });
      if (stopped) return;
      if (answer.error) {
        if (optional) continue;
        return;
      }
      answers[rpc] = answer.data;
    }
    const last = await records.list();
    const rows = snapshot.toData(answers, userId, last);
    if (stopped) return;
    const keep = new Set(rows.map((row) => kind.id(row)));
    const gone = last.map((row) => kind.id(row)).filter((id) => !keep.has(id));
    if (stopped) return;
    await records.remove(gone);
    await records.put(rows);
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

  const channels = (snapshot.follows ?? []).map((table) =>
    client
      .channel(`snapshot:${kind.name}:${table}:${userId}`)
      .on('postgres_changes', { event: '*', schema: 'public', table }, () => reSync())
      .subscribe(),
  );

  reSync();
  return {
    name: kind.name,
    reSync,
    idle: async () => {
      while (running) await running;
    },
    async cancel() {
      stopped = true;
      await Promise.all(
        channels.map((channel) => client.removeChannel(channel).catch(() => undefined)),
      );
      await running;
    },
  };
}
