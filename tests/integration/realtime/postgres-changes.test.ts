// postgres_changes through the real supabase-js client: payloads as hosted Realtime sends
// them, filters, and row-level security deciding who receives which row.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { ENGINES } from '../../support/databases.ts';
import { freePort } from '../../support/postgres-cluster.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import {
  createItemsTable,
  eventFor,
  insertItem,
  subscribe,
  until,
  userToken,
  type Change,
} from './realtime-fixtures.ts';

describe.each(ENGINES)('postgres_changes on %s', (kind) => {
  let server: TestServer;
  const clients: SupabaseClient[] = [];
  const client = (key?: string) => {
    const c = server.client(key);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    await createItemsTable(server);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.removeAllChannels()));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('installs the change capture as soon as a table joins the publication', async () => {
    const { rows } = await server.engine.query<{ tgtype: number }>(
      `select tgtype from pg_trigger where tgname = 'realtime_local_capture'
       and tgrelid = 'public.rt_items'::regclass`,
    );
    // AFTER ... FOR EACH ROW on insert (4), delete (8) and update (16).
    expect(rows).toEqual([{ tgtype: 1 | 4 | 8 | 16 }]);
  });

  it('delivers an INSERT with the payload hosted Realtime sends', async () => {
    const sub = await subscribe(client(), { event: 'INSERT' });
    const before = Date.now();
    const row = await insertItem(server, { name: 'Tripod', qty: 3, price: 1250.5, public: true });
    const change = await eventFor(sub, row.id);
    expect(change).toMatchObject({
      schema: 'public',
      table: 'rt_items',
      eventType: 'INSERT',
      errors: null,
      old: {},
      new: {
        id: row.id,
        name: 'Tripod',
        qty: 3,
        price: 1250.5,
        tags: [],
        public: true,
        owner: null,
      },
    });
    expect(change.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(change.commit_timestamp) - before)).toBeLessThan(60_000);
    expect(Date.parse((change.new as { created_at: string }).created_at)).toBe(
      new Date(row.created_at).getTime(),
    );
  });

  it('delivers UPDATE and DELETE with only the primary key in `old`', async () => {
    const sub = await subscribe(client(), { event: '*' });
    // Each step waits for its event: as on hosted, an update is checked against the row as it
    // is when the change is read, and a row already deleted again is no longer visible.
    const row = await insertItem(server, { name: 'Level', qty: 1, public: true });
    await eventFor(sub, row.id, 'INSERT');
    await server.engine.query(`update public.rt_items set qty = 7 where id = $1`, [row.id]);
    const updated = await eventFor(sub, row.id, 'UPDATE');
    await server.engine.query(`delete from public.rt_items where id = $1`, [row.id]);
    const deleted = await eventFor(sub, row.id, 'DELETE');
    expect(sub.events.map((e) => e.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    expect(updated).toMatchObject({
      new: { id: row.id, name: 'Level', qty: 7 },
      old: { id: row.id },
    });
    expect(Object.keys(updated.old)).toEqual(['id']);
    expect(deleted.new).toEqual({});
    expect(deleted.old).toEqual({ id: row.id });
  });

  it('sends the whole old row with REPLICA IDENTITY FULL, but only the key of a delete under RLS', async () => {
    await server.engine.exec('alter table public.rt_items replica identity full');
    try {
      const sub = await subscribe(client(), { event: '*' });
      const row = await insertItem(server, { name: 'Prism', qty: 2, public: true });
      await server.engine.query(`update public.rt_items set qty = 4 where id = $1`, [row.id]);
      const updated = await eventFor(sub, row.id, 'UPDATE');
      await server.engine.query(`delete from public.rt_items where id = $1`, [row.id]);
      const deleted = await eventFor(sub, row.id, 'DELETE');
      expect(updated.old).toMatchObject({ id: row.id, name: 'Prism', qty: 2 });
      expect(deleted.old).toEqual({ id: row.id });
    } finally {
      await server.engine.exec('alter table public.rt_items replica identity default');
    }
  });

  it('applies filters: eq, in and not', async () => {
    const a = await insertItem(server, { name: 'A', qty: 1, public: true });
    const b = await insertItem(server, { name: 'B', qty: 2, public: true });
    const c = await insertItem(server, { name: 'C', qty: 3, public: true });
    const c1 = client();
    const onlyB = await subscribe(c1, { event: 'UPDATE', filter: `id=eq.${b.id}` });
    const aOrC = await subscribe(c1, { event: 'UPDATE', filter: `id=in.(${a.id},${c.id})` });
    const notA = await subscribe(c1, { event: 'UPDATE', filter: `name=not.eq.A,qty=gte.2` });
    for (const row of [a, b, c]) {
      await server.engine.query(`update public.rt_items set qty = qty + 10 where id = $1`, [
        row.id,
      ]);
    }
    await server.engine.query(`update public.rt_items set name = 'C2' where id = $1`, [c.id]);
    await until(
      () => notA.events.length,
      (n) => n >= 3,
    );
    await until(
      () => aOrC.events.length,
      (n) => n >= 3,
    );
    const ids = (s: { events: Change[] }) => s.events.map((e) => (e.new as { id: number }).id);
    expect(ids(onlyB)).toEqual([b.id]);
    expect(ids(aOrC)).toEqual([a.id, c.id, c.id]);
    expect(ids(notA)).toEqual([b.id, c.id, c.id]);
  });

  it('delivers a row only to subscribers row-level security lets see it', async () => {
    const alice = randomUUID();
    const bob = randomUUID();
    const anon = await subscribe(client(), { event: 'INSERT' });
    const aliceClient = client();
    await aliceClient.realtime.setAuth(await userToken(server, alice));
    const asAlice = await subscribe(aliceClient, { event: 'INSERT' });
    const service = await subscribe(client(server.serviceRoleKey), { event: 'INSERT' });

    const bobs = await insertItem(server, { name: 'Bob private', owner: bob });
    const alices = await insertItem(server, { name: 'Alice private', owner: alice });
    const shared = await insertItem(server, { name: 'Public', public: true });

    await eventFor(anon, shared.id);
    await eventFor(asAlice, shared.id);
    await eventFor(service, shared.id);
    const names = (s: { events: Change[] }) =>
      s.events.map((e) => (e.new as { name: string }).name);
    expect(names(anon)).toEqual(['Public']);
    expect(names(asAlice)).toEqual(['Alice private', 'Public']);
    expect(names(service)).toEqual(['Bob private', 'Alice private', 'Public']);
    expect([bobs.id, alices.id].every((id) => id < shared.id)).toBe(true);
  });

  it('tells only those who could read a row of its deletion, and writes nothing', async () => {
    const alice = randomUUID();
    const bob = randomUUID();
    const anon = await subscribe(client(), { event: 'DELETE' });
    const aliceClient = client();
    await aliceClient.realtime.setAuth(await userToken(server, alice));
    const asAlice = await subscribe(aliceClient, { event: 'DELETE' });
    const service = await subscribe(client(server.serviceRoleKey), { event: 'DELETE' });

    const bobs = await insertItem(server, { name: 'Bob private', owner: bob });
    const alices = await insertItem(server, { name: 'Alice private', owner: alice });
    const shared = await insertItem(server, { name: 'Public', public: true });
    for (const row of [bobs, alices, shared])
      await server.engine.query(`delete from public.rt_items where id = $1`, [row.id]);

    // Changes are delivered in order: the last delete's event means the others were decided.
    await eventFor(anon, shared.id, 'DELETE');
    await eventFor(asAlice, shared.id, 'DELETE');
    await eventFor(service, shared.id, 'DELETE');
    const ids = (sub: { events: Change[] }) => sub.events.map((e) => (e.old as { id: number }).id);
    expect(ids(anon)).toEqual([shared.id]);
    expect(ids(asAlice)).toEqual([alices.id, shared.id]);
    expect(ids(service)).toEqual([bobs.id, alices.id, shared.id]);
    expect(asAlice.events[0]!.old).toEqual({ id: alices.id });
    // The check put each row back only inside a transaction it rolled back.
    const { rows } = await server.engine.query<{ n: number }>(
      `select count(*)::int as n from public.rt_items where id = any($1::bigint[])`,
      [[bobs.id, alices.id, shared.id]],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('follows a new access token: a user who signs in then sees their own rows', async () => {
    const carol = randomUUID();
    const c = client();
    const sub = await subscribe(c, { event: 'INSERT' });
    const hidden = await insertItem(server, { name: 'Carol before', owner: carol });
    const marker = await insertItem(server, { name: 'marker 1', public: true });
    await eventFor(sub, marker.id);
    await c.realtime.setAuth(await userToken(server, carol));
    // The access_token push is not acknowledged; a public row after it shows it was applied.
    await new Promise((r) => setTimeout(r, 200));
    const own = await insertItem(server, { name: 'Carol after', owner: carol });
    await eventFor(sub, own.id);
    expect(sub.events.map((e) => (e.new as { id: number }).id)).toEqual([marker.id, own.id]);
    expect(sub.events.some((e) => (e.new as { id: number }).id === hidden.id)).toBe(false);
  });

  it('refuses a join with an expired token, as hosted does', async () => {
    const c = client();
    await c.realtime.setAuth(await userToken(server, randomUUID(), -30));
    const error = await subscribe(c, { event: 'INSERT' }).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);
  });

  it('delivers a row inserted through the REST API by another client', async () => {
    const sub = await subscribe(client(), { event: 'INSERT' });
    const { data, error } = await client()
      .from('rt_items')
      .insert({ name: 'Via REST', qty: 5, public: true })
      .select()
      .single();
    expect(error).toBeNull();
    const change = await eventFor(sub, Number((data as { id: number }).id));
    expect(change.new).toMatchObject({ name: 'Via REST', qty: 5, public: true });
  });

  it('delivers a change made with SQL over the Postgres wire protocol', async () => {
    const sub = await subscribe(client(), { event: 'INSERT' });
    let url: string;
    let socket: PGLiteSocketServer | undefined;
    if (kind === 'pglite') {
      const port = await freePort();
      const db = (server.engine as unknown as { pglite: PGlite }).pglite;
      socket = new PGLiteSocketServer({ db, port, host: '127.0.0.1' });
      await socket.start();
      url = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
    } else {
      const { rows } = await server.engine.query<{ db: string }>('select current_database() as db');
      const admin = new URL(inject('postgresUrl'));
      admin.pathname = `/${rows[0]!.db}`;
      url = admin.toString();
    }
    const psql = new pg.Client({ connectionString: url });
    try {
      await psql.connect();
      const { rows } = await psql.query<{ id: string }>(
        `insert into public.rt_items (name, public) values ('Via psql', true) returning id`,
      );
      const change = await eventFor(sub, Number(rows[0]!.id));
      expect(change.new).toMatchObject({ name: 'Via psql', public: true });
    } finally {
      await psql.end();
      await socket?.stop();
    }
  });

  it('leaves out the columns the subscriber may not select', async () => {
    await server.engine.exec(`
      create table public.rt_secrets (id int primary key, label text, secret text);
      revoke all on public.rt_secrets from anon;
      grant select (id, label) on public.rt_secrets to anon;
      alter publication supabase_realtime add table public.rt_secrets;
    `);
    const anon = await subscribe(client(), { event: 'INSERT', table: 'rt_secrets' });
    const service = await subscribe(client(server.serviceRoleKey), {
      event: 'INSERT',
      table: 'rt_secrets',
    });
    await server.engine.query(`insert into public.rt_secrets values (1, 'visible', 'hidden')`);
    const seen = await eventFor(anon, 1);
    expect(seen.new).toEqual({ id: 1, label: 'visible' });
    expect((await eventFor(service, 1)).new).toEqual({ id: 1, label: 'visible', secret: 'hidden' });
  });

  it('serves an RxDB-style subscription (event "*" on a table) with payload.new', async () => {
    const c = client();
    const events: Change[] = [];
    const channel = c
      .channel(`rx-${kind}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_items' }, (p: Change) =>
        events.push(p),
      );
    await new Promise<void>((resolve) =>
      channel.subscribe((status) => status === 'SUBSCRIBED' && resolve()),
    );
    const row = await insertItem(server, { name: 'Receiver', qty: 1, public: true });
    await server.engine.query(`update public.rt_items set qty = 2 where id = $1`, [row.id]);
    await until(
      () => events.length,
      (n) => n >= 2,
    );
    expect(events.map((e) => [e.eventType, (e.new as { qty: number }).qty])).toEqual([
      ['INSERT', 1],
      ['UPDATE', 2],
    ]);
  });
});
