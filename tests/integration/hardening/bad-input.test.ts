// Hardening finding 13 (bench/attack-list.ts): bad input is the client's error, never the server's.
// Arrays deeper than Postgres allows (filters, RPC arguments, lead fields) and a select of more
// columns than a target list holds answer 400, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/local-server.ts';

const DEEP = (inner: unknown, depth = 7): unknown =>
  depth === 0 ? inner : [DEEP(inner, depth - 1)];

describe('bad input answers 4xx', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  const call = async (path: string, body?: unknown) => {
    const key = server.anonKey;
    const response = await fetch(`${server.url}/rest/v1/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('refuses a 7-dimension array in a cs. filter with 400', async () => {
    const answer = await call(`products?select=id&features=cs.${'{'.repeat(7)}1${'}'.repeat(7)}`);
    expect(answer.status).toBe(400);
  });

  it('refuses a 7-dimension lead field with 400 and stores no lead', async () => {
    const before = await server.engine.query<{ n: number }>(
      'select count(*)::int as n from public.leads',
    );
    const answer = await call('leads', {
      name: 'Deep',
      phone: '9876543210',
      interested_products: DEEP('ml01'),
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        code: '54000',
        message: 'number of array dimensions (7) exceeds the maximum allowed (6)',
      },
    });
    const after = await server.engine.query<{ n: number }>(
      'select count(*)::int as n from public.leads',
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('refuses a select of 1,700 columns with 400', async () => {
    const answer = await call(
      `products?select=${Array.from({ length: 1700 }, () => 'id').join(',')}`,
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { code: '54011', message: 'target lists can have at most 1664 entries' },
    });
  });
});
