// Hardening finding 7 (bench/attack-list.ts): anonymous write flooding. One request carries one
// order or one registration (a 200-order POST is refused, nothing stored); orders and registrations
// are limited per address as leads are; and leads are also counted by when they arrive, so
// back-dated created_at values cannot let batch after batch in.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { callFrom } from './client-http.ts';

const order = (name: string) => ({
  id: randomUUID(),
  customer_name: name,
  phone: '+91 98765 43210',
  address_line1: '7 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin_code: '560025',
  items: [{ productId: 'mdr40', quantity: 1 }],
  payment_method: 'cod',
});

const registration = (owner: string) => ({
  id: randomUUID(),
  owner_name: owner,
  phone: '9822012345',
  product_model: 'SL01',
  serial_number: `SN-${randomUUID().slice(0, 8)}`,
  purchase_date: '2025-03-15',
});

describe('anonymous orders, registrations and leads are limited', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  const post = (from: string, table: string, body: unknown) =>
    callFrom(from, `${server.url}/rest/v1/${table}`, {
      method: 'POST',
      body,
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${server.anonKey}`,
        prefer: 'return=minimal',
      },
    });

  const count = async (sql: string, params: unknown[] = []) =>
    (await server.engine.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))
      .rows[0]!.n;

  it('refuses a 200-order and a 200-registration POST whole, storing nothing', async () => {
    const orders = Array.from({ length: 200 }, (_, i) => order(`Flood ${i}`));
    const refused = await post('127.0.0.11', 'orders', orders);
    expect(refused).toMatchObject({
      status: 413,
      body: { code: 'PT413', message: 'Too many rows in one request: at most 1 orders at a time.' },
    });
    expect(await count(`public.orders where customer_name like 'Flood %'`)).toBe(0);

    const registrations = Array.from({ length: 200 }, (_, i) => registration(`Flood ${i}`));
    const again = await post('127.0.0.11', 'product_registrations', registrations);
    expect(again.status).toBe(413);
    expect(await count(`public.product_registrations where owner_name like 'Flood %'`)).toBe(0);
  });

  it('takes 20 orders an hour from one address, then refuses; another address still orders', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await post('127.0.0.12', 'orders', order(`Hourly ${i}`))).status);
    }
    expect(statuses).toEqual([...Array.from({ length: 20 }, () => 201), 429]);
    const last = await post('127.0.0.12', 'orders', order('Hourly late'));
    expect(last).toMatchObject({
      status: 429,
      body: {
        code: 'PT429',
        message: 'Too many orders from this connection. Please try again later.',
        details: 'At most 20 orders per address in 60 minutes.',
      },
    });
    expect(await count(`public.orders where customer_name like 'Hourly %'`)).toBe(20);
    expect((await post('127.0.0.13', 'orders', order('Neighbour'))).status).toBe(201);
  }, 60_000);

  it('limits registrations per address the same way', async () => {
    for (let i = 0; i < 20; i++) {
      expect(
        (await post('127.0.0.14', 'product_registrations', registration(`R ${i}`))).status,
      ).toBe(201);
    }
    const refused = await post('127.0.0.14', 'product_registrations', registration('R late'));
    expect(refused).toMatchObject({
      status: 429,
      body: {
        message: 'Too many product registrations from this connection. Please try again later.',
      },
    });
    expect(await count(`public.product_registrations where owner_name like 'R %'`)).toBe(20);
  }, 60_000);

  it('counts leads by arrival: back-dated batches stop at 100 an hour, a 200-lead batch at once', async () => {
    const lead = (batch: number, i: number) => ({
      id: randomUUID(),
      name: `Backdated ${batch}-${i}`,
      email: 'visitor@example.com',
      session_id: `back-${batch}-${i}`,
      // Eleven minutes apart (inside the 30 days kept), so the capture-time limit alone (20
      // in ten minutes) lets every batch in.
      created_at: new Date(Date.now() - ((batch % 10) * 20 + i + 1) * 11 * 60_000).toISOString(),
    });
    const whole = await post(
      '127.0.0.15',
      'leads',
      Array.from({ length: 200 }, (_, i) => lead(99, i)),
    );
    expect(whole).toMatchObject({ status: 413, body: { code: 'PT413' } });
    expect(await count(`public.leads where name like 'Backdated 99-%'`)).toBe(0);

    const statuses: number[] = [];
    for (let batch = 0; batch < 6; batch++) {
      const answer = await post(
        '127.0.0.15',
        'leads',
        Array.from({ length: 20 }, (_, i) => lead(batch, i)),
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await count(`public.leads where name like 'Backdated %'`)).toBe(100);
  }, 60_000);
});
