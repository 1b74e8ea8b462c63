// Realtime caps and delivery at scale: one connection cannot open more than 100 channels or
// put more than 100 postgres_changes on one channel, one address cannot hold more than 50
// sockets or 100,000 characters of filters over all of them (1,000 per filter), a table holds
// at most 2,000 distinct filters the database evaluates across all clients (500 per address;
// equality on a plain column is answered without it and never refused for that), and 1,700
// distinct filters (more than a Postgres select list may hold) do not stop delivery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { createItemsTable, insertItem, RawSocket, upgradeStatus } from './realtime-fixtures.ts';

type Frame = { topic: string; event: string; payload: Record<string, unknown>; ref: string | null };

const change = (filter?: string) => ({
  event: 'INSERT',
  schema: 'public',
  table: 'rt_items',
  ...(filter ? { filter } : {}),
});

describe('realtime limits', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await createItemsTable(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const open = (from?: string) =>
    RawSocket.open(server, `apikey=${server.anonKey}&vsn=1.0.0`, from);
  /**
   * `channels` channels of 100 distinct `qty` filters each (`gt`, evaluated by the database,
   * unless told), numbered from `first`.
   */
  const joinFilters = async (
    s: RawSocket,
    name: string,
    channels: number,
    first: number,
    op = 'gt',
  ) => {
    const statuses: unknown[] = [];
    for (let c = 0; c < channels; c++) {
      const filters = Array.from({ length: 100 }, (_, i) =>
        change(`qty=${op}.${first + c * 100 + i}`),
      );
      statuses.push((await join(s, `realtime:${name}-${c}`, filters, `${name}${c}`)).status);
    }
    return statuses;
  };
  const join = async (s: RawSocket, topic: string, changes: unknown[], ref: string) => {
    s.send({ topic, event: 'phx_join', payload: { config: { postgres_changes: changes } }, ref });
    return (await s.next<Frame>((f) => f.ref === ref, 30_000)).payload;
  };

  it('refuses more than 100 postgres_changes on one channel', async () => {
    const s = await open();
    try {
      const many = Array.from({ length: 101 }, (_, i) => change(`qty=eq.${i}`));
      expect(await join(s, 'realtime:too-many', many, '1')).toEqual({
        status: 'error',
        response: { reason: 'TooManyBindings: at most 100 postgres_changes per channel' },
      });
    } finally {
      s.close();
    }
  });

  it('refuses a filter over 1,000 characters, and filters past 100,000 characters an address', async () => {
    const s = await open();
    const other = await open();
    try {
      const long = (n: number) => change(`name=like.${'x'.repeat(n - 'name=like.'.length)}`);
      expect(await join(s, 'realtime:long', [long(1_001)], 'l1')).toEqual({
        status: 'error',
        response: {
          reason: 'FilterTooLong: a postgres_changes filter may be at most 1000 characters',
        },
      });
      const full = Array.from({ length: 100 }, () => long(1_000));
      expect((await join(s, 'realtime:full', full, 'f1')).status).toBe('ok');
      // The address's other socket shares the same budget.
      expect(await join(other, 'realtime:over', [long(20)], 'f2')).toEqual({
        status: 'error',
        response: {
          reason: 'TooManyFilters: at most 100000 characters of filters per address',
        },
      });
      // Leaving a channel gives its filters' room back.
      s.send({ topic: 'realtime:full', event: 'phx_leave', payload: {}, ref: 'f3' });
      await s.next<Frame>((f) => f.ref === 'f3');
      expect((await join(other, 'realtime:again', [long(20)], 'f4')).status).toBe('ok');
    } finally {
      s.close();
      other.close();
    }
  });

  it('one address holds at most 50 sockets; a closed one makes room', async () => {
    const query = `apikey=${server.anonKey}&vsn=1.0.0`;
    const sockets = await Promise.all(Array.from({ length: 50 }, () => open()));
    try {
      expect(await upgradeStatus(server, query)).toBe(429);
      sockets.pop()!.close();
      await new Promise((r) => setTimeout(r, 200));
      expect(await upgradeStatus(server, query)).toBe(101);
    } finally {
      for (const s of sockets) s.close();
    }
    await new Promise((r) => setTimeout(r, 200));
  });

  it('one address holds at most 500 filters on a table; leaving makes room', async () => {
    const s = await open();
    const other = await open();
    try {
      expect(await joinFilters(s, 'mine', 5, 100_000)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
      // The address's other socket shares the same share; another table is not affected.
      expect(await join(other, 'realtime:over-share', [change('qty=gt.1')], 'o1')).toEqual({
        status: 'error',
        response: { reason: 'TooManyFilters: at most 500 filters on public.rt_items per address' },
      });
      s.send({ topic: 'realtime:mine-0', event: 'phx_leave', payload: {}, ref: 'o2' });
      await s.next<Frame>((f) => f.ref === 'o2');
      expect((await join(other, 'realtime:in-share', [change('qty=gt.1')], 'o3')).status).toBe(
        'ok',
      );
    } finally {
      s.close();
      other.close();
    }
    await new Promise((r) => setTimeout(r, 200));
  });

  it('holds at most 2,000 distinct filters on a table across all clients, so a change evaluates at most those', async () => {
    const froms = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];
    const sockets = await Promise.all(froms.map((from) => open(from)));
    const late = await open('127.0.0.6');
    try {
      for (const [n, s] of sockets.entries()) {
        expect(await joinFilters(s, `full${n}`, 5, 200_000 + n * 500)).toEqual(Array(5).fill('ok'));
      }
      expect(await join(late, 'realtime:late', [change('qty=gt.7')], 'l1')).toEqual({
        status: 'error',
        response: {
          reason:
            'TooManyFilters: at most 2000 distinct filters on public.rt_items are subscribed at once',
        },
      });
      // A filter someone already holds adds no work: it is accepted.
      expect((await join(late, 'realtime:shared', [change('qty=gt.200000')], 'l2')).status).toBe(
        'ok',
      );
      // Equality on a plain column costs the database nothing: a full table never refuses it
      // (the app's own order_id=eq.… subscriptions), and it is delivered.
      const eq = [change('qty=eq.7'), change('name=eq.Full table'), change('public=eq.true')];
      expect((await join(late, 'realtime:eq', eq, 'l3')).status).toBe('ok');
      const row = await insertItem(server, { name: 'Full table', qty: 7, public: true });
      const heard = await late.next<Frame>(
        (f) => f.event === 'postgres_changes' && f.topic === 'realtime:eq',
      );
      expect(heard.payload).toMatchObject({ data: { record: { id: row.id, qty: 7 } } });
      expect((heard.payload.ids as number[]).length).toBe(3);
    } finally {
      for (const s of [...sockets, late]) s.close();
    }
    await new Promise((r) => setTimeout(r, 200));
  });

  it('delivers to everyone while clients hold 1,700 distinct filters, and caps its channels', async () => {
    const heavy = await open();
    const watcher = await open();
    const helpers = await Promise.all(['127.0.0.7', '127.0.0.8', '127.0.0.9'].map((f) => open(f)));
    try {
      // 400 on each of three other addresses, 500 (the address's share) on the heavy one.
      for (const [n, s] of helpers.entries()) {
        expect(await joinFilters(s, `help${n}`, 4, 1 + n * 400, 'lte')).toEqual(
          Array(4).fill('ok'),
        );
      }
      expect(await joinFilters(heavy, 'heavy', 5, 1201, 'lte')).toEqual(Array(5).fill('ok'));
      expect((await join(watcher, 'realtime:all', [change()], 'w')).status).toBe('ok');

      const row = await insertItem(server, { name: 'Seen by all', qty: 1650, public: true });
      const seen = await watcher.next<Frame>((f) => f.event === 'postgres_changes');
      expect(seen.payload).toMatchObject({ data: { record: { id: row.id, qty: 1650 } } });
      const filtered = await heavy.next<Frame>((f) => f.event === 'postgres_changes');
      expect(filtered.topic).toBe('realtime:heavy-4');
      for (const s of helpers) s.close();

      for (let c = 5; c < 100; c++) {
        expect((await join(heavy, `realtime:more-${c}`, [], `m${c}`)).status).toBe('ok');
      }
      expect(await join(heavy, 'realtime:one-too-many', [], 'x')).toEqual({
        status: 'error',
        response: {
          reason: 'ChannelRateLimitReached: Too many channels (at most 100 per connection)',
        },
      });
    } finally {
      heavy.close();
      watcher.close();
      for (const s of helpers) s.close();
    }
  });

  it('refuses a join with an access token whose session was logged out', async () => {
    const email = `rt-${Date.now()}@example.com`;
    const { data } = await server.client().auth.signUp({ email, password: 'long-enough-1' });
    const token = data.session!.access_token;
    const logout = await fetch(`${server.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(204);
    const s = await open();
    try {
      s.send({
        topic: 'realtime:after-logout',
        event: 'phx_join',
        payload: { config: { postgres_changes: [change()] }, access_token: token },
        ref: 'l',
      });
      expect((await s.next<Frame>((f) => f.ref === 'l')).payload).toEqual({
        status: 'error',
        response: {
          reason: 'InvalidJWTToken: Session from session_id claim in JWT does not exist',
        },
      });
    } finally {
      s.close();
    }
  });
});
