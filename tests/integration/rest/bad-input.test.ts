// /rest/v1 under bad input: unknown tables and columns, malformed filters, oversized and
// invalid bodies, forged / `alg: none` / expired JWTs, and SQL injection attempts in values
// and identifiers. Each gets a clear 4xx in PostgREST's shape; the data and the server survive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { signJwt } from '../../../supabase/local/jwt.ts';
import { createRestFixtures, ids, rest } from './rest-fixtures.ts';

const MAX_BODY = 16 * 1024;

function b64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe.each(ENGINES)('/rest/v1 bad input on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { maxBodyBytes: MAX_BODY });
    await createRestFixtures(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function itemCount(): Promise<number> {
    const { rows } = await server.engine.query<{ n: number }>(
      'select count(*)::int as n from public.rest_test_items',
    );
    return rows[0]!.n;
  }

  it('answers unknown tables with 404 PGRST205 and unknown columns with 400 42703', async () => {
    const table = await rest(server, '/rest_test_itemz?select=id');
    expect(table.status).toBe(404);
    expect(table.json).toEqual({
      code: 'PGRST205',
      message: "Could not find the table 'public.rest_test_itemz' in the schema cache",
      details: null,
      hint: "Perhaps you meant the table 'public.rest_test_items'",
    });
    for (const query of ['select=nope', 'nope=eq.1', 'order=nope', 'or=(nope.eq.1,id.eq.2)']) {
      const column = await rest(server, `/rest_test_items?${query}`);
      expect(column.status, query).toBe(400);
      expect(column.json, query).toMatchObject({
        code: '42703',
        message: 'column rest_test_items.nope does not exist',
      });
    }
  });

  it.each([
    ['a filter without an operator', 'id=1', 'failed to parse filter (1)'],
    ['an unknown operator', 'id=equals.1', 'failed to parse filter (equals.1)'],
    ['an operator without a value delimiter', 'id=eq', 'failed to parse filter (eq)'],
    ['in without parentheses', 'id=in.1,2', 'failed to parse filter (in.1,2)'],
    ['an unclosed in list', 'id=in.(1,2', 'failed to parse filter (in.(1,2)'],
    ['a bad is value', 'active=is.maybe', 'failed to parse filter (is.maybe)'],
    ['an unclosed or', 'or=(id.eq.1,id.eq.2', 'failed to parse logic tree ((id.eq.1,id.eq.2)'],
    ['or without parentheses', 'or=id.eq.1', 'failed to parse logic tree (id.eq.1)'],
    ['an empty or', 'or=()', 'failed to parse logic tree (())'],
    ['text after an or tree', 'or=(id.eq.1))', 'failed to parse logic tree ((id.eq.1)))'],
    ['text after an in list', 'id=in.(1,2)x', 'failed to parse filter (in.(1,2)x)'],
    ['a bad order direction', 'order=id.sideways', 'failed to parse order (id.sideways)'],
    ['a stray parenthesis in select', 'select=id)', 'failed to parse select parameter (id))'],
    ['a double comma in select', 'select=id,,name', 'failed to parse select parameter (id,,name)'],
    [
      'a cast that tries to close it',
      'select=id::text)--',
      'failed to parse select parameter (id::text)--)',
    ],
  ])('refuses %s with 400 PGRST100', async (_name, query, message) => {
    const response = await rest(server, `/rest_test_items?${query}`);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'PGRST100' });
    expect((response.json as { message: string }).message).toContain(`"${message}"`);
    expect((response.json as { details: string }).details).toMatch(/^unexpected /);
  });

  it('refuses unrelated embeds, embedded filters, aggregates and unknown media types clearly', async () => {
    const embed = await rest(server, '/rest_test_items?select=id,rest_test_docs(*)');
    expect(embed.status).toBe(400);
    expect(embed.json).toMatchObject({
      code: 'PGRST200',
      message:
        "Could not find a relationship between 'rest_test_items' and 'rest_test_docs' in the schema cache",
    });
    const embeddedFilter = await rest(server, '/rest_test_items?reviews.stars=eq.5');
    expect(embeddedFilter.status).toBe(400);
    expect(embeddedFilter.json).toMatchObject({ code: 'PGRST108' });
    const aggregate = await rest(server, '/rest_test_items?select=price.sum()');
    expect(aggregate.json).toMatchObject({ code: 'PGRST123' });
    const media = await rest(server, '/rest_test_items', {
      headers: { accept: 'application/xml' },
    });
    expect(media.status).toBe(406);
    expect(media.json).toMatchObject({ code: 'PGRST107' });
    // Off as on hosted Supabase (db-plan-enabled).
    const plan = await rest(server, '/rest_test_items', {
      headers: { accept: 'application/vnd.pgrst.plan+json' },
    });
    expect(plan.status).toBe(406);
    expect(plan.json).toMatchObject({
      code: 'PGRST107',
      message: 'None of these media types are available: application/vnd.pgrst.plan+json',
    });
    const schema = await rest(server, '/rest_test_items', {
      headers: { 'accept-profile': 'auth' },
    });
    expect(schema.status).toBe(406);
    expect(schema.json).toMatchObject({
      code: 'PGRST106',
      hint: 'Only the following schemas are exposed: public, graphql_public',
    });
    const path = await rest(server, '/rest_test_items/1');
    expect(path.status).toBe(404);
    expect(path.json).toMatchObject({ code: 'PGRST125' });
    const rpcMethod = await rest(server, '/rpc/rest_test_add', { method: 'PATCH' });
    expect(rpcMethod.status).toBe(405);
    expect(rpcMethod.json).toMatchObject({ code: 'PGRST101' });
    const negative = await rest(server, '/rest_test_items?limit=-1');
    expect(negative.status).toBe(416);
    expect(negative.json).toMatchObject({ code: 'PGRST103' });
  });

  it('refuses bad bodies: invalid JSON, empty, mismatched keys, too large', async () => {
    const service = {
      authorization: `Bearer ${server.serviceRoleKey}`,
      'content-type': 'application/json',
    };
    const invalid = await rest(server, '/rest_test_items', {
      method: 'POST',
      headers: service,
      body: '{"id": 1,',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json).toMatchObject({ code: 'PGRST102' });
    const empty = await rest(server, '/rest_test_items', {
      method: 'POST',
      headers: service,
      body: '',
    });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
    const keys = await rest(server, '/rest_test_items', {
      method: 'POST',
      headers: service,
      body: JSON.stringify([{ id: 200, name: 'a' }, { id: 201 }]),
    });
    expect(keys.status).toBe(400);
    expect(keys.json).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
    const huge = await rest(server, '/rest_test_items', {
      method: 'POST',
      headers: service,
      body: JSON.stringify({ id: 202, name: 'x'.repeat(MAX_BODY * 2) }),
    });
    expect(huge.status).toBe(413);
    expect(await itemCount()).toBe(8);
  });

  it('refuses forged, alg:none, expired and malformed JWTs with 401', async () => {
    const [header, payload, signature] = server.serviceRoleKey.split('.');
    void payload;
    const now = Math.floor(Date.now() / 1000);
    const tampered = `${header}.${b64url({ role: 'service_role', iss: 'supabase-demo', exp: now + 60 })}.${signature}`;
    const none = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ role: 'service_role', exp: now + 60 })}.`;
    const expired = await signJwt(
      { role: 'authenticated', sub: 'x', exp: now - 120 },
      server.config.jwtSecret,
    );
    const cases: [string, string, string][] = [
      [tampered, 'PGRST301', 'JWT cryptographic operation failed'],
      [none, 'PGRST301', 'Wrong or unsupported encoding algorithm'],
      [expired, 'PGRST303', 'JWT expired'],
      ['not-a-jwt', 'PGRST301', 'Expected 3 parts in JWT; got 1'],
    ];
    for (const [token, code, message] of cases) {
      const response = await rest(server, '/rest_test_items?select=id', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status, message).toBe(401);
      expect(response.json, message).toMatchObject({ code, message });
      expect(response.headers.get('www-authenticate')).toBe(
        `Bearer error="invalid_token", error_description="${message}"`,
      );
    }
    const forgedWrite = await rest(server, '/rest_test_items', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${none}` },
    });
    expect(forgedWrite.status).toBe(401);
    const superuser = await signJwt({ role: 'postgres', exp: now + 60 }, server.config.jwtSecret);
    const escalated = await rest(server, '/rest_test_items?select=id', {
      headers: { authorization: `Bearer ${superuser}` },
    });
    expect(escalated.status).toBe(403);
    expect(await itemCount()).toBe(8);
  });

  it('treats SQL in values and identifiers as data', async () => {
    const attempts = [
      `/rest_test_items?name=eq.${encodeURIComponent("'; drop table public.rest_test_items; --")}`,
      `/rest_test_items?or=(name.eq.${encodeURIComponent('"x\\"); drop table public.rest_test_items; --"')},id.eq.0)`,
      `/rest_test_items?id=in.(${encodeURIComponent('1); drop table public.rest_test_items; --')})`,
      `/rest_test_items?id=in.(${encodeURIComponent('"1); drop table public.rest_test_items; --"')})`,
      `/rest_test_items?select=${encodeURIComponent('id,"name""; drop table public.rest_test_items; --"')}`,
      `/rest_test_items?${encodeURIComponent('"id"" = 1 or 1=1; --"')}=eq.1`,
      `/rest_test_items?order=${encodeURIComponent('id; drop table public.rest_test_items')}`,
      `/rest_test_items?select=${encodeURIComponent("meta->>x'); drop table public.rest_test_items; --")}`,
      `/rest_test_items?meta->>${encodeURIComponent("color' = '' or 1=1 --")}=eq.red`,
      `/${encodeURIComponent('rest_test_items; drop table public.rest_test_items')}`,
      `/rpc/${encodeURIComponent('rest_test_add"(1,1); drop table public.rest_test_items; --')}`,
      `/rest_test_items?active=eq.${encodeURIComponent('true; drop table public.rest_test_items')}`,
      `/rest_test_items?name=eq.${encodeURIComponent('\u0000')}`,
      `/rest_test_items?name=fts(${encodeURIComponent("english'); drop table x; --")}).a`,
    ];
    for (const path of attempts) {
      const response = await rest(server, path);
      expect(response.status, path).toBeLessThan(500);
      if (response.status === 200) expect(response.json, path).toEqual([]);
      else
        expect(response.json, path).toMatchObject({
          code: expect.any(String),
          message: expect.any(String),
        });
    }
    expect(await itemCount()).toBe(8);
    const after = await rest(server, '/rest_test_items?select=id&order=id&limit=2');
    expect(after.status).toBe(200);
    expect(ids(after.json)).toEqual([1, 2]);
  });

  it('never answers garbage with a 500 and keeps serving', async () => {
    const garbage = [
      '/rest_test_items?select=',
      '/rest_test_items?select=*,*',
      '/rest_test_items?select=%22',
      '/rest_test_items?id=eq.%ZZ',
      '/rest_test_items?price=gt.abc',
      '/rest_test_items?active=eq.maybe',
      '/rest_test_items?stock=adj.notarange',
      '/rest_test_items?tags=cs.notanarray',
      '/rest_test_items?meta=cs.%7Bbroken',
      '/rest_test_items?created_at=gt.yesterday-ish',
      '/rest_test_items?limit=abc&offset=xyz',
      '/rest_test_items?offset=-5',
      '/rest_test_items?order=',
      '/rest_test_items?and=(,)',
      '/rest_test_items?or=(id.eq.1))))',
      '/rest_test_items?not.or=(id.not.eq.1)',
      '/rest_test_items?id=not.not.eq.1',
      '/rest_test_items?select=id::',
      '/rest_test_items?select=a:b:c',
      '/rest_test_items?columns=id',
      '/rest_test_items?on_conflict=id',
      '/rpc/rest_test_add?a=x&b=1',
      '/rpc/rest_test_add?a=1&b=2&c=3',
      '/rpc',
      '/',
    ];
    for (const path of garbage) {
      const response = await rest(server, path);
      expect(response.status, path).toBeLessThan(500);
    }
    const fine = await rest(server, '/rest_test_items?select=id&id=eq.3');
    expect(fine.json).toEqual([{ id: 3 }]);
  });
});
