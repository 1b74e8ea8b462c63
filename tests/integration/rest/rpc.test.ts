// /rest/v1 RPCs through the real supabase-js client: functions returning scalars, rows,
// sets (filtered, ordered, counted) and void, overloads, unknown functions, raised errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { createRestFixtures, ids, rest } from './rest-fixtures.ts';

describe.each(ENGINES)('/rest/v1 RPCs on %s', (kind) => {
  let server: TestServer;
  let anon: SupabaseClient;
  let service: SupabaseClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await createRestFixtures(server);
    anon = server.client();
    service = server.client(server.serviceRoleKey);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('calls functions returning scalars, rows, sets and void', async () => {
    expect((await anon.rpc('rest_test_add', { a: 2, b: 3 })).data).toBe(5);
    expect((await anon.rpc('rest_test_add', { a: 2 })).data).toBe(2);
    expect((await anon.rpc('rest_test_add', { a: 4, b: 5 }, { get: true })).data).toBe(9);
    expect((await anon.rpc('rest_test_now_tz')).data).toBe('2026-11-21T10:00:00.123456+00:00');
    expect((await anon.rpc('rest_test_greet', { name: 'Ann' })).data).toBe('hello Ann');
    expect((await anon.rpc('rest_test_greet', { name: 'Ann', excited: true })).data).toBe(
      'hello Ann!',
    );
    expect((await anon.rpc('rest_test_echo', { payload: { a: [1, 2] } })).data).toEqual({
      a: [1, 2],
    });

    const row = await anon.rpc('rest_test_item', { item_id: 3 }).select('id, name');
    expect(row.data).toEqual({ id: 3, name: 'Tripod, "Pro" (2m)' });

    const set = await anon.rpc('rest_test_items_in', { cat: 'levels' });
    expect(ids(set.data)).toEqual([5, 6]);
    const filtered = await anon
      .rpc('rest_test_items_in', { cat: 'levels' })
      .select('id, name')
      .gt('qty', 1);
    expect(filtered.data).toEqual([{ id: 5, name: 'Line Laser Green' }]);
    const ordered = await anon
      .rpc('rest_test_items_in', { cat: 'levels' }, { count: 'exact' })
      .select('id')
      .order('id', { ascending: false })
      .limit(1);
    expect(ordered.data).toEqual([{ id: 6 }]);
    expect(ordered.count).toBe(2);
    const counted = await anon.rpc(
      'rest_test_items_in',
      { cat: 'meters' },
      { head: true, count: 'exact' },
    );
    expect(counted.count).toBe(2);

    expect((await anon.rpc('rest_test_names', { prefix: 'Laser' })).data).toEqual([
      'Laser Meter 40',
      'Laser Meter 100',
    ]);
    expect((await anon.rpc('rest_test_totals')).data).toEqual([
      { category: 'accessories', items: 2, value: 39.25 },
      { category: 'levels', items: 2, value: 199.0 },
      { category: 'meters', items: 2, value: 179.49 },
      { category: 'services', items: 1, value: 80.0 },
    ]);

    const touched = await service.rpc('rest_test_touch', { item_id: 7, note: 'touched' });
    expect(touched.status).toBe(204);
    expect(touched.data).toBeNull();
    expect((await anon.from('rest_test_items').select('note').eq('id', 7).single()).data).toEqual({
      note: 'touched',
    });
  });

  it('reports unknown functions, raised exceptions and writes through GET', async () => {
    const unknown = await anon.rpc('rest_test_ad', { a: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.rest_test_ad(a) in the schema cache',
      details:
        'Searched for the function public.rest_test_ad with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.rest_test_add',
    });
    const wrongArgs = await anon.rpc('rest_test_add', { x: 1 });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error?.hint).toBe(
      'Perhaps you meant to call the function public.rest_test_add(a, b)',
    );

    const raised = await anon.rpc('rest_test_fail', { message: 'no stock left' });
    expect(raised.status).toBe(400);
    expect(raised.error).toEqual({
      code: 'P0001',
      message: 'no stock left',
      details: null,
      hint: 'raised on purpose',
    });

    const readOnly = await service.rpc(
      'rest_test_touch',
      { item_id: 7, note: 'via get' },
      { get: true },
    );
    expect(readOnly.status).toBe(405);
    expect(readOnly.error?.code).toBe('25006');
  });

  it('calls GET /rpc with query arguments and filters on the result', async () => {
    const get = await rest(
      server,
      '/rpc/rest_test_items_in?cat=meters&select=id,price&price=gt.100',
    );
    expect(get.status).toBe(200);
    expect(get.json).toEqual([{ id: 2, price: 129.5 }]);
    const scalar = await rest(server, '/rpc/rest_test_add?a=40&b=2');
    expect(scalar.text).toBe('42');
    const noArgs = await rest(server, '/rpc/rest_test_totals', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(noArgs.status).toBe(200);
    expect((noArgs.json as { category: string }[]).map((r) => r.category)).toEqual([
      'accessories',
      'levels',
      'meters',
      'services',
    ]);
  });
});
