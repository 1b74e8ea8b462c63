// RxDB's own replicateSupabase plugin, unchanged, against the local server: push of inserts,
// live pull of server-side changes, conflicts (server state wins), soft deletes, and re-sync
// after the server restarts.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { replicateSupabase } from 'rxdb/plugins/replication-supabase';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { reinstallRealtimeCapture } from '../../support/realtime.ts';

interface Item {
  id: string;
  name: string;
  qty: number;
}

const TABLE_SQL = `
  create table public.rx_items (
    id text primary key,
    name text not null,
    qty integer not null default 0,
    _modified timestamptz not null default now(),
    _deleted boolean not null default false
  );
  create function public.rx_items_touch() returns trigger language plpgsql as $$
  begin new._modified := clock_timestamp(); return new; end $$;
  create trigger rx_items_touch before insert or update on public.rx_items
    for each row execute function public.rx_items_touch();
  alter table public.rx_items enable row level security;
  create policy rx_items_all on public.rx_items for all to anon using (true) with check (true);
  grant all on public.rx_items to anon;
  alter publication supabase_realtime add table public.rx_items;
`;

const schema = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 100 },
    name: { type: 'string' },
    qty: { type: 'integer' },
  },
  required: ['id', 'name', 'qty'],
} as const;

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

describe.each(ENGINES)('replicateSupabase on %s', (kind) => {
  let server: TestServer;
  let db: RxDatabase;
  let items: RxCollection<Item>;
  let replication: RxReplicationState<Item, unknown>;

  const serverRow = async (id: string) =>
    (
      await server.engine.query<{ id: string; name: string; qty: number; _deleted: boolean }>(
        'select id, name, qty, _deleted from public.rx_items where id = $1',
        [id],
      )
    ).rows[0];
  const localDoc = async (id: string) => (await items.findOne(id).exec())?.toJSON();

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.engine.exec(TABLE_SQL);
    await reinstallRealtimeCapture(server.engine);
    await server.engine.query(
      `insert into public.rx_items (id, name, qty) values ('seed-1', 'Tripod', 2), ('seed-2', 'Receiver', 1)`,
    );
    db = await createRxDatabase({
      name: `rx-${kind}-${Date.now()}`,
      storage: getRxStorageDexie(),
      multiInstance: false,
    });
    const collections = await db.addCollections({ items: { schema } });
    items = collections.items as RxCollection<Item>;
    replication = replicateSupabase<Item>({
      replicationIdentifier: `rx-items-${kind}`,
      collection: items,
      client: server.client(),
      tableName: 'rx_items',
      waitForLeadership: false,
      live: true,
      retryTime: 300,
      pull: { batchSize: 50 },
      push: { batchSize: 10 },
    }) as unknown as RxReplicationState<Item, unknown>;
    await replication.awaitInitialReplication();
  });

  afterAll(async () => {
    await replication?.cancel();
    await db?.remove();
    await server?.stop();
  });

  it('pulls the existing rows on first sync', async () => {
    expect(await localDoc('seed-1')).toMatchObject({ name: 'Tripod', qty: 2 });
    expect(await localDoc('seed-2')).toMatchObject({ name: 'Receiver', qty: 1 });
  });

  it('pushes a local insert to Postgres', async () => {
    await items.insert({ id: 'local-1', name: 'Target plate', qty: 5 });
    await replication.awaitInSync();
    expect(await until(() => serverRow('local-1'), Boolean)).toMatchObject({
      name: 'Target plate',
      qty: 5,
      _deleted: false,
    });
  });

  it('receives a server-side change live, without a reload', async () => {
    await server.engine.query(`update public.rx_items set qty = 9 where id = 'seed-2'`);
    const doc = await until(
      () => localDoc('seed-2'),
      (d) => d?.qty === 9,
    );
    expect(doc).toMatchObject({ name: 'Receiver', qty: 9 });
  });

  it('resolves a conflicting insert with the server state', async () => {
    await server.engine.query(
      `insert into public.rx_items (id, name, qty) values ('clash-1', 'Server wins', 1)`,
    );
    // Insert locally before the live change arrives, as an offline device would.
    await items.upsert({ id: 'clash-1', name: 'Client loses', qty: 7 });
    const doc = await until(
      () => localDoc('clash-1'),
      (d) => d?.name === 'Server wins',
    );
    expect(doc).toMatchObject({ name: 'Server wins', qty: 1 });
    expect(await serverRow('clash-1')).toMatchObject({ name: 'Server wins', qty: 1 });
  });

  it('resolves a conflicting update with the server state', async () => {
    await replication.awaitInSync();
    // An offline device edits its stale copy while the row changes on the server.
    await server.stopApi();
    await server.engine.query(
      `update public.rx_items set name = 'Edited on server' where id = 'seed-1'`,
    );
    const doc = await items.findOne('seed-1').exec();
    await doc!.incrementalPatch({ name: 'Edited offline' });
    await server.startApi();
    const settled = await until(
      () => localDoc('seed-1'),
      (d) => d?.name === 'Edited on server',
      30_000,
    );
    expect(settled).toMatchObject({ name: 'Edited on server', qty: 2 });
    expect(await serverRow('seed-1')).toMatchObject({ name: 'Edited on server' });
  });

  it('replicates soft deletes both ways', async () => {
    const doc = await items.findOne('local-1').exec();
    await doc!.remove();
    await replication.awaitInSync();
    expect(
      await until(
        () => serverRow('local-1'),
        (r) => r?._deleted === true,
      ),
    ).toMatchObject({
      _deleted: true,
    });
    await server.engine.query(`update public.rx_items set _deleted = true where id = 'seed-2'`);
    await until(
      () => localDoc('seed-2'),
      (d) => d === undefined,
    );
    expect(await items.count().exec()).toBe(2); // seed-1 and clash-1 remain
  });

  it('re-syncs what it missed while the server was down', async () => {
    await server.stopApi();
    await server.engine.query(
      `insert into public.rx_items (id, name, qty) values ('missed-1', 'Added while down', 3)`,
    );
    await server.startApi();
    const doc = await until(() => localDoc('missed-1'), Boolean, 30_000);
    expect(doc).toMatchObject({ name: 'Added while down', qty: 3 });
  });
});
