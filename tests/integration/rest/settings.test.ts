// /rest/v1 as PostgREST configured by a Supabase project: more than one exposed schema
// (Accept-Profile / Content-Profile, supabase-js .schema()), the extra search path, and the
// settings hosted Supabase leaves off, turned on here: aggregates and EXPLAIN media types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { rest } from './rest-fixtures.ts';
import { createChatFixtures } from './embed-fixtures.ts';

const SECOND_SCHEMA_SQL = `
  create schema rest_other;
  grant usage on schema rest_other to anon, authenticated;
  create table rest_other.notes (id int primary key, body text not null);
  insert into rest_other.notes values (1, 'from the other schema');
  grant select, insert on rest_other.notes to anon;
  create function rest_other.shout(words text) returns text
    language sql immutable as $$ select upper(words) || '!' $$;
  grant execute on function rest_other.shout(text) to anon;
  create table public.sales (id int primary key, region text not null, amount numeric not null);
  insert into public.sales values (1, 'north', 10), (2, 'north', 15.5), (3, 'south', 4);
  grant select on public.sales to anon;
  create function public.path_probe() returns text language sql stable
    as $$ select current_setting('search_path') $$;
  grant execute on function public.path_probe() to anon;
`;

// Shaped like postgrest-js's own fixtures: a one-to-one details table to spread beside an
// aggregate, and a function returning a row type that is no table's.
const AGGREGATE_SQL = `
  create table public.chat_channel_details (
    id bigint primary key references public.chat_channels (id),
    details text
  );
  insert into public.chat_channel_details values (1, 'Details for public channel'), (2, null);
  grant select on public.chat_channel_details to anon;
  create function public.chat_user_status(name_param text)
    returns table (username text, status text) language sql stable
    as $$ select username, status from public.chat_users where username = name_param $$;
  create function public.chat_user_statuses()
    returns table (username text, status text) language sql stable
    as $$ select username, status from public.chat_users $$;
  grant execute on function public.chat_user_status(text), public.chat_user_statuses() to anon;
`;

describe.each(ENGINES)('/rest/v1 settings on %s', (kind) => {
  let server: TestServer;
  let anon: SupabaseClient;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      rest: {
        schemas: ['public', 'rest_other'],
        extraSearchPath: ['public', 'extensions'],
        aggregatesEnabled: true,
        planEnabled: true,
      },
    });
    await server.engine.exec(SECOND_SCHEMA_SQL);
    await createChatFixtures(server);
    await server.engine.exec(AGGREGATE_SQL);
    anon = server.client();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('serves a second exposed schema through Accept-Profile and Content-Profile', async () => {
    const read = await anon.schema('rest_other').from('notes').select('id, body');
    expect(read.error).toBeNull();
    expect(read.data).toEqual([{ id: 1, body: 'from the other schema' }]);
    const written = await anon
      .schema('rest_other')
      .from('notes')
      .insert({ id: 2, body: 'second' })
      .select('id');
    expect(written.data).toEqual([{ id: 2 }]);
    expect((await anon.schema('rest_other').rpc('shout', { words: 'hi' })).data).toBe('HI!');

    const raw = await rest(server, '/notes', { headers: { 'accept-profile': 'rest_other' } });
    expect(raw.headers.get('content-profile')).toBe('rest_other');
    const byDefault = await rest(server, '/sales?select=id&limit=1');
    expect(byDefault.headers.get('content-profile')).toBe('public');
    const missing = await rest(server, '/notes');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ code: 'PGRST205' });
  });

  it('answers 406 PGRST106 for a schema that is not exposed', async () => {
    const r = await rest(server, '/users', { headers: { 'accept-profile': 'auth' } });
    expect(r.status).toBe(406);
    expect(r.json).toEqual({
      code: 'PGRST106',
      message: 'Invalid schema: auth',
      details: null,
      hint: 'Only the following schemas are exposed: public, rest_other',
    });
  });

  it('runs each request with its schema, then the extra search path', async () => {
    // PostgREST quotes each schema: set_config('search_path', '"public", "extensions"', true).
    expect((await anon.rpc('path_probe')).data).toBe('"public", "extensions"');
  });

  it('aggregates with grouping by the other selected columns, also inside embeds', async () => {
    const grouped = await anon
      .from('sales')
      .select('region, total:amount.sum(), count()')
      .order('region');
    expect(grouped.error).toBeNull();
    expect(grouped.data).toEqual([
      { region: 'north', total: 25.5, count: 2 },
      { region: 'south', total: 4, count: 1 },
    ]);
    const all = await rest(server, '/sales?select=amount.max(),amount.min(),amount.avg()::int');
    expect(all.json).toEqual([{ max: 15.5, min: 4, avg: 10 }]);
    const embedded = await rest(
      server,
      '/chat_users?select=username,chat_messages(count())&order=id',
    );
    expect(embedded.json).toEqual([
      { username: 'alice', chat_messages: [{ count: 2 }] },
      { username: 'bob', chat_messages: [{ count: 2 }] },
      { username: 'carol', chat_messages: [{ count: 0 }] },
    ]);
  });

  it('groups an aggregate by the columns of a spread embed beside it, at the root and nested', async () => {
    const root = await anon
      .from('chat_channels')
      .select('count(), ...chat_channel_details(details)');
    expect(root.error).toBeNull();
    const byDetails = (a: { details: string | null }, b: { details: string | null }) =>
      String(a.details).localeCompare(String(b.details));
    expect([...(root.data ?? [])].sort(byDetails)).toEqual([
      { count: 1, details: 'Details for public channel' },
      { count: 2, details: null },
    ]);
    const nested = await anon
      .from('chat_users')
      .select('username, chat_messages(chat_channels(count(), ...chat_channel_details(details)))')
      .eq('id', 1)
      .order('id', { referencedTable: 'chat_messages' })
      .single();
    expect(nested.error).toBeNull();
    expect(nested.data).toEqual({
      username: 'alice',
      chat_messages: [
        { chat_channels: { count: 1, details: 'Details for public channel' } },
        { chat_channels: { count: 1, details: null } },
      ],
    });
  });

  it('groups an aggregate over a function result by the other selected columns', async () => {
    const one = await anon
      .rpc('chat_user_status', { name_param: 'alice' })
      .select('username.count(), status');
    expect(one.error).toBeNull();
    expect(one.data).toEqual([{ count: 1, status: 'ONLINE' }]);
    const all = await anon
      .rpc('chat_user_statuses')
      .select('status, n:username.count()')
      .order('status');
    expect(all.error).toBeNull();
    expect(all.data).toEqual([
      { status: 'OFFLINE', n: 1 },
      { status: 'ONLINE', n: 2 },
    ]);
  });

  it('answers the query plan for application/vnd.pgrst.plan media types', async () => {
    const json = await rest(server, '/sales?select=id&region=eq.north', {
      headers: { accept: 'application/vnd.pgrst.plan+json' },
    });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toBe(
      'application/vnd.pgrst.plan+json; for="application/json"; charset=utf-8',
    );
    expect((json.json as { Plan: { 'Node Type': string } }[])[0]!.Plan['Node Type']).toBeTruthy();
    const text = await rest(server, '/sales?select=id', {
      headers: { accept: 'application/vnd.pgrst.plan' },
    });
    expect(text.text).toMatch(/Scan on sales/);
    const verbose = await rest(server, '/sales?select=id', {
      headers: { accept: 'application/vnd.pgrst.plan; options=verbose' },
    });
    expect(verbose.text).toMatch(/Query Identifier: -?\d+/);
    const write = await rest(server, '/sales', {
      method: 'DELETE',
      headers: { accept: 'application/vnd.pgrst.plan+json' },
    });
    expect(write.status).toBe(406);
    expect(write.json).toMatchObject({ code: 'PGRST107' });
  });
});
