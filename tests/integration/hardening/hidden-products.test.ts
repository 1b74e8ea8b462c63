// Hardening finding 12 (bench/attack-list.ts): a hidden product cannot be discovered. A visitor's
// lead or registration naming a hidden product is refused exactly as one naming no product at all,
// and nothing is stored.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { callFrom } from './client-http.ts';

describe('hidden products answer as unknown ones', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.engine.query(`update public.products set hidden = true where id = 'sl01'`);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const post = (table: string, body: unknown) =>
    callFrom('127.0.0.21', `${server.url}/rest/v1/${table}`, {
      method: 'POST',
      body,
      headers: { apikey: server.anonKey, authorization: `Bearer ${server.anonKey}` },
    });

  it('refuses a lead naming a hidden product as one naming an unknown product', async () => {
    const lead = (product: string) => ({
      id: randomUUID(),
      name: `Curious ${product}`,
      email: 'visitor@example.com',
      interested_products: [product],
    });
    const hidden = await post('leads', lead('sl01'));
    const unknown = await post('leads', lead('zz99'));
    expect(hidden.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(hidden.body!.message).toBe('Unknown product in interested_products: sl01');
    expect(unknown.body!.message).toBe('Unknown product in interested_products: zz99');
    expect(hidden.body!.code).toBe(unknown.body!.code);
    const { rows } = await server.engine.query(
      `select 1 from public.leads where name like 'Curious %'`,
    );
    expect(rows).toHaveLength(0);
  });

  it('stores a "Notify me" lead from the upcoming page naming a product hidden until launch', async () => {
    const id = randomUUID();
    const answer = await post('leads', {
      id,
      name: 'Launch watcher',
      email: 'watcher@example.com',
      source: 'upcoming',
      interested_products: ['sl01'],
    });
    expect(answer.status).toBe(201);
    const { rows } = await server.engine.query<{ interested_products: string[] }>(
      `select interested_products from public.leads where id = $1`,
      [id],
    );
    expect(rows).toEqual([{ interested_products: ['sl01'] }]);
  });

  it('refuses a registration of a hidden model as one of an unknown model', async () => {
    const registration = (model: string) => ({
      id: randomUUID(),
      owner_name: `Owner ${model}`,
      phone: '9822012345',
      product_model: model,
      serial_number: 'SN-1',
      purchase_date: '2025-03-15',
    });
    const hidden = await post('product_registrations', registration('SL01'));
    const unknown = await post('product_registrations', registration('ZZ99'));
    expect(hidden).toEqual(unknown);
    expect(hidden).toMatchObject({
      status: 400,
      body: { message: 'Please choose a product model from our catalogue' },
    });
    const { rows } = await server.engine.query(
      `select 1 from public.product_registrations where owner_name like 'Owner %'`,
    );
    expect(rows).toHaveLength(0);
  });
});
