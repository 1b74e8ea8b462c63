// The request limits on the real server: a capped number of rows per write, lead
// inserts limited per IP by the database (from the connection's address, whatever the
// caller claims), and deep nesting or NUL bytes answered with a clear 400, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { authFetch } from '../auth/helpers.ts';

const MAX_WRITE_ROWS = 50;

describe.each(ENGINES)('request limits on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { maxWriteRows: MAX_WRITE_ROWS });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const post = async (path: string, body: string, key = server.anonKey, headers = {}) => {
    const response = await fetch(`${server.url}/rest/v1${path}`, {
      method: 'POST',
      body,
      headers: {
        apikey: key,
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
        ...headers,
      },
    });
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
  };
  const leadCount = async (where = 'true') =>
    (
      await server.engine.query<{ n: number }>(
        `select count(*)::int as n from public.leads where ${where}`,
      )
    ).rows[0]!.n;

  it('refuses a write of more rows than the cap with 413, storing nothing', async () => {
    const before = await leadCount();
    const rows = JSON.stringify(Array.from({ length: 1000 }, () => ({})));
    const response = await post('/leads', rows);
    expect(response.status).toBe(413);
    expect(response.json).toEqual({
      code: 'PGRST413',
      message: `Too many rows in one request: at most ${MAX_WRITE_ROWS} rows per write, got 1000`,
      details: null,
      hint: 'Send the rows in smaller batches.',
    });
    expect(await leadCount()).toBe(before);
  });

  it('limits leads per IP in the database: the 21st is 429, and a forged IP does not help', async () => {
    await server.engine.query(`delete from public.leads where ip_address = '127.0.0.1'`);
    const lead = (i: number) => ({ name: `Visitor ${i}`, session_id: `web-${i}` });
    const first = await post(
      '/leads',
      JSON.stringify(Array.from({ length: 20 }, (_, i) => lead(i))),
    );
    expect(first.status).toBe(201);
    const forged = await post('/leads', JSON.stringify(lead(21)), server.anonKey, {
      'x-forwarded-for': '203.0.113.50',
      'x-real-ip': '203.0.113.50',
    });
    expect(forged.status).toBe(429);
    expect(forged.json).toMatchObject({
      code: 'PT429',
      message: 'Too many enquiries from this connection. Please try again in a few minutes.',
    });
    expect(await leadCount(`ip_address = '127.0.0.1'`)).toBe(20);
    expect(await leadCount(`ip_address = '203.0.113.50'`)).toBe(0);
    await server.engine.query(`delete from public.leads where ip_address = '127.0.0.1'`);
  });

  it('lets service_role write more rows than the cap', async () => {
    const rows = Array.from({ length: MAX_WRITE_ROWS + 1 }, (_, i) => ({ name: `Import ${i}` }));
    const response = await post('/leads', JSON.stringify(rows), server.serviceRoleKey);
    expect(response.status).toBe(201);
  });

  it('answers a JSON body nested 6,000 levels deep with 400', async () => {
    const deep = `${'['.repeat(6000)}${']'.repeat(6000)}`;
    const response = await post('/leads', deep);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      code: 'PGRST102',
      message: 'Empty or invalid json: nested deeper than 100 levels',
    });
    const rpc = await post('/rpc/get_lead_stats', `{"a":${'['.repeat(6000)}${']'.repeat(6000)}}`);
    expect(rpc.status).toBe(400);
  });

  it('answers an or=(or(or(...))) filter 3,000 levels deep with 400', async () => {
    const filter = `${'or('.repeat(3000)}id.eq.1${')'.repeat(3000)}`;
    const response = await fetch(
      `${server.url}/rest/v1/products?select=id&or=(${encodeURIComponent(filter)})`,
      { headers: { apikey: server.anonKey } },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'PGRST100',
      message: '"or" is nested too deeply: at most 100 levels of parentheses',
    });
    const health = await fetch(`${server.url}/rest/v1/products?select=id&limit=1`, {
      headers: { apikey: server.anonKey },
    });
    expect(health.status).toBe(200);
  });

  it('answers NUL bytes in auth fields with 400, creating no account', async () => {
    const users = async () =>
      (await server.engine.query<{ n: number }>('select count(*)::int as n from auth.users'))
        .rows[0]!.n;
    const before = await users();
    const bodies: [string, Record<string, string>][] = [
      ['/signup', { email: 'nul\u0000@example.com', password: 'long-enough-pw' }],
      ['/signup', { phone: '98200\u000012345', password: 'long-enough-pw' }],
      ['/token?grant_type=password', { email: 'a\u0000@example.com', password: 'x' }],
      ['/token?grant_type=refresh_token', { refresh_token: 'abc\u0000def' }],
      ['/verify', { type: 'email', token_hash: 'abc\u0000' }],
      ['/otp', { email: 'otp\u0000@example.com' }],
    ];
    for (const [path, body] of bodies) {
      const response = await authFetch(server, path, {
        method: 'POST',
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBe(400);
      expect(response.body.msg ?? response.body.message).toBe(
        'Request body contains a NUL character',
      );
    }
    const link = await authFetch(server, '/verify?type=signup&token=abc%00&redirect_to=x');
    expect(link.status).toBe(400);
    const deep = await authFetch(server, '/signup', {
      method: 'POST',
      body: `{"data":${'['.repeat(6000)}${']'.repeat(6000)}}`,
    });
    expect(deep.status).toBe(400);
    expect(await users()).toBe(before);
  });
});
