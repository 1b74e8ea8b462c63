// /rest/v1 reads through the real supabase-js client: every filter operator, and/or trees
// with quoted values, ordering, paging with counts, single objects, select shapes, and the
// exact pull query RxDB's replicateSupabase sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { createRestFixtures, ids, rest } from './rest-fixtures.ts';

describe.each(ENGINES)('/rest/v1 reads on %s', (kind) => {
  let server: TestServer;
  let anon: SupabaseClient;
  const items = () => anon.from('rest_test_items').select('id').order('id');

  beforeAll(async () => {
    server = await startTestServer(kind);
    await createRestFixtures(server);
    anon = server.client();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('returns rows with Postgres JSON types as PostgREST does', async () => {
    const { data, error, status } = await anon
      .from('rest_test_items')
      .select('id, name, price, qty, tags, meta, stock, active, created_at, doc')
      .eq('id', 1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      {
        id: 1,
        name: 'Laser Meter 40',
        price: 49.99,
        qty: 10,
        tags: ['laser', 'indoor'],
        meta: { range: 40, color: 'red' },
        stock: '[0,10)',
        active: true,
        created_at: '2026-01-01T10:00:00.123456+00:00',
        doc: "'40':3 'compact':4 'laser':1 'meter':2,6 'pocket':5",
      },
    ]);
  });

  it('selects aliases, casts and JSON paths', async () => {
    const { data, error } = await anon
      .from('rest_test_items')
      .select('id, label:name, price::text, color:meta->>color, meta->range, first_tag:tags->0')
      .in('id', [1, 4])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: 1,
        label: 'Laser Meter 40',
        price: '49.99',
        color: 'red',
        range: 40,
        first_tag: 'laser',
      },
      { id: 4, label: 'Target Plate', price: '4.25', color: null, range: null, first_tag: null },
    ]);
  });

  it.each([
    ['eq', (q: ReturnType<typeof items>) => q.eq('category', 'meters'), [1, 2]],
    ['neq', (q: ReturnType<typeof items>) => q.neq('category', 'meters'), [3, 4, 5, 6, 8]],
    ['gt', (q: ReturnType<typeof items>) => q.gt('price', 49.99), [2, 5, 8]],
    ['gte', (q: ReturnType<typeof items>) => q.gte('price', 49.99), [1, 2, 5, 8]],
    ['lt', (q: ReturnType<typeof items>) => q.lt('qty', 3), [2, 6]],
    ['lte', (q: ReturnType<typeof items>) => q.lte('qty', 3), [2, 5, 6]],
    ['like with *', (q: ReturnType<typeof items>) => q.like('name', 'Laser*'), [1, 2]],
    ['like is case sensitive', (q: ReturnType<typeof items>) => q.like('name', '*laser*'), []],
    ['ilike', (q: ReturnType<typeof items>) => q.ilike('name', '*laser*'), [1, 2, 5, 6]],
    ['match', (q: ReturnType<typeof items>) => q.match({ category: 'meters', qty: 0 }), [2]],
    ['regex match', (q: ReturnType<typeof items>) => q.regexMatch('name', '^L'), [1, 2, 5]],
    ['regex imatch', (q: ReturnType<typeof items>) => q.regexIMatch('name', '^l'), [1, 2, 5]],
    ['in', (q: ReturnType<typeof items>) => q.in('id', [1, 3, 5]), [1, 3, 5]],
    [
      'in with commas',
      (q: ReturnType<typeof items>) =>
        q.in('note', ['yearly check, with certificate', 'padded case']),
      [7, 8],
    ],
    ['not in', (q: ReturnType<typeof items>) => q.not('id', 'in', '(1,2,3,4,5)'), [6, 7, 8]],
    ['is null', (q: ReturnType<typeof items>) => q.is('qty', null), [4, 8]],
    ['not is null', (q: ReturnType<typeof items>) => q.not('qty', 'is', null), [1, 2, 3, 5, 6, 7]],
    ['is true', (q: ReturnType<typeof items>) => q.is('active', true), [1, 2, 5, 7, 8]],
    ['is false', (q: ReturnType<typeof items>) => q.is('active', false), [3, 6]],
    ['is unknown', (q: ReturnType<typeof items>) => q.filter('active', 'is', 'unknown'), [4]],
    [
      'is not_null',
      (q: ReturnType<typeof items>) => q.filter('qty', 'is', 'not_null'),
      [1, 2, 3, 5, 6, 7],
    ],
    [
      'isdistinct',
      (q: ReturnType<typeof items>) => q.isDistinct('category', 'meters'),
      [3, 4, 5, 6, 7, 8],
    ],
    ['not eq', (q: ReturnType<typeof items>) => q.not('category', 'eq', 'meters'), [3, 4, 5, 6, 8]],
    ['fts on tsvector', (q: ReturnType<typeof items>) => q.textSearch('doc', 'laser & green'), [5]],
    [
      'plfts',
      (q: ReturnType<typeof items>) => q.textSearch('doc', 'green beam', { type: 'plain' }),
      [5],
    ],
    [
      'phfts with config',
      (q: ReturnType<typeof items>) =>
        q.textSearch('doc', 'long range', { type: 'phrase', config: 'english' }),
      [2],
    ],
    [
      'wfts',
      (q: ReturnType<typeof items>) => q.textSearch('doc', 'laser -green', { type: 'websearch' }),
      [1, 2, 6],
    ],
    [
      'fts on a text column',
      (q: ReturnType<typeof items>) => q.textSearch('note', 'tripods', { config: 'english' }),
      [3],
    ],
    [
      'cs on an array',
      (q: ReturnType<typeof items>) => q.contains('tags', ['laser']),
      [1, 2, 5, 6],
    ],
    [
      'cs on jsonb',
      (q: ReturnType<typeof items>) => q.contains('meta', { color: 'black' }),
      [3, 7],
    ],
    [
      'cd',
      (q: ReturnType<typeof items>) =>
        q.containedBy('tags', ['laser', 'indoor', 'outdoor', 'mount']),
      [1, 2, 3, 4, 6],
    ],
    ['ov', (q: ReturnType<typeof items>) => q.overlaps('tags', ['green', 'bag']), [5, 7]],
    ['sl', (q: ReturnType<typeof items>) => q.rangeLt('stock', '[20,30)'), [1, 2, 5]],
    ['sr', (q: ReturnType<typeof items>) => q.rangeGt('stock', '[20,30)'), [6, 7]],
    ['nxr', (q: ReturnType<typeof items>) => q.rangeLte('stock', '[10,20)'), [1, 2, 5]],
    ['nxl', (q: ReturnType<typeof items>) => q.rangeGte('stock', '[10,20)'), [2, 3, 6, 7]],
    ['adj', (q: ReturnType<typeof items>) => q.rangeAdjacent('stock', '[30,40)'), [3, 6]],
    [
      'like(any)',
      (q: ReturnType<typeof items>) => q.likeAnyOf('name', ['Laser*', 'Carry*']),
      [1, 2, 7],
    ],
    [
      'ilike(all)',
      (q: ReturnType<typeof items>) => q.ilikeAllOf('name', ['*laser*', '*meter*']),
      [1, 2],
    ],
    ['eq(any)', (q: ReturnType<typeof items>) => q.filter('id', 'eq(any)', '{2,4,6}'), [2, 4, 6]],
    ['JSON path ->>', (q: ReturnType<typeof items>) => q.eq('meta->>color', 'black'), [3, 7]],
    ['JSON path ->', (q: ReturnType<typeof items>) => q.gt('meta->range', 50), [2, 6]],
  ])('filters with %s', async (_name, apply, expected) => {
    const { data, error } = await apply(items());
    expect(error).toBeNull();
    expect(ids(data)).toEqual(expected);
  });

  it('matches a quoted value with commas, quotes and parentheses', async () => {
    const { data, error } = await items().filter(
      'name',
      'in',
      '("Tripod, \\"Pro\\" (2m)","Carry Case")',
    );
    expect(error).toBeNull();
    expect(ids(data)).toEqual([3, 7]);
    const eq = await items().eq('name', 'Tripod, "Pro" (2m)');
    expect(ids(eq.data)).toEqual([3]);
  });

  it.each([
    ['or', 'category.eq.meters,price.lt.10', [1, 2, 4]],
    [
      'nested and with quoted value',
      'and(category.eq.levels,active.is.true),name.eq."Tripod, \\"Pro\\" (2m)"',
      [3, 5],
    ],
    [
      'quoted value with a comma',
      'note.eq."yearly check, with certificate",id.in.(1,2)',
      [1, 2, 8],
    ],
    ['three levels', 'and(category.eq.levels,or(qty.gt.2,price.is.null)),id.eq.7', [5, 6, 7]],
    ['not.and inside or', 'not.and(category.eq.meters,qty.gt.0),id.eq.99', [2, 3, 4, 5, 6, 8]],
    ['array literal', 'tags.cs.{laser,green},tags.eq.{}', [4, 5]],
  ])('combines filters with %s', async (_name, filter, expected) => {
    const { data, error } = await items().or(filter);
    expect(error).toBeNull();
    expect(ids(data)).toEqual(expected);
  });

  it('reads not.or=(...) and and=(...) next to root filters', async () => {
    const notOr = await rest(
      server,
      '/rest_test_items?select=id&order=id&not.or=(category.eq.meters,category.is.null)',
    );
    expect(notOr.status).toBe(200);
    expect(ids(notOr.json)).toEqual([3, 4, 5, 6, 8]);
    const and = await rest(
      server,
      `/rest_test_items?select=id&order=id&active=is.true&and=(price.gt.10,or(qty.is.null,qty.gt.5))`,
    );
    expect(ids(and.json)).toEqual([1, 7, 8]);
  });

  it('orders with nulls first and last over several columns', async () => {
    const desc = await anon
      .from('rest_test_items')
      .select('id')
      .order('price', { ascending: false, nullsFirst: true });
    expect(ids(desc.data)).toEqual([6, 5, 2, 8, 1, 3, 7, 4]);
    const ascNullsFirst = await anon
      .from('rest_test_items')
      .select('id')
      .order('qty', { nullsFirst: true })
      .order('id');
    expect(ids(ascNullsFirst.data)).toEqual([4, 8, 2, 6, 5, 3, 1, 7]);
    const multi = await anon
      .from('rest_test_items')
      .select('id')
      .order('category')
      .order('price', { ascending: false });
    expect(ids(multi.data)).toEqual([3, 4, 6, 5, 2, 1, 8, 7]);
    const json = await rest(
      server,
      '/rest_test_items?select=id&order=meta->>color.desc.nullslast,id',
    );
    expect(ids(json.json)).toEqual([1, 5, 2, 3, 7, 4, 6, 8]);
  });

  it('pages with exact counts, Content-Range and 206', async () => {
    const page = await anon
      .from('rest_test_items')
      .select('id', { count: 'exact' })
      .order('id')
      .range(2, 4);
    expect(page.status).toBe(206);
    expect(page.count).toBe(8);
    expect(ids(page.data)).toEqual([3, 4, 5]);

    const raw = await rest(server, '/rest_test_items?select=id&order=id&offset=2&limit=3', {
      headers: { prefer: 'count=exact' },
    });
    expect(raw.status).toBe(206);
    expect(raw.headers.get('content-range')).toBe('2-4/8');
    expect(raw.headers.get('preference-applied')).toBe('count=exact');

    const all = await rest(server, '/rest_test_items?select=id&category=eq.meters', {
      headers: { prefer: 'count=exact' },
    });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toBe('0-1/2');

    const none = await rest(server, '/rest_test_items?select=id&category=eq.nothing', {
      headers: { prefer: 'count=exact' },
    });
    expect(none.status).toBe(200);
    expect(none.headers.get('content-range')).toBe('*/0');
    expect(none.json).toEqual([]);

    const uncounted = await rest(server, '/rest_test_items?select=id&limit=2');
    expect(uncounted.status).toBe(200);
    expect(uncounted.headers.get('content-range')).toBe('0-1/*');

    const end = await anon.from('rest_test_items').select('id', { count: 'exact' }).range(8, 9);
    expect(end.data).toEqual([]);
    expect(end.count).toBe(8);

    const beyond = await rest(server, '/rest_test_items?select=id&offset=20', {
      headers: { prefer: 'count=exact' },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.json).toMatchObject({
      code: 'PGRST103',
      details: 'An offset of 20 was requested, but there are only 8 rows.',
    });

    // count=planned is the planner's estimate (EXPLAIN), exact here once statistics exist.
    await server.engine.exec('analyze public.rest_test_items');
    const planned = await anon
      .from('rest_test_items')
      .select('id', { count: 'planned', head: true });
    expect(planned.count).toBe(8);
  });

  it('honours the Range header and HEAD with a count', async () => {
    const ranged = await rest(server, '/rest_test_items?select=id&order=id', {
      headers: { range: '1-2', 'range-unit': 'items' },
    });
    expect(ids(ranged.json)).toEqual([2, 3]);
    expect(ranged.headers.get('content-range')).toBe('1-2/*');

    const head = await anon
      .from('rest_test_items')
      .select('*', { count: 'exact', head: true })
      .eq('category', 'meters');
    expect(head.error).toBeNull();
    expect(head.count).toBe(2);
    expect(head.data).toBeNull();

    const zero = await rest(server, '/rest_test_items?select=id&limit=0', {
      headers: { prefer: 'count=exact' },
    });
    expect(zero.json).toEqual([]);
    expect(zero.headers.get('content-range')).toBe('*/8');
  });

  it('answers .single() and .maybeSingle() on 0, 1 and 2 rows', async () => {
    const one = await anon.from('rest_test_items').select('id, name').eq('id', 2).single();
    expect(one.error).toBeNull();
    expect(one.data).toEqual({ id: 2, name: 'Laser Meter 100' });

    const zero = await anon.from('rest_test_items').select('id').eq('id', 99).single();
    expect(zero.status).toBe(406);
    expect(zero.error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
    });

    const two = await anon.from('rest_test_items').select('id').eq('category', 'meters').single();
    expect(two.status).toBe(406);
    expect(two.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });

    const maybeNone = await anon.from('rest_test_items').select('id').eq('id', 99).maybeSingle();
    expect(maybeNone.error).toBeNull();
    expect(maybeNone.data).toBeNull();
    const maybeOne = await anon.from('rest_test_items').select('id').eq('id', 7).maybeSingle();
    expect(maybeOne.data).toEqual({ id: 7 });
    const maybeTwo = await anon
      .from('rest_test_items')
      .select('id')
      .eq('category', 'levels')
      .maybeSingle();
    expect(maybeTwo.error?.code).toBe('PGRST116');
  });

  it('strips nulls and answers CSV when asked', async () => {
    const stripped = await anon
      .from('rest_test_items')
      .select('id, qty, meta')
      .eq('id', 4)
      .stripNulls();
    expect(stripped.data).toEqual([{ id: 4 }]);
    const csv = await anon
      .from('rest_test_items')
      .select('id, name')
      .in('id', [1, 3])
      .order('id')
      .csv();
    expect(csv.data).toBe('id,name\n1,"Laser Meter 40"\n3,"Tripod, ""Pro"" (2m)"');
  });

  it('pages exactly as RxDB replicateSupabase pulls, ties on _modified included', async () => {
    type Doc = { id: string; title: string; _modified: string; _deleted: boolean };
    const batches: string[][] = [];
    let checkpoint: { id: string; modified: string } | undefined;
    for (let i = 0; i < 5; i += 1) {
      let query = anon.from('rest_test_docs').select('*');
      if (checkpoint) {
        const { modified, id } = checkpoint;
        query = query.or(
          `"_modified".gt.${modified},and("_modified".eq.${modified},"id".gt.${id})`,
        );
      }
      const { data, error } = await query
        .order('_modified', { ascending: true })
        .order('id', { ascending: true })
        .limit(2);
      expect(error).toBeNull();
      const docs = data as Doc[];
      batches.push(docs.map((d) => d.id));
      const last = docs[docs.length - 1];
      if (!last) break;
      checkpoint = { id: last.id, modified: last._modified };
    }
    expect(batches).toEqual([['a', 'b'], ['c', 'd'], ['e', 'f'], []]);

    const tie = await anon
      .from('rest_test_docs')
      .select('id, _modified')
      .or(
        '"_modified".gt.2026-03-01T08:00:00.200002+00:00,and("_modified".eq.2026-03-01T08:00:00.200002+00:00,"id".gt.b)',
      )
      .order('_modified')
      .order('id');
    expect(tie.data).toEqual([
      { id: 'c', _modified: '2026-03-01T08:00:00.200002+00:00' },
      { id: 'd', _modified: '2026-03-01T08:00:00.200002+00:00' },
      { id: 'e', _modified: '2026-03-02T09:30:00.5+00:00' },
      { id: 'f', _modified: '2026-03-03T00:00:00+00:00' },
    ]);
  });
});
