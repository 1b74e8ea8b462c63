// Push and pull by kind (sync/engine/replication/kind-push.ts, kind-pull.ts): a pushed kind's
// waiting records go through its RPC as their owner, a network failure is tried again after a
// longer wait each time, a refusal is kept with the database's words and never sent again, a
// sent record is not sent twice, another person's records wait for them; the owner's rows are
// read back as sent records; at sign-out what the server has leaves. The client here stands
// in for the network only (what an answer looks like to supabase-js); the real server's
// answers are in tests/integration/sync/kind-push.test.ts.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../../../sync/engine/database.ts';
import { deviceRecords } from '../../../../sync/engine/kinds/device-records.ts';
import type { KindDescriptor } from '../../../../sync/engine/kinds/kind.ts';
import { kindRecords } from '../../../../sync/engine/kinds/records.ts';
import { sending, waitingFor, type Sendable } from '../../../../sync/engine/kinds/sending.ts';
import * as s from '../../../../sync/engine/kinds/shape.ts';
import type { ReplicationContext } from '../../../../sync/engine/replication/context.ts';
import { startKindPull } from '../../../../sync/engine/replication/kind-pull.ts';
import { startKindPush } from '../../../../sync/engine/replication/kind-push.ts';
import { createRetryGate } from '../../../../sync/engine/replication/retry-gate.ts';
import { DEFAULT_TIMING } from '../../../../sync/engine/replication/timing.ts';
import { createStatusStore, initialStatus } from '../../../../sync/engine/status-store.ts';
import { wipeRoleScoped } from '../../../../sync/engine/wipe.ts';
import { uniqueName } from '../support.ts';

const visitShape = s.shape({ id: s.text, note: s.text, outcome: s.text, send: sending });
type Visit = s.Parsed<typeof visitShape> & Sendable;

const visits: KindDescriptor<'field_visit', Visit> = {
  name: 'field_visit',
  version: 0,
  parse: visitShape,
  id: (v) => v.id,
  signOut: 'their-sent-rows',
  push: {
    rpc: 'log_field_visit',
    sends: 'owner',
    args: (v) => ({ p_visit: { id: v.id, note: v.note } }),
    sent: (v, answer) => ({ ...v, outcome: String(answer.outcome) }),
  },
  pull: {
    table: 'field_visits',
    ownerColumn: 'staff_id',
    toData: (row, send) => visitShape({ ...row, send }),
  },
};

type Answer = { data: unknown; error: Record<string, unknown> | null; status: number };
const NETWORK_DOWN: Answer = {
  data: null,
  error: { message: 'TypeError: fetch failed', details: '', hint: '', code: '' },
  status: 0,
};

/** What supabase-js hands back, one answer per call, in order; the calls are kept. */
function network(answers: Answer[], rows: Record<string, unknown>[] = []) {
  const calls: { name: string; args: Record<string, unknown> }[] = [];
  const reads: { table: string; column: string; value: string }[] = [];
  const announced: (() => void)[] = [];
  const channel = {
    on: (_type: string, _filter: unknown, callback: () => void) => {
      announced.push(callback);
      return channel;
    },
    subscribe: () => channel,
  };
  const client = {
    channel: () => channel,
    removeChannel: async () => 'ok',
    rpc: async (name: string, args: Record<string, unknown>) => {
      calls.push({ name, args });
      return answers.shift() ?? NETWORK_DOWN;
    },
    from: (table: string) => ({
      select: () => ({
        eq: async (column: string, value: string) => {
          reads.push({ table, column, value });
          return { data: rows, error: null };
        },
      }),
    }),
  };
  /** Realtime says one of the person's rows changed. */
  const announce = () => announced.forEach((callback) => callback());
  return { client, calls, reads, rows, announce };
}

async function setUp(client: unknown, retryMs = 20) {
  const db = await createDatabase({
    collections: [deviceRecords([visits])],
    name: uniqueName('kind-push'),
    multiInstance: false,
  });
  const ctx = {
    db,
    client,
    status: createStatusStore(initialStatus('live', true)),
    timing: { ...DEFAULT_TIMING, retryMs },
    retryGate: createRetryGate(),
  } as unknown as ReplicationContext;
  return { db, ctx, records: kindRecords(db, visits) };
}

const visit = (id: string, ownerId: string | null, note = 'Met the owner'): Visit => ({
  id,
  note,
  outcome: '',
  send: waitingFor(ownerId),
});

const stateOf = async (records: ReturnType<typeof kindRecords<Visit>>, id: string) =>
  (await records.get(id))?.send;

describe('push by kind', () => {
  it('sends a waiting record through its RPC, tries again after a network failure, and keeps the answer', async () => {
    const { client, calls } = network([
      NETWORK_DOWN,
      NETWORK_DOWN,
      { data: { id: 'v1', outcome: 'order' }, error: null, status: 200 },
    ]);
    const { db, ctx, records } = await setUp(client);
    await records.put([visit('v1', 'asha')]);
    const started = Date.now();
    const push = startKindPush(visits, ctx, 'asha');
    const sent = await new Promise<Visit>((resolve) => {
      const sub = records.query().$.subscribe((docs) => {
        const [row] = records.read(docs);
        if (row?.send.state === 'sent') {
          sub.unsubscribe();
          resolve(row);
        }
      });
    });
    // Waited 1, then 2 retry intervals (backoff) between the three tries.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * 20 - 5);
    expect(calls).toEqual(
      Array.from({ length: 3 }, () => ({
        name: 'log_field_visit',
        args: { p_visit: { id: 'v1', note: 'Met the owner' } },
      })),
    );
    expect(sent.send).toMatchObject({
      state: 'sent',
      ownerId: 'asha',
      answer: { id: 'v1', outcome: 'order' },
      refused: null,
    });
    expect(sent.outcome).toBe('order');
    // A poke (back online, the app in front again) sends nothing twice.
    push.poke();
    await push.idle();
    expect(calls).toHaveLength(3);
    await push.cancel();
    await db.close();
  });

  it("keeps a refusal with the database's words and never sends it again", async () => {
    const refusal: Answer = {
      data: null,
      error: { message: 'The note can be at most 500 characters.', code: '23514', details: null },
      status: 400,
    };
    const { client, calls } = network([refusal]);
    const { db, ctx, records } = await setUp(client);
    const push = startKindPush(visits, ctx, 'asha');
    await records.put([visit('v2', 'asha', 'x'.repeat(600))]);
    await new Promise<void>((resolve) => {
      const sub = records.query().$.subscribe((docs) => {
        if (records.read(docs)[0]?.send.state === 'refused') {
          sub.unsubscribe();
          resolve();
        }
      });
    });
    expect(await stateOf(records, 'v2')).toMatchObject({
      state: 'refused',
      refused: 'The note can be at most 500 characters.',
      answer: null,
    });
    // Kept on the device with what was typed.
    expect((await records.get('v2'))?.note).toHaveLength(600);
    push.poke();
    await push.idle();
    expect(calls).toHaveLength(1);
    await push.cancel();
    await db.close();
  });

  it("sends only its owner's records, as them", async () => {
    const ok: Answer = { data: { outcome: 'none' }, error: null, status: 200 };
    const { client, calls } = network([ok, ok]);
    const { db, ctx, records } = await setUp(client);
    await records.put([visit('mine', 'asha'), visit('theirs', 'ravi'), visit('visitor', null)]);
    const push = startKindPush(visits, ctx, 'asha');
    await push.idle();
    await new Promise((r) => setTimeout(r, 50));
    await push.idle();
    expect(calls.map((c) => (c.args.p_visit as { id: string }).id)).toEqual(['mine']);
    expect((await stateOf(records, 'theirs'))?.state).toBe('waiting');
    expect((await stateOf(records, 'visitor'))?.state).toBe('waiting');
    await push.cancel();
    await db.close();
  });

  it('stops waiting when cancelled (sign-out while the network is down)', async () => {
    const { client, calls } = network([]);
    const { db, ctx, records } = await setUp(client, 60_000);
    await records.put([visit('v3', 'asha')]);
    const push = startKindPush(visits, ctx, 'asha');
    await new Promise((r) => setTimeout(r, 50));
    await push.cancel();
    expect(calls).toHaveLength(1);
    expect((await stateOf(records, 'v3'))?.state).toBe('waiting');
    await db.close();
  });
});

describe('pull by kind', () => {
  it("reads the owner's rows as sent records, again when realtime says one changed, and leaves a waiting one as it is", async () => {
    const { client, reads, rows, announce } = network(
      [],
      [
        { id: 'p1', note: 'From another phone', outcome: 'order', staff_id: 'asha' },
        { id: 'p2', note: 'Server copy', outcome: '', staff_id: 'asha' },
        { id: 'bad', note: 7 },
      ],
    );
    const { db, ctx, records } = await setUp(client);
    await records.put([visit('p2', 'asha', 'Edited on this phone')]);
    const pull = startKindPull(visits, ctx, 'asha');
    await pull.idle();
    expect(reads).toEqual([{ table: 'field_visits', column: 'staff_id', value: 'asha' }]);
    expect(await records.get('p1')).toMatchObject({
      note: 'From another phone',
      outcome: 'order',
      send: { state: 'sent', ownerId: 'asha', refused: null },
    });
    expect(await records.get('p2')).toMatchObject({
      note: 'Edited on this phone',
      send: { state: 'waiting' },
    });
    expect(await records.get('bad')).toBeNull();

    // Staff decide: realtime says so, and the row is read again.
    rows[0]!.outcome = 'follow-up';
    announce();
    await pull.idle();
    expect(reads).toHaveLength(2);
    expect((await records.get('p1'))?.outcome).toBe('follow-up');
    await pull.cancel();
    await db.close();
  });
});

describe("a pushed kind's records at sign-out", () => {
  it('leave when the server has them; waiting and refused ones stay for their owner', async () => {
    const { client } = network([]);
    const { db, records } = await setUp(client);
    const sent = {
      ...visit('sent', 'asha'),
      send: { ...waitingFor('asha'), state: 'sent' as const },
    };
    const refused = {
      ...visit('refused', 'asha'),
      send: { ...waitingFor('asha'), state: 'refused' as const, refused: 'No.' },
    };
    await records.put([sent, refused, visit('waiting', 'asha'), { ...sent, id: 'ravis' }]);
    // Ravi is still signed in (start-up sweep): his stay; Asha's sent one goes.
    const gone = await wipeRoleScoped(db, [deviceRecords([visits])], 'asha');
    expect(gone).toBe(0);
    await records.put([{ ...sent, id: 'ravis', send: { ...sent.send, ownerId: 'ravi' } }]);
    expect(await wipeRoleScoped(db, [deviceRecords([visits])], 'ravi')).toBe(1);
    expect((await records.list()).map((r) => r.id).sort()).toEqual(['ravis', 'refused', 'waiting']);
    await db.close();
  });
});
