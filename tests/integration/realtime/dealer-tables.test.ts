// The dealer tables are in the realtime publication: a change reaches the dealer's own
// members and staff, and no one else. A shopper and a visitor subscribed to every change of
// tier_prices and dealer_accounts hear nothing while the demo dealer (dealer@mgrid.local, Gold
// dealer tier) and an admin hear the same changes.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { DEMO } from '../../support/db-actors.ts';
import { subscribe, until, type Subscription } from './realtime-fixtures.ts';

const DEALER_ID = 'de000000-0000-4000-8000-000000000001';

describe('realtime on the dealer tables (pglite)', () => {
  let server: TestServer;
  const clients: SupabaseClient[] = [];

  const signedIn = async (email: string | null) => {
    const client = server.client();
    clients.push(client);
    if (email) {
      const { data, error } = await client.auth.signInWithPassword({
        email,
        password: 'mgrid-demo',
      });
      if (error) throw error;
      await client.realtime.setAuth(data.session!.access_token);
    }
    return client;
  };
  const listen = async (client: SupabaseClient) => ({
    prices: await subscribe(client, { event: '*', table: 'tier_prices' }),
    dealers: await subscribe(client, { event: '*', table: 'dealer_accounts' }),
  });
  const heard = (sub: Subscription) =>
    sub.events.map((e) => ({
      type: e.eventType,
      row: e.new as unknown as Record<string, unknown>,
    }));

  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.removeAllChannels()));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('tells the dealer and staff of a tier price and a terms change, and a shopper or visitor nothing', async () => {
    const dealer = await listen(await signedIn('dealer@mgrid.local'));
    const admin = await listen(await signedIn(DEMO.admin.email));
    const shopper = await listen(await signedIn(DEMO.user.email));
    const visitor = await listen(await signedIn(null));

    await server.engine.query(
      `insert into public.tier_prices (tier_id, product_id, price_in_paise, pack_size)
       values ('gold', 'ml01', 249900, 2)`,
    );
    await server.engine.query(
      `update public.dealer_accounts set credit_limit_in_paise = 20000000 where id = $1`,
      [DEALER_ID],
    );
    for (const who of [dealer, admin]) {
      await until(
        () => heard(who.prices),
        (events) => events.some((e) => e.row.product_id === 'ml01'),
      );
      await until(
        () => heard(who.dealers),
        (events) => events.some((e) => e.type === 'UPDATE'),
      );
    }
    expect(heard(dealer.prices)).toEqual([
      {
        type: 'INSERT',
        row: expect.objectContaining({ id: 'gold:ml01', price_in_paise: 249900, pack_size: 2 }),
      },
    ]);
    expect(heard(dealer.dealers)).toEqual([
      {
        type: 'UPDATE',
        row: expect.objectContaining({ id: DEALER_ID, credit_limit_in_paise: 20000000 }),
      },
    ]);
    // Delivery ran for everyone at once; give a late event every chance to arrive.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(heard(shopper.prices)).toEqual([]);
    expect(heard(shopper.dealers)).toEqual([]);
    expect(heard(visitor.prices)).toEqual([]);
    expect(heard(visitor.dealers)).toEqual([]);
  });
});
