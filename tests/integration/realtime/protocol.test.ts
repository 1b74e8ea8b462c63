// The Phoenix protocol at frame level (raw websockets, no supabase-js): both serializers,
// heartbeats, join replies and system messages, phx_leave, refusals and malformed frames;
// then broadcast and presence through supabase-js.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import {
  createItemsTable,
  insertItem,
  RawSocket,
  until,
  upgradeStatus,
} from './realtime-fixtures.ts';

type V1 = { topic: string; event: string; payload: Record<string, unknown>; ref: string | null };
type V2 = [string | null, string | null, string, string, Record<string, unknown>];

const CHANGES = { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'rt_items' }] };

describe.each(ENGINES)('realtime protocol on %s', (kind) => {
  let server: TestServer;
  let key: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    key = server.anonKey;
    await createItemsTable(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses upgrades without a project key, with an unknown key or serializer', async () => {
    expect(await upgradeStatus(server, 'vsn=2.0.0')).toBe(401);
    expect(await upgradeStatus(server, `apikey=${key}x&vsn=2.0.0`)).toBe(401);
    expect(await upgradeStatus(server, `apikey=${key}&vsn=3.0.0`)).toBe(400);
    expect(await upgradeStatus(server, `apikey=${key}&vsn=2.0.0`)).toBe(101);
    expect(await upgradeStatus(server, `apikey=${server.serviceRoleKey}`)).toBe(101);
  });

  it('speaks serializer 1.0.0: heartbeat, join, system message and INSERT event', async () => {
    const s = await RawSocket.open(server, `apikey=${key}&vsn=1.0.0`);
    try {
      s.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1' });
      expect(await s.next<V1>((f) => f.ref === '1')).toEqual({
        topic: 'phoenix',
        event: 'phx_reply',
        payload: { status: 'ok', response: {} },
        ref: '1',
      });
      s.send({ topic: 'realtime:v1', event: 'phx_join', payload: { config: CHANGES }, ref: '2' });
      const reply = await s.next<V1>((f) => f.ref === '2');
      const binding = {
        event: 'INSERT',
        schema: 'public',
        table: 'rt_items',
        id: expect.any(Number),
      };
      expect(reply.payload).toEqual({ status: 'ok', response: { postgres_changes: [binding] } });
      const id = (reply.payload.response as typeof CHANGES).postgres_changes[0] as { id?: number };
      expect((await s.next<V1>((f) => f.event === 'system')).payload).toEqual({
        extension: 'postgres_changes',
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
        channel: 'v1',
      });

      const row = await insertItem(server, { name: 'Over 1.0.0', qty: 2, public: true });
      const event = await s.next<V1>((f) => f.event === 'postgres_changes');
      expect(event).toMatchObject({ topic: 'realtime:v1', ref: null });
      expect(event.payload).toEqual({
        ids: [id.id],
        data: {
          schema: 'public',
          table: 'rt_items',
          type: 'INSERT',
          commit_timestamp: expect.stringMatching(/Z$/),
          errors: null,
          columns: expect.arrayContaining([
            { name: 'id', type: 'int8' },
            { name: 'tags', type: '_text' },
            { name: 'created_at', type: 'timestamptz' },
          ]),
          record: expect.objectContaining({ id: row.id, name: 'Over 1.0.0', qty: 2, tags: [] }),
        },
      });
    } finally {
      s.close();
    }
  });

  it('speaks serializer 2.0.0 and stops delivering after phx_leave', async () => {
    const s = await RawSocket.open(server, `apikey=${key}&vsn=2.0.0`);
    try {
      s.send([null, '1', 'phoenix', 'heartbeat', {}]);
      expect(await s.next<V2>((f) => f[1] === '1')).toEqual([
        null,
        '1',
        'phoenix',
        'phx_reply',
        { status: 'ok', response: {} },
      ]);
      s.send(['2', '2', 'realtime:left', 'phx_join', { config: CHANGES }]);
      expect((await s.next<V2>((f) => f[1] === '2'))[4]).toMatchObject({ status: 'ok' });
      const first = await insertItem(server, { name: 'Before leave', public: true });
      const event = await s.next<V2>((f) => f[3] === 'postgres_changes');
      expect(event.slice(0, 4)).toEqual([null, null, 'realtime:left', 'postgres_changes']);
      expect(event[4]).toMatchObject({ data: { record: { id: first.id } } });

      s.send(['2', '3', 'realtime:left', 'phx_leave', {}]);
      expect(await s.next<V2>((f) => f[1] === '3')).toEqual([
        '2',
        '3',
        'realtime:left',
        'phx_reply',
        { status: 'ok', response: {} },
      ]);
      s.send(['4', '4', 'realtime:control', 'phx_join', { config: CHANGES }]);
      await s.next<V2>((f) => f[1] === '4');
      const second = await insertItem(server, { name: 'After leave', public: true });
      await s.next<V2>((f) => f[2] === 'realtime:control' && f[3] === 'postgres_changes');
      const left = s.frames.filter(
        (f) => (f as V2)[2] === 'realtime:left' && (f as V2)[3] === 'postgres_changes',
      );
      expect(left).toHaveLength(1);
      expect(second.id).toBeGreaterThan(first.id);

      s.send(['9', '9', 'realtime:never-joined', 'broadcast', { type: 'broadcast', event: 'x' }]);
      expect((await s.next<V2>((f) => f[1] === '9'))[4]).toEqual({
        status: 'error',
        response: { reason: 'unmatched topic' },
      });
    } finally {
      s.close();
    }
  });

  it('reports a bad filter as a system error and a bad token as a join error', async () => {
    const s = await RawSocket.open(server, `apikey=${key}&vsn=2.0.0`);
    try {
      const bad = { event: '*', schema: 'public', table: 'rt_items', filter: 'nope=eq.1' };
      s.send(['1', '1', 'realtime:bad', 'phx_join', { config: { postgres_changes: [bad] } }]);
      expect((await s.next<V2>((f) => f[1] === '1'))[4]).toMatchObject({ status: 'ok' });
      expect((await s.next<V2>((f) => f[3] === 'system'))[4]).toEqual({
        extension: 'postgres_changes',
        status: 'error',
        message: 'invalid column for filter nope',
        channel: 'bad',
      });
      s.send(['2', '2', 'realtime:tok', 'phx_join', { config: CHANGES, access_token: 'a.b.c' }]);
      expect((await s.next<V2>((f) => f[1] === '2'))[4]).toEqual({
        status: 'error',
        response: { reason: 'MalformedJWT: The token provided is not a valid JWT' },
      });
    } finally {
      s.close();
    }
  });

  it('ignores malformed frames and keeps serving', async () => {
    const s = await RawSocket.open(server, `apikey=${key}&vsn=2.0.0`);
    try {
      for (const junk of [
        'not json',
        '{}',
        '[1, 2]',
        '[null, null, 5, "phx_join", {}]',
        '[null, null, "realtime:x", "phx_join", "payload"]',
        '[null, null, "realtime:x", "phx_join", null]',
        Buffer.from([1, 2, 3]),
        Buffer.from([3, 200, 0, 0, 0, 0, 1]),
        Buffer.from([3, 0, 0, 1, 1, 0, 1, 0x41, 0x42, 0x7b]),
      ]) {
        s.send(junk);
      }
      s.send([null, 'alive', 'phoenix', 'heartbeat', {}]);
      expect((await s.next<V2>((f) => f[1] === 'alive'))[4]).toEqual({
        status: 'ok',
        response: {},
      });
    } finally {
      s.close();
    }
    const again = await RawSocket.open(server, `apikey=${key}&vsn=2.0.0`);
    again.send(['1', '1', 'realtime:after', 'phx_join', { config: CHANGES }]);
    expect((await again.next<V2>((f) => f[1] === '1'))[4]).toMatchObject({ status: 'ok' });
    again.close();
    expect(
      (
        await fetch(`${server.url}/rest/v1/rt_items?select=id&limit=1`, {
          headers: { apikey: key },
        })
      ).status,
    ).toBe(200);
  });

  it('relays broadcast to other subscribers of the topic and tracks presence', async () => {
    const a = server.client();
    const b = server.client();
    try {
      const received: unknown[] = [];
      const chA = a.channel('room-1', { config: { presence: { key: 'alice' } } });
      chA.on('broadcast', { event: 'cursor' }, (m) => received.push(m));
      const chB = b.channel('room-1', { config: { presence: { key: 'bob' } } });
      const ownEcho: unknown[] = [];
      chB.on('broadcast', { event: 'cursor' }, (m) => ownEcho.push(m));
      chB.on('presence', { event: 'sync' }, () => undefined);
      chA.on('presence', { event: 'sync' }, () => undefined);
      for (const ch of [chA, chB]) {
        await new Promise<void>((r) => ch.subscribe((status) => status === 'SUBSCRIBED' && r()));
      }
      expect(await chB.send({ type: 'broadcast', event: 'cursor', payload: { x: 1, y: 2 } })).toBe(
        'ok',
      );
      await until(
        () => received.length,
        (n) => n === 1,
      );
      expect(received[0]).toEqual({ type: 'broadcast', event: 'cursor', payload: { x: 1, y: 2 } });
      expect(ownEcho).toEqual([]);

      expect(await chA.track({ name: 'Alice' })).toBe('ok');
      const state = await until(
        () => chB.presenceState(),
        (st) => Object.keys(st).includes('alice'),
      );
      expect(state.alice).toEqual([expect.objectContaining({ name: 'Alice' })]);
      await chA.untrack();
      await until(
        () => chB.presenceState(),
        (st) => !('alice' in st),
      );
    } finally {
      await a.removeAllChannels();
      await b.removeAllChannels();
    }
  });
});
