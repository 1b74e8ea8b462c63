// Whether a subscriber may read a row is decided before its filters look at the row: one who
// may not read it hears nothing of it, so filters cannot be used to spell out its values.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { reinstallRealtimeCapture } from '../../support/realtime.ts';
import {
  RawSocket,
  createItemsTable,
  eventFor,
  insertItem,
  subscribe,
  userToken,
} from './realtime-fixtures.ts';

describe('realtime decides access before filters (pglite)', () => {
  let server: TestServer;
  const clients: SupabaseClient[] = [];
  const client = () => {
    const c = server.client();
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await createItemsTable(server);
    // A table anon may not read at all (no privilege): only signed-in users select it.
    await server.engine.exec(`
      create table public.rt_secrets (id bigint generated always as identity primary key, note text);
      alter table public.rt_secrets enable row level security;
      create policy rt_secrets_read on public.rt_secrets for select to authenticated using (true);
      revoke all on public.rt_secrets from anon;
      grant select on public.rt_secrets to authenticated;
      alter publication supabase_realtime add table public.rt_secrets;
    `);
    await reinstallRealtimeCapture(server.engine);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.removeAllChannels()));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("filters on a row anon may not read match nothing: not even an error event says it's there", async () => {
    const socket = await RawSocket.open(server, `apikey=${server.anonKey}&vsn=1.0.0`);
    const filters = ['note=like.A*', 'note=like.B*', 'note=eq.UTR 123456789012'];
    socket.send({
      topic: 'realtime:probe',
      event: 'phx_join',
      ref: '1',
      join_ref: '1',
      payload: {
        config: {
          postgres_changes: filters.map((filter) => ({
            event: 'INSERT',
            schema: 'public',
            table: 'rt_secrets',
            filter,
          })),
        },
        access_token: server.anonKey,
      },
    });
    await socket.next<{ event: string; payload: { status?: string } }>(
      (f) => f.event === 'phx_reply' && f.payload.status === 'ok',
    );
    // A signed-in subscriber, who may read the table, hears of the same row: delivery ran.
    const reader = client();
    await reader.realtime.setAuth(await userToken(server));
    const allowed = await subscribe(reader, {
      event: 'INSERT',
      table: 'rt_secrets',
      filter: 'note=eq.UTR 123456789012',
    });
    const { rows } = await server.engine.query<{ id: string }>(
      `insert into public.rt_secrets (note) values ('UTR 123456789012') returning id`,
    );
    await eventFor(allowed, Number(rows[0]!.id));
    await new Promise((r) => setTimeout(r, 300));

    const changes = (socket.frames as { event: string }[]).filter(
      (f) => f.event === 'postgres_changes',
    );
    expect(changes).toEqual([]);
    socket.close();
  });

  it('a row hidden by row-level security reaches no filtered subscriber; a visible one does', async () => {
    const sub = await subscribe(client(), { event: 'INSERT', filter: 'name=eq.Level' });
    await insertItem(server, { name: 'Level', public: false });
    const shown = await insertItem(server, { name: 'Level', public: true });
    await eventFor(sub, shown.id);
    expect(sub.events.map((e) => (e.new as { id: number }).id)).toEqual([shown.id]);
  });
});
