// Resource embedding as PostgREST answers it (docs: "Resource Embedding"; errors from
// Error.hs): every cardinality, aliases, !inner, hints, spreads, nesting, parameters of
// embedded resources, embeds in write responses, views, RPC results and computed relationships.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { createChatFixtures } from './embed-fixtures.ts';
import { rest } from './rest-fixtures.ts';

describe.each(ENGINES)('/rest/v1 resource embedding on %s', (kind) => {
  let server: TestServer;
  let anon: SupabaseClient;
  const get = (path: string, headers: Record<string, string> = {}) =>
    rest(server, path, { headers });

  beforeAll(async () => {
    server = await startTestServer(kind);
    await createChatFixtures(server);
    anon = server.client();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('embeds a many-to-one relationship as an object, as supabase-js asks for it', async () => {
    const { data, error } = await anon
      .from('chat_messages')
      .select('id, message, chat_users(username)')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, message: 'Hello World', chat_users: { username: 'alice' } },
      { id: 2, message: 'Perfection is attained', chat_users: { username: 'bob' } },
      { id: 3, message: 'hi bob', chat_users: { username: 'alice' } },
      { id: 4, message: 'late reply', chat_users: { username: 'bob' } },
    ]);
  });

  it('embeds one-to-many as an array (empty when there are no rows), with aliases', async () => {
    const r = await get(
      '/chat_users?select=name:username,posts:chat_messages(id)&order=id&posts.order=id',
    );
    expect(r.status).toBe(200);
    expect(r.json).toEqual([
      { name: 'alice', posts: [{ id: 1 }, { id: 3 }] },
      { name: 'bob', posts: [{ id: 2 }, { id: 4 }] },
      { name: 'carol', posts: [] },
    ]);
  });

  it('embeds one-to-one both ways as objects, null when missing', async () => {
    const users = await get('/chat_users?select=username,chat_profiles(bio)&order=id');
    expect(users.json).toEqual([
      { username: 'alice', chat_profiles: { bio: 'admin' } },
      { username: 'bob', chat_profiles: { bio: null } },
      { username: 'carol', chat_profiles: null },
    ]);
    const profiles = await get('/chat_profiles?select=bio,chat_users(username)&order=user_id');
    expect(profiles.json).toEqual([
      { bio: 'admin', chat_users: { username: 'alice' } },
      { bio: null, chat_users: { username: 'bob' } },
    ]);
  });

  it('embeds many-to-many through the junction table, chosen by a hint', async () => {
    const r = await get(
      '/chat_users?select=username,chat_channels!chat_members(slug)&order=id&chat_channels.order=id',
    );
    expect(r.json).toEqual([
      { username: 'alice', chat_channels: [{ slug: 'public' }, { slug: 'random' }] },
      { username: 'bob', chat_channels: [{ slug: 'random' }] },
      { username: 'carol', chat_channels: [] },
    ]);
  });

  it('answers 300 PGRST201 for an ambiguous embed, listing the relationships', async () => {
    const r = await get('/chat_channels?select=slug,chat_users(*)');
    expect(r.status).toBe(300);
    expect(r.json).toEqual({
      code: 'PGRST201',
      message:
        "Could not embed because more than one relationship was found for 'chat_channels' and 'chat_users'",
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'chat_channels with chat_users',
          relationship:
            'chat_channels_created_by_fkey using chat_channels(created_by) and chat_users(id)',
        },
        {
          cardinality: 'many-to-many',
          embedding: 'chat_channels with chat_users',
          relationship:
            'chat_members using chat_members_channel_id_fkey(channel_id) and chat_members_user_id_fkey(user_id)',
        },
      ],
      hint: "Try changing 'chat_users' to one of the following: 'chat_users!chat_channels_created_by_fkey', 'chat_users!chat_members'. Find the desired relationship in the 'details' key.",
    });
  });

  it('disambiguates by foreign key name, by column, and by column as the target', async () => {
    const byFk = await get(
      '/chat_channels?select=slug,creator:chat_users!chat_channels_created_by_fkey(username)&order=id',
    );
    const byColumn = await get(
      '/chat_channels?select=slug,creator:chat_users!created_by(username)&order=id',
    );
    const columnTarget = await get('/chat_channels?select=slug,created_by(username)&order=id');
    const expected = [
      { slug: 'public', creator: { username: 'alice' } },
      { slug: 'random', creator: { username: 'bob' } },
      { slug: 'empty', creator: null },
    ];
    expect(byFk.json).toEqual(expected);
    expect(byColumn.json).toEqual(expected);
    expect(columnTarget.json).toEqual(
      expected.map(({ slug, creator }) => ({ slug, created_by: creator })),
    );
  });

  it('refuses two embeds under one key (42712) instead of dropping one; aliased, both come back', async () => {
    const twice = await get('/chat_messages?select=id,chat_users(username),chat_users(id)');
    expect(twice.status).toBe(400);
    expect(twice.json).toEqual({
      code: '42712',
      details: null,
      hint: "Give each embed of 'chat_users' its own alias, e.g. 'first_chat_users:chat_users!...(*)'.",
      message: 'table name "chat_messages_chat_users_1" specified more than once',
    });
    const aliased = await get(
      '/chat_messages?select=id,author:chat_users(username),author_id:chat_users(id)&id=eq.1',
    );
    expect(aliased.json).toEqual([{ id: 1, author: { username: 'alice' }, author_id: { id: 1 } }]);
  });

  it('answers 400 PGRST200 when no relationship matches, with a suggestion', async () => {
    const typo = await get('/chat_messages?select=id,chat_user(username)');
    expect(typo.status).toBe(400);
    expect(typo.json).toEqual({
      code: 'PGRST200',
      message:
        "Could not find a relationship between 'chat_messages' and 'chat_user' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'chat_messages' and 'chat_user' in the schema 'public', but no matches were found.",
      hint: "Perhaps you meant 'chat_users' instead of 'chat_user'.",
    });
    const badHint = await get('/chat_messages?select=id,chat_users!nope(username)');
    expect(badHint.status).toBe(400);
    expect(badHint.json).toMatchObject({
      code: 'PGRST200',
      details:
        "Searched for a foreign key relationship between 'chat_messages' and 'chat_users' using the hint 'nope' in the schema 'public', but no matches were found.",
      hint: null,
    });
  });

  it('!inner drops parents without a matching embed; !left keeps them', async () => {
    const inner = await get(
      '/chat_messages?select=id,chat_channels!inner(slug)&chat_channels.slug=eq.public&order=id',
      { Prefer: 'count=exact' },
    );
    expect(inner.json).toEqual([
      { id: 1, chat_channels: { slug: 'public' } },
      { id: 4, chat_channels: { slug: 'public' } },
    ]);
    expect(inner.headers.get('content-range')).toBe('0-1/2');
    const left = await get(
      '/chat_messages?select=id,chat_channels!left(slug)&chat_channels.slug=eq.public&order=id',
    );
    expect(left.json).toEqual([
      { id: 1, chat_channels: { slug: 'public' } },
      { id: 2, chat_channels: null },
      { id: 3, chat_channels: null },
      { id: 4, chat_channels: { slug: 'public' } },
    ]);
    const innerMany = await get(
      '/chat_users?select=username,chat_messages!inner()&chat_messages.channel_id=eq.2&order=id',
    );
    expect(innerMany.json).toEqual([{ username: 'alice' }, { username: 'bob' }]);
  });

  it('spreads to-one columns into the parent and to-many columns as arrays', async () => {
    const one = await get(
      '/chat_messages?select=id,...chat_users(username,status)&id=lt.3&order=id',
    );
    expect(one.json).toEqual([
      { id: 1, username: 'alice', status: 'ONLINE' },
      { id: 2, username: 'bob', status: 'OFFLINE' },
    ]);
    const many = await get(
      '/chat_users?select=username,...chat_messages(message_id:id)&order=id&chat_messages.order=id',
    );
    expect(many.json).toEqual([
      { username: 'alice', message_id: [1, 3] },
      { username: 'bob', message_id: [2, 4] },
      { username: 'carol', message_id: [] },
    ]);
  });

  it('nests embeds, with filters, order, limit, offset and or= on each level', async () => {
    const r = await get(
      '/chat_channels?select=slug,chat_messages(id,author:chat_users(username))' +
        '&chat_messages.order=id.desc&chat_messages.limit=1&id=lt.3&order=id',
    );
    expect(r.json).toEqual([
      { slug: 'public', chat_messages: [{ id: 4, author: { username: 'bob' } }] },
      { slug: 'random', chat_messages: [{ id: 3, author: { username: 'alice' } }] },
    ]);
    const offset = await get(
      '/chat_channels?select=slug,chat_messages(id)&chat_messages.order=id&chat_messages.offset=1&id=eq.1',
    );
    expect(offset.json).toEqual([{ slug: 'public', chat_messages: [{ id: 4 }] }]);
    const or = await get(
      '/chat_users?select=username,chat_messages(id)&chat_messages.or=(id.eq.1,id.eq.4)&order=id&chat_messages.order=id',
    );
    expect(or.json).toEqual([
      { username: 'alice', chat_messages: [{ id: 1 }] },
      { username: 'bob', chat_messages: [{ id: 4 }] },
      { username: 'carol', chat_messages: [] },
    ]);
    const filtered = await anon
      .from('chat_users')
      .select('username, chat_messages(id)')
      .eq('chat_messages.channel_id', 2)
      .order('id');
    expect(filtered.data).toEqual([
      { username: 'alice', chat_messages: [{ id: 3 }] },
      { username: 'bob', chat_messages: [{ id: 2 }] },
      { username: 'carol', chat_messages: [] },
    ]);
  });

  it('filters parents by whether an embed is empty (embed=not.is.null / is.null)', async () => {
    const some = await get(
      '/chat_users?select=username,chat_messages(id)&chat_messages.channel_id=eq.1&chat_messages=not.is.null&order=id',
    );
    expect(some.json).toEqual([
      { username: 'alice', chat_messages: [{ id: 1 }] },
      { username: 'bob', chat_messages: [{ id: 4 }] },
    ]);
    const none = await get('/chat_users?select=username,chat_profiles(bio)&chat_profiles=is.null');
    expect(none.json).toEqual([{ username: 'carol', chat_profiles: null }]);
    const { data } = await anon
      .from('chat_channels')
      .select('slug, chat_messages()')
      .is('chat_messages', null);
    expect(data).toEqual([{ slug: 'empty' }]);
  });

  it('orders by a to-one embed, and refuses a to-many one with PGRST118', async () => {
    const r = await get(
      '/chat_messages?select=id,chat_users(username)&order=chat_users(username).desc,id',
    );
    expect((r.json as { id: number }[]).map((m) => m.id)).toEqual([2, 4, 1, 3]);
    const many = await get('/chat_users?select=id,chat_messages(id)&order=chat_messages(id)');
    expect(many.status).toBe(400);
    expect(many.json).toEqual({
      code: 'PGRST118',
      message: "A related order on 'chat_messages' is not possible",
      details:
        "'chat_users' and 'chat_messages' do not form a many-to-one or one-to-one relationship",
      hint: null,
    });
  });

  it('answers PGRST108 for parameters of a resource that is not embedded', async () => {
    const r = await get('/chat_users?select=username&chat_messages.id=eq.1');
    expect(r.status).toBe(400);
    expect(r.json).toEqual({
      code: 'PGRST108',
      message: "'chat_messages' is not an embedded resource in this request",
      details: null,
      hint: "Verify that 'chat_messages' is included in the 'select' query parameter.",
    });
  });

  it('embeds in insert, update and delete responses (return=representation)', async () => {
    const token = anon;
    const inserted = await token
      .from('chat_messages')
      .insert({ message: 'new one', user_id: 3, channel_id: 3 })
      .select('id, message, chat_users(username), chat_channels(slug)')
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual({
      id: 5,
      message: 'new one',
      chat_users: { username: 'carol' },
      chat_channels: { slug: 'empty' },
    });
    const updated = await anon
      .from('chat_messages')
      .update({ channel_id: 1 })
      .eq('id', 5)
      .select('id, ...chat_channels(slug)');
    expect(updated.data).toEqual([{ id: 5, slug: 'public' }]);
    const deleted = await anon
      .from('chat_messages')
      .delete()
      .eq('id', 5)
      .select('id, author:chat_users(username)');
    expect(deleted.data).toEqual([{ id: 5, author: { username: 'carol' } }]);
    const { rows } = await server.engine.query('select id from public.chat_messages where id = 5');
    expect(rows).toEqual([]);
  });

  it('embeds through views, from RPC results and along computed relationships', async () => {
    const view = await get('/chat_posts?select=id,chat_users(username)&order=id&limit=2');
    expect(view.json).toEqual([
      { id: 1, chat_users: { username: 'alice' } },
      { id: 2, chat_users: { username: 'bob' } },
    ]);
    const rpc = await anon
      .rpc('chat_messages_in', { channel: 2 })
      .select('id, chat_users(username)')
      .order('id');
    expect(rpc.data).toEqual([
      { id: 2, chat_users: { username: 'bob' } },
      { id: 3, chat_users: { username: 'alice' } },
    ]);
    const computed = await get('/chat_channels?select=slug,chat_last_message(id,message)&order=id');
    expect(computed.json).toEqual([
      { slug: 'public', chat_last_message: { id: 4, message: 'late reply' } },
      { slug: 'random', chat_last_message: { id: 3, message: 'hi bob' } },
      { slug: 'empty', chat_last_message: null },
    ]);
  });
});
