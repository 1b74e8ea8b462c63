// One id sent many times at once is stored once, and only its first arrival has effects: a
// signed-in buyer's order sent eight times together with `resolution=ignore-duplicates`
// reserves its stock once, and a staff command sent four times together adds one note. On
// PostgreSQL, where the requests really run side by side (PGlite serves one statement at a
// time).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../support/db-actors.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { callFrom } from './client-http.ts';

const PASSWORD = 'mgrid-demo';
const TIMES = 8;

describe('a replayed id is applied once (postgres)', () => {
  let server: TestServer;
  let adminToken: string;
  let buyerToken: string;

  const tokenOf = async (email: string) => {
    const { data, error } = await server.client().auth.signInWithPassword({
      email,
      password: PASSWORD,
    });
    if (error) throw error;
    return data.session!.access_token;
  };

  beforeAll(async () => {
    server = await startTestServer('postgres');
    adminToken = await tokenOf(DEMO.admin.email);
    buyerToken = await tokenOf(DEMO.user.email);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const stockOf = async (id: string) =>
    (
      await server.engine.query<{ stock: number }>(
        'select "stockQuantity" as stock from public.products where id = $1',
        [id],
      )
    ).rows[0]!.stock;

  const postMany = (table: string, body: unknown, token: string, times: number) =>
    Promise.all(
      Array.from({ length: times }, (_, i) =>
        callFrom(`127.0.0.${30 + i}`, `${server.url}/rest/v1/${table}`, {
          method: 'POST',
          body,
          headers: {
            apikey: server.anonKey,
            authorization: `Bearer ${token}`,
            prefer: 'resolution=ignore-duplicates,return=minimal',
          },
        }),
      ),
    );

  it('an order sent eight times at once is one order with one reservation', async () => {
    const before = await stockOf('mdr40');
    const id = randomUUID();
    const order = {
      id,
      customer_name: 'Replay Buyer',
      phone: '+91 98765 43210',
      address_line1: '7 Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pin_code: '560025',
      items: [{ productId: 'mdr40', quantity: 2 }],
      payment_method: 'cod',
    };
    const answers = await postMany('orders', order, buyerToken, TIMES);
    expect(
      answers.map((a) => a.status),
      JSON.stringify(answers[0]),
    ).toEqual(Array.from({ length: TIMES }, () => 201));

    const { rows: orders } = await server.engine.query<{ n: number }>(
      'select count(*)::int as n from public.orders where id = $1',
      [id],
    );
    expect(orders[0]!.n).toBe(1);
    const { rows: moves } = await server.engine.query<{ product_id: string; delta: number }>(
      'select product_id, delta from private.stock_movements where order_id = $1',
      [id],
    );
    expect(moves).toEqual([{ product_id: 'mdr40', delta: -2 }]);
    expect(await stockOf('mdr40')).toBe(before - 2);
  });

  it('a staff command sent four times at once adds one note', async () => {
    const orderId = randomUUID();
    await server.engine.query(
      `insert into public.orders (id, customer_name, phone, address_line1, city, state, pin_code,
         items, payment_method)
       values ($1, 'Note Buyer', '+91 98765 43210', '7 Residency Road', 'Bengaluru', 'Karnataka',
         '560025', '[{"productId":"mdr40","quantity":1}]', 'cod')`,
      [orderId],
    );
    const command = {
      id: randomUUID(),
      kind: 'order.note',
      target_id: orderId,
      args: { text: 'Left with the guard' },
    };
    const answers = await postMany('staff_commands', command, adminToken, 4);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const { rows } = await server.engine.query<{ kind: string; text: string }>(
      `select kind, detail ->> 'text' as text from public.order_events
        where order_id = $1 and kind = 'note'`,
      [orderId],
    );
    expect(rows).toEqual([{ kind: 'note', text: 'Left with the guard' }]);
  });
});
