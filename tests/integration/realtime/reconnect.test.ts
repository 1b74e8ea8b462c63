// A server restart drops every websocket: supabase-js reconnects with its backoff,
// rejoins the channel and receives changes again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { createItemsTable, eventFor, insertItem, subscribe, until } from './realtime-fixtures.ts';

describe.each(ENGINES)('realtime reconnect on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await createItemsTable(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('reconnects and resubscribes after the server restarts, then receives new changes', async () => {
    const client = server.client();
    try {
      const sub = await subscribe(client, { event: 'INSERT' });
      const before = await insertItem(server, { name: 'Before restart', public: true });
      await eventFor(sub, before.id);

      await server.restart();
      const joined = () => sub.statuses.filter((s) => s === 'SUBSCRIBED').length;
      await until(joined, (n) => n === 2, 30_000);
      expect(sub.statuses).toContain('CHANNEL_ERROR');

      const after = await insertItem(server, { name: 'After restart', public: true });
      const change = await eventFor(sub, after.id);
      expect(change.new).toMatchObject({ name: 'After restart' });
      expect(sub.events.map((e) => (e.new as { name: string }).name)).toEqual([
        'Before restart',
        'After restart',
      ]);
    } finally {
      await client.removeAllChannels();
    }
  }, 45_000);
});
