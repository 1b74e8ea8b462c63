// Which function /rpc/<name> calls, as PostgREST's findProc decides (RpcSpec.hs and Error.hs):
// overloads by argument names, raw bodies for a single unnamed json/jsonb/text/xml/bytea
// parameter, PGRST203 candidates fewest parameters first, PGRST202 with its hint, functions
// with unnamed parameters left out, GET arguments as arrays and repeated variadic ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { rest } from './rest-fixtures.ts';

const RPC_SQL = `
  create function public.rpc_over(a integer) returns text
    language sql immutable as $$ select 'a=' || a $$;
  create function public.rpc_over(a integer, b integer) returns text
    language sql immutable as $$ select 'a+b=' || (a + b) $$;
  create function public.rpc_over(c text) returns text
    language sql immutable as $$ select 'c=' || c $$;
  create function public.rpc_amb(x integer, y integer default 0) returns integer
    language sql immutable as $$ select x + y $$;
  create function public.rpc_amb(x text) returns text
    language sql immutable as $$ select x $$;
  create function public.rpc_raw_json(json) returns json
    language sql immutable as $$ select json_build_object('got', $1) $$;
  create function public.rpc_raw_text(text) returns text
    language sql immutable as $$ select upper($1) $$;
  create function public.rpc_raw_xml(xml) returns text
    language sql immutable as $$ select (xpath('/p/text()', $1))[1]::text $$;
  create function public.rpc_raw_bytea(bytea) returns integer
    language sql immutable as $$ select length($1) $$;
  create function public.rpc_unnamed(integer, integer) returns integer
    language sql immutable as $$ select $1 + $2 $$;
  create function public.rpc_sum_arr(vals integer[]) returns integer
    language sql immutable as $$ select sum(v)::integer from unnest(vals) v $$;
  create function public.rpc_sum_var(variadic vals integer[]) returns integer
    language sql immutable as $$ select sum(v)::integer from unnest(vals) v $$;
  grant execute on all functions in schema public to anon;
`;

describe.each(ENGINES)('/rest/v1 RPC resolution on %s', (kind) => {
  let server: TestServer;
  let anon: SupabaseClient;
  const post = (fn: string, body: string | Uint8Array<ArrayBuffer>, type: string) =>
    fetch(`${server.url}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': type },
      body,
    }).then(async (r) => ({ status: r.status, json: (await r.json()) as unknown }));

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.engine.exec(RPC_SQL);
    anon = server.client();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('chooses an overload by the argument names, by POST, GET and form bodies', async () => {
    expect((await anon.rpc('rpc_over', { a: 1 })).data).toBe('a=1');
    expect((await anon.rpc('rpc_over', { a: 1, b: 2 })).data).toBe('a+b=3');
    expect((await anon.rpc('rpc_over', { c: 'x' }, { get: true })).data).toBe('c=x');
    const form = await post('rpc_over', 'a=4&b=5', 'application/x-www-form-urlencoded');
    expect(form).toEqual({ status: 200, json: 'a+b=9' });
  });

  it('answers 300 PGRST203 listing the candidates with the fewest parameters first', async () => {
    const { error, status } = await anon.rpc('rpc_amb', { x: 1 });
    expect(status).toBe(300);
    expect(error).toMatchObject({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.rpc_amb(x => text), public.rpc_amb(x => integer, y => integer)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
    expect((await anon.rpc('rpc_amb', { x: 1, y: 2 })).data).toBe(3);
  });

  it('passes the raw body to a single unnamed json, text, xml or bytea parameter', async () => {
    expect((await anon.rpc('rpc_raw_json', { any: ['shape'] })).data).toEqual({
      got: { any: ['shape'] },
    });
    expect(await post('rpc_raw_text', 'hello', 'text/plain')).toEqual({
      status: 200,
      json: 'HELLO',
    });
    expect(await post('rpc_raw_xml', '<p>inside</p>', 'text/xml')).toEqual({
      status: 200,
      json: 'inside',
    });
    expect(
      await post('rpc_raw_bytea', new Uint8Array([0, 1, 2, 255]), 'application/octet-stream'),
    ).toEqual({ status: 200, json: 4 });
  });

  it('answers 404 PGRST202 as PostgREST does, with its hint', async () => {
    const typo = await anon.rpc('rpc_ovr', { a: 1 });
    expect(typo.status).toBe(404);
    expect(typo.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.rpc_ovr(a) in the schema cache',
      details:
        'Searched for the function public.rpc_ovr with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.rpc_over',
    });
    const params = await anon.rpc('rpc_over', { a: 1, z: 2 }, { get: true });
    expect(params.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.rpc_over(a, z) in the schema cache',
      details:
        'Searched for the function public.rpc_over with parameters a, z, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.rpc_over(a, b)',
    });
    const text = await post('rpc_over', 'plain words', 'text/plain');
    expect(text).toEqual({
      status: 404,
      json: {
        code: 'PGRST202',
        message: 'Could not find the function public.rpc_over in the schema cache',
        details:
          'Searched for the function public.rpc_over with a single unnamed text parameter, but no matches were found in the schema cache.',
        hint: null,
      },
    });
  });

  it('leaves out functions with unnamed parameters other than a single raw one', async () => {
    const r = await rest(server, '/rpc/rpc_unnamed');
    expect(r.status).toBe(404);
    expect(r.json).toMatchObject({
      code: 'PGRST202',
      message:
        'Could not find the function public.rpc_unnamed without parameters in the schema cache',
    });
  });

  it('takes arrays and repeated variadic arguments on GET', async () => {
    const array = await rest(server, `/rpc/rpc_sum_arr?vals=${encodeURIComponent('{1,2,3}')}`);
    expect(array.json).toBe(6);
    const variadic = await rest(server, '/rpc/rpc_sum_var?vals=1&vals=2&vals=4');
    expect(variadic.json).toBe(7);
    const posted = await anon.rpc('rpc_sum_var', { vals: [5, 6] });
    expect(posted.data).toBe(11);
  });
});
