// /rest/v1 writes through the real supabase-js client: insert / select / update / delete,
// upserts, missing=default, constraint errors with PostgREST's statuses, and row-level
// security decided by real policies over HTTP (fixture tables and the product's own).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { createRestFixtures, rest, signedInUser, type TestUser } from './rest-fixtures.ts';

describe.each(ENGINES)('/rest/v1 writes and RPCs on %s', (kind) => {
  let server: TestServer;
  let anon: SupabaseClient;
  let service: SupabaseClient;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await createRestFixtures(server);
    anon = server.client();
    service = server.client(server.serviceRoleKey);
    alice = await signedInUser(server);
    bob = await signedInUser(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('inserts, reads, updates and deletes a row', async () => {
    const inserted = await service
      .from('rest_test_items')
      .insert({ id: 100, name: 'Round trip', price: 10 });
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
    expect(inserted.data).toBeNull();

    const read = await service
      .from('rest_test_items')
      .select('id, name, price, active, created_at')
      .eq('id', 100)
      .single();
    expect(read.data).toEqual({
      id: 100,
      name: 'Round trip',
      price: 10,
      active: null,
      created_at: '2026-01-01T00:00:00+00:00',
    });

    const updated = await service
      .from('rest_test_items')
      .update({ price: 12.5, note: 'updated' })
      .eq('id', 100)
      .select('id, price, note');
    expect(updated.status).toBe(200);
    expect(updated.data).toEqual([{ id: 100, price: 12.5, note: 'updated' }]);

    const silent = await service
      .from('rest_test_items')
      .update({ qty: 3 }, { count: 'exact' })
      .eq('id', 100);
    expect(silent.status).toBe(204);
    expect(silent.count).toBe(1);

    const deleted = await service.from('rest_test_items').delete().eq('id', 100).select('id, qty');
    expect(deleted.status).toBe(200);
    expect(deleted.data).toEqual([{ id: 100, qty: 3 }]);
    const gone = await service.from('rest_test_items').select('id').eq('id', 100);
    expect(gone.data).toEqual([]);
    const nothing = await service.from('rest_test_items').delete({ count: 'exact' }).eq('id', 100);
    expect(nothing.status).toBe(204);
    expect(nothing.count).toBe(0);
  });

  it('inserts an array with differing keys as the union of its keys, missing ones NULL', async () => {
    const rows = await service
      .from('rest_test_items')
      .insert([
        { id: 111, name: 'With price', price: 3.5, created_at: '2026-05-05T05:05:05.5+05:30' },
        { id: 112, name: 'With qty', qty: 2, created_at: '2026-05-05T00:00:00Z' },
      ])
      .select('id, price, qty, created_at')
      .order('id');
    expect(rows.status).toBe(201);
    expect(rows.data).toEqual([
      { id: 111, price: 3.5, qty: null, created_at: '2026-05-04T23:35:05.5+00:00' },
      { id: 112, price: null, qty: 2, created_at: '2026-05-05T00:00:00+00:00' },
    ]);
    // Without created_at in every row, the union makes it NULL for the others: NOT NULL refuses.
    const union = await service.from('rest_test_items').insert([
      { id: 113, name: 'no date' },
      { id: 114, name: 'dated', created_at: '2026-05-05T00:00:00Z' },
    ]);
    expect(union.status).toBe(400);
    expect(union.error?.code).toBe('23502');
    const defaults = await service
      .from('rest_test_items')
      .insert(
        [
          { id: 113, name: 'no date' },
          { id: 114, name: 'dated', created_at: '2026-05-05T00:00:00Z' },
        ],
        {
          defaultToNull: false,
        },
      )
      .select('id, created_at')
      .order('id');
    expect(defaults.data).toEqual([
      { id: 113, created_at: '2026-01-01T00:00:00+00:00' },
      { id: 114, created_at: '2026-05-05T00:00:00+00:00' },
    ]);
  });

  it('applies column defaults with missing=default and fails NOT NULL without it', async () => {
    const withNulls = await service
      .from('rest_test_notes')
      .insert([{ body: 'first', status: 'done' }, { body: 'second' }]);
    expect(withNulls.status).toBe(400);
    expect(withNulls.error).toMatchObject({ code: '23502' });

    const withDefaults = await service
      .from('rest_test_notes')
      .insert([{ body: 'first', status: 'done' }, { body: 'second' }], { defaultToNull: false })
      .select('body, status, public');
    expect(withDefaults.status).toBe(201);
    expect(withDefaults.data).toEqual([
      { body: 'first', status: 'done', public: false },
      { body: 'second', status: 'new', public: false },
    ]);
  });

  it('upserts with merge-duplicates and ignore-duplicates', async () => {
    const created = await service
      .from('rest_test_items')
      .upsert({ id: 120, name: 'v1' })
      .select('id, name');
    expect(created.status).toBe(201);
    expect(created.data).toEqual([{ id: 120, name: 'v1' }]);

    const merged = await service
      .from('rest_test_items')
      .upsert({ id: 120, name: 'v2' })
      .select('id, name');
    expect(merged.status).toBe(200);
    expect(merged.data).toEqual([{ id: 120, name: 'v2' }]);

    const mixed = await service
      .from('rest_test_items')
      .upsert(
        [
          { id: 120, name: 'v3' },
          { id: 121, name: 'new' },
        ],
        { onConflict: 'id' },
      )
      .select('id, name')
      .order('id');
    expect(mixed.status).toBe(201);
    expect(mixed.data).toEqual([
      { id: 120, name: 'v3' },
      { id: 121, name: 'new' },
    ]);

    const ignored = await service
      .from('rest_test_items')
      .upsert({ id: 120, name: 'ignored' }, { ignoreDuplicates: true })
      .select('id, name');
    expect(ignored.status).toBe(201);
    expect(ignored.data).toEqual([]);
    const kept = await service.from('rest_test_items').select('name').eq('id', 120).single();
    expect(kept.data).toEqual({ name: 'v3' });
  });

  it('replaces one row with PUT and a primary key filter', async () => {
    const put = await rest(server, '/rest_test_items?id=eq.130', {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${server.serviceRoleKey}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
      body: JSON.stringify({ id: 130, name: 'Put row', price: 1 }),
    });
    expect(put.status).toBe(201);
    expect(put.json).toMatchObject([{ id: 130, name: 'Put row', price: 1 }]);
    const mismatch = await rest(server, '/rest_test_items?id=eq.131', {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${server.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ id: 130, name: 'Wrong' }),
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toMatchObject({ code: 'PGRST115' });
  });

  it('answers return=headers-only with a Location and counts in Content-Range', async () => {
    const response = await rest(server, '/rest_test_items', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${server.serviceRoleKey}`,
        'content-type': 'application/json',
        prefer: 'return=headers-only, count=exact',
      },
      body: JSON.stringify({ id: 170, name: 'Located' }),
    });
    expect(response.status).toBe(201);
    expect(response.text).toBe('');
    expect(response.headers.get('location')).toBe('/rest_test_items?id=eq.170');
    expect(response.headers.get('content-range')).toBe('*/1');
    expect(response.headers.get('preference-applied')).toBe('return=headers-only, count=exact');
  });

  it('maps constraint errors to PostgREST statuses', async () => {
    const duplicate = await service.from('rest_test_items').insert({ id: 1, name: 'again' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toEqual({
      code: '23505',
      message: 'duplicate key value violates unique constraint "rest_test_items_pkey"',
      details: 'Key (id)=(1) already exists.',
      hint: null,
    });
    const foreign = await service.from('rest_test_reviews').insert({ item_id: 999, stars: 3 });
    expect(foreign.status).toBe(409);
    expect(foreign.error?.code).toBe('23503');
    const check = await service.from('rest_test_reviews').insert({ item_id: 1, stars: 9 });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
    const notNull = await service.from('rest_test_items').insert({ id: 140 });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe('23502');
    const badType = await service.from('rest_test_items').insert({ id: 'abc', name: 'x' });
    expect(badType.status).toBe(400);
    expect(badType.error?.code).toBe('22P02');
    const unknownColumn = await service
      .from('rest_test_items')
      .insert({ id: 141, name: 'x', colour: 'red' });
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'colour' column of 'rest_test_items' in the schema cache",
    });
  });

  it('lets row-level security decide over HTTP: 401 for anon, 403 for a user', async () => {
    const anonInsert = await anon
      .from('rest_test_notes')
      .insert({ body: 'from anon', public: true });
    expect(anonInsert.status).toBe(401);
    expect(anonInsert.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "rest_test_notes"',
    });

    const forged = await alice.client
      .from('rest_test_notes')
      .insert({ body: 'as bob', owner: bob.id });
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe('42501');

    const own = await alice.client
      .from('rest_test_notes')
      .insert({ body: 'alice private' })
      .select('body, owner')
      .single();
    expect(own.status).toBe(201);
    expect(own.data).toEqual({ body: 'alice private', owner: alice.id });
    await alice.client.from('rest_test_notes').insert({ body: 'alice public', public: true });

    const visible = async (client: SupabaseClient) =>
      (
        (await client.from('rest_test_notes').select('body').like('body', 'alice*').order('body'))
          .data ?? []
      ).map((r) => (r as { body: string }).body);
    expect(await visible(alice.client)).toEqual(['alice private', 'alice public']);
    expect(await visible(bob.client)).toEqual(['alice public']);
    expect(await visible(anon)).toEqual(['alice public']);

    const bobUpdate = await bob.client
      .from('rest_test_notes')
      .update({ body: 'hijacked' }, { count: 'exact' })
      .eq('body', 'alice public');
    expect(bobUpdate.status).toBe(204);
    expect(bobUpdate.count).toBe(0);
    const anonDelete = await anon
      .from('rest_test_notes')
      .delete({ count: 'exact' })
      .like('body', 'alice*');
    expect(anonDelete.count).toBe(0);
    expect(await visible(alice.client)).toEqual(['alice private', 'alice public']);

    const readOnly = await anon.from('rest_test_items').insert({ id: 150, name: 'anon write' });
    expect(readOnly.status).toBe(401);
    expect(readOnly.error?.code).toBe('42501');
  });

  it('updates only while every column still matches, as RxDB pushes detect conflicts', async () => {
    const stale = await anon
      .from('rest_test_docs')
      .update({ id: 'e', title: 'edited offline', _deleted: false })
      .eq('id', 'e')
      .eq('title', 'changed on server')
      .eq('_deleted', false)
      .select();
    expect(stale.error).toBeNull();
    expect(stale.data).toEqual([]);

    const fresh = await anon
      .from('rest_test_docs')
      .update({ id: 'e', title: 'edited offline', _deleted: true })
      .eq('id', 'e')
      .eq('title', 'later')
      .eq('_deleted', false)
      .select();
    expect(fresh.data).toEqual([
      {
        id: 'e',
        title: 'edited offline',
        _modified: '2026-03-02T09:30:00.5+00:00',
        _deleted: true,
      },
    ]);
    const byId = await anon.from('rest_test_docs').select().eq('id', 'e').limit(1);
    expect(byId.data).toEqual(fresh.data);
    const conflict = await anon
      .from('rest_test_docs')
      .insert({ id: 'e', title: 'again', _deleted: false });
    expect(conflict.error?.code).toBe('23505');
  });

  it('sees tables, columns and functions a migration adds while the server runs', async () => {
    await service.from('rest_test_items').select('id').limit(1);
    await server.engine.exec(`
      alter table public.rest_test_items add column colour text;
      create table public.rest_test_late (id integer primary key, label text);
      grant select, insert on public.rest_test_late to anon;
      create function public.rest_test_late_count() returns bigint language sql stable
        as $$ select count(*) from public.rest_test_late $$;
    `);
    const insert = await service
      .from('rest_test_items')
      .insert({ id: 180, name: 'Coloured', colour: 'red' })
      .select('id, colour');
    expect(insert.data).toEqual([{ id: 180, colour: 'red' }]);
    expect((await anon.from('rest_test_late').insert({ id: 1, label: 'new' })).status).toBe(201);
    expect((await anon.from('rest_test_late').select('label')).data).toEqual([{ label: 'new' }]);
    expect((await anon.rpc('rest_test_late_count')).data).toBe(1);
  });

  it('rolls back a write that .single() refuses', async () => {
    const two = await service
      .from('rest_test_items')
      .insert([
        { id: 160, name: 'a' },
        { id: 161, name: 'b' },
      ])
      .select('id')
      .single();
    expect(two.status).toBe(406);
    expect(two.error?.code).toBe('PGRST116');
    const none = await service.from('rest_test_items').select('id').in('id', [160, 161]);
    expect(none.data).toEqual([]);
  });

  it('serves the real products table under its own policies', async () => {
    const { rows } = await server.engine.query<{ visible: number }>(
      `select count(*)::int as visible from public.products where not hidden`,
    );
    const visible = await anon
      .from('products')
      .select('id, name, price', { count: 'exact' })
      .order('id');
    expect(visible.error).toBeNull();
    expect(visible.count).toBe(rows[0]!.visible);
    expect(visible.count).toBeGreaterThan(0);

    const anonInsert = await anon
      .from('products')
      .insert({ id: 'rest-test', name: 'x', category: 'Tools', price: '100' });
    expect(anonInsert.status).toBe(401);
    expect(anonInsert.error?.code).toBe('42501');
    const userInsert = await alice.client
      .from('products')
      .insert({ id: 'rest-test', name: 'x', category: 'Tools', price: '100' });
    expect(userInsert.status).toBe(403);
    expect(userInsert.error?.code).toBe('42501');
    const anonDelete = await anon.from('products').delete().eq('id', 'rest-test');
    expect(anonDelete.status).toBe(401);
    expect(anonDelete.error).toMatchObject({
      code: '42501',
      message: 'permission denied for table products',
    });
  });
});
