// The Prefer header beyond return= and count=exact, as PostgREST's spec describes it
// (MaxAffectedSpec.hs, docs "Prefer header"): max-affected with handling=strict, tx=rollback
// and tx=commit, count=planned and count=estimated, missing=default on bulk inserts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { rest } from './rest-fixtures.ts';

const PREFER_SQL = `
  create table public.pref_items (
    id integer primary key,
    qty integer not null default 7,
    label text not null default 'unnamed'
  );
  insert into public.pref_items (id, qty, label) values
    (1, 1, 'one'), (2, 2, 'two'), (3, 3, 'three'), (4, 4, 'four'), (5, 5, 'five');
  analyze public.pref_items;
  grant select, insert, update, delete on public.pref_items to anon;
  create function public.pref_bump(min_qty integer) returns setof public.pref_items
    language sql volatile as $$
      update public.pref_items set qty = qty + 100 where qty >= min_qty returning * $$;
  create function public.pref_one() returns integer language sql volatile as $$ select 1 $$;
  grant execute on function public.pref_bump(integer), public.pref_one() to anon;
`;

describe.each(ENGINES)('/rest/v1 Prefer header on %s', (kind) => {
  let server: TestServer;
  let anon: SupabaseClient;
  const qtys = async () =>
    (
      await server.engine.query<{ qty: number }>('select qty from public.pref_items order by id')
    ).rows.map((r) => r.qty);

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.engine.exec(PREFER_SQL);
    anon = server.client();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('max-affected with handling=strict refuses a larger update or delete, changing nothing', async () => {
    const tooMany = await rest(server, '/pref_items?id=lt.4', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', prefer: 'handling=strict, max-affected=2' },
      body: JSON.stringify({ qty: 0 }),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
      hint: null,
    });
    expect(await qtys()).toEqual([1, 2, 3, 4, 5]);

    const fits = await rest(server, '/pref_items?id=lt.3', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', prefer: 'handling=strict, max-affected=2' },
      body: JSON.stringify({ qty: 10 }),
    });
    expect(fits.status).toBe(204);
    expect(fits.headers.get('preference-applied')).toBe('handling=strict, max-affected=2');
    expect(await qtys()).toEqual([10, 10, 3, 4, 5]);

    const lenient = await rest(server, '/pref_items?id=lt.3', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', prefer: 'max-affected=1' },
      body: JSON.stringify({ qty: 1 }),
    });
    expect(lenient.status).toBe(204);
    expect(lenient.headers.get('preference-applied')).toBeNull();

    const del = await rest(server, '/pref_items?id=gt.0', {
      method: 'DELETE',
      headers: { prefer: 'handling=strict, max-affected=4' },
    });
    expect(del.status).toBe(400);
    expect(del.json).toMatchObject({ code: 'PGRST124', details: 'The query affects 5 rows' });
    expect(await qtys()).toEqual([1, 1, 3, 4, 5]);
  });

  it('max-affected applies to set-returning functions; PGRST128 for others', async () => {
    const over = await rest(server, '/rpc/pref_bump', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'handling=strict, max-affected=1' },
      body: JSON.stringify({ min_qty: 4 }),
    });
    expect(over.status).toBe(400);
    expect(over.json).toMatchObject({ code: 'PGRST124', details: 'The query affects 2 rows' });
    expect(await qtys()).toEqual([1, 1, 3, 4, 5]);
    const single = await rest(server, '/rpc/pref_one', {
      method: 'POST',
      headers: { prefer: 'handling=strict, max-affected=1' },
    });
    expect(single.status).toBe(400);
    expect(single.json).toEqual({
      code: 'PGRST128',
      message:
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      details: null,
      hint: null,
    });
  });

  it('tx=rollback answers as usual and keeps nothing; tx=commit keeps it', async () => {
    const rolledBack = await rest(server, '/pref_items?select=id,label', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        prefer: 'return=representation, tx=rollback',
      },
      body: JSON.stringify({ id: 6, label: 'six' }),
    });
    expect(rolledBack.status).toBe(201);
    expect(rolledBack.json).toEqual([{ id: 6, label: 'six' }]);
    expect(rolledBack.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
    const gone = await server.engine.query('select 1 from public.pref_items where id = 6');
    expect(gone.rows).toEqual([]);

    const committed = await rest(server, '/pref_items', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'tx=commit' },
      body: JSON.stringify({ id: 6, label: 'six' }),
    });
    expect(committed.status).toBe(201);
    expect(committed.headers.get('preference-applied')).toBe('tx=commit');
    const kept = await server.engine.query('select label from public.pref_items where id = 6');
    expect(kept.rows).toEqual([{ label: 'six' }]);
    await server.engine.exec('delete from public.pref_items where id = 6');
  });

  it('count=planned answers the planner estimate (206 when partial); estimated is exact when small', async () => {
    const planned = await rest(server, '/pref_items?select=id&limit=1&order=id', {
      headers: { prefer: 'count=planned' },
    });
    expect(planned.status).toBe(206);
    expect(planned.headers.get('content-range')).toBe('0-0/5');
    expect(planned.headers.get('preference-applied')).toBe('count=planned');

    const estimated = await anon
      .from('pref_items')
      .select('id', { count: 'estimated' })
      .gte('qty', 3)
      .order('id');
    expect(estimated.count).toBe(3);
    expect(estimated.data).toEqual([{ id: 3 }, { id: 4 }, { id: 5 }]);
  });

  it('missing=default fills keys a bulk insert row leaves out with column defaults', async () => {
    const { data, error } = await anon
      .from('pref_items')
      .insert(
        [
          { id: 10, label: 'ten' },
          { id: 11, qty: 3 },
        ],
        { defaultToNull: false },
      )
      .select('id, qty, label');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 10, qty: 7, label: 'ten' },
      { id: 11, qty: 3, label: 'unnamed' },
    ]);
    const nulls = await anon.from('pref_items').insert([
      { id: 12, label: 'x' },
      { id: 13, qty: 1 },
    ]);
    expect(nulls.error).toMatchObject({ code: '23502' });
    await server.engine.exec('delete from public.pref_items where id >= 10');
  });
});
