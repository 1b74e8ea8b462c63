// Storage routes by method and exact path: a route word (sign, upload, move, copy, list-v2,
// render, ...) right after /object/ is that route, never a bucket of that name; a method or
// shape the emulator does not serve under it (image rendering, a DELETE on /object/move) is a
// 404 in Storage's error shape, and nothing is written by a request that was not an upload.
// Each implemented route's behaviour has its own file (signed-urls, move-copy, list-v2 and
// buckets tests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { OPEN_BUCKET, createTestBuckets, signedIn, type TestUser } from './storage-fixtures.ts';

const ROUTE_WORD_BUCKETS = ['sign', 'upload', 'move', 'copy', 'list-v2'];

describe.each(ENGINES)('storage routes (%s)', (kind) => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await createTestBuckets(server);
    // Buckets named like Storage's routes, writable by the test admin like the others.
    const names = ROUTE_WORD_BUCKETS.map((n) => `('${n}', '${n}', true)`).join(', ');
    const list = ROUTE_WORD_BUCKETS.map((n) => `'${n}'`).join(', ');
    await server.engine.exec(`
      insert into storage.buckets (id, name, public) values ${names};
      create policy test_route_word_insert on storage.objects for insert to authenticated
        with check (bucket_id in (${list}));
    `);
    admin = await signedIn(server, true);
  });
  afterAll(() => server?.stop());

  async function objectCount(): Promise<number> {
    const { rows } = await server.engine.query<{ n: number }>(
      'select count(*)::int as n from storage.objects',
    );
    return rows[0]!.n;
  }

  async function call(method: string, path: string, body: unknown) {
    const response = await fetch(`${server.url}/storage/v1${path}`, {
      method,
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${admin.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('routes it does not serve answer 404 and store nothing, whatever the buckets are called', async () => {
    const before = await objectCount();
    const attempts: [string, string, unknown][] = [
      ['POST', '/object/render/image/public/test-public/x.png', {}],
      ['POST', '/object/render/test-public/x.txt', { any: 'bytes' }],
      ['PUT', '/object/sign/test-public/x.txt', { any: 'bytes' }],
      ['POST', '/object/upload/test-public/x.txt', { any: 'bytes' }],
      ['DELETE', '/object/upload/sign/test-public/x.txt', {}],
      ['PUT', '/object/move', { bucketId: 'test-public', sourceKey: 'a', destinationKey: 'b' }],
      ['POST', '/object/copy/test-public/x.txt', { any: 'bytes' }],
      ['POST', '/object/list-v2', { prefix: '' }],
      ['DELETE', '/object/move/x.txt', {}],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await call(method, path, body);
      expect(answer, `${method} ${path}`).toEqual({
        status: 404,
        body: {
          statusCode: '404',
          error: 'Not Found',
          message: `Route ${method}:/storage/v1${path} not found`,
        },
      });
    }
    expect(await objectCount()).toBe(before);
  });

  it('the route words are their routes: missing objects are not found, nothing is stored', async () => {
    const storage = admin.client.storage;
    const signed = await storage.from('test-public').createSignedUrl('x.txt', 60);
    expect(signed).toEqual({
      data: null,
      error: expect.objectContaining({ statusCode: '404', message: 'Object not found' }),
    });
    const moved = await storage.from('test-public').move('a.txt', 'b.txt');
    expect(moved.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    const copied = await storage.from('test-public').copy('a.txt', 'b.txt');
    expect(copied.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    const listed = await storage.from('test-public').listV2({ prefix: 'nothing/' });
    expect(listed).toEqual({ data: { hasNext: false, folders: [], objects: [] }, error: null });
    const { rows } = await server.engine.query<{ bucket_id: string; name: string }>(
      `select bucket_id, name from storage.objects where bucket_id = any($1)`,
      [ROUTE_WORD_BUCKETS],
    );
    expect(rows).toEqual([]);
  });

  it('a bucket named like a route word is reached through the routes, as on hosted Storage', async () => {
    // POST /object/sign/x.txt is createSignedUrls on bucket x.txt, never an upload to `sign`.
    const upload = await admin.client.storage.from('sign').upload('x.txt', Buffer.from('x'));
    expect(upload.error).toMatchObject({ statusCode: '400' });
    const signed = await admin.client.storage.from('sign').createSignedUrl('x.txt', 60);
    expect(signed.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    const { rows } = await server.engine.query(
      `select 1 from storage.objects where bucket_id = 'sign'`,
    );
    expect(rows).toEqual([]);
  });

  it('a GET under a route word is that route, not an object of a bucket by that name', async () => {
    const response = await fetch(`${server.url}/storage/v1/object/sign/test-public/x.txt`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: '400',
      message: "querystring must have required property 'token'",
    });
    const render = await fetch(
      `${server.url}/storage/v1/object/render/image/public/test-public/x.png`,
      { headers: { apikey: server.anonKey } },
    );
    expect(render.status).toBe(404);
    expect(await render.json()).toMatchObject({ statusCode: '404', error: 'Not Found' });
  });

  it('a key may start with a route word: it is an object of its own bucket', async () => {
    const { error } = await admin.client.storage
      .from(OPEN_BUCKET)
      .upload('sign/nested.txt', Buffer.from('hello'), { contentType: 'text/plain' });
    expect(error).toBeNull();
    const { rows } = await server.engine.query<{ bucket_id: string; name: string }>(
      `select bucket_id, name from storage.objects where name = 'sign/nested.txt'`,
    );
    expect(rows).toEqual([{ bucket_id: OPEN_BUCKET, name: 'sign/nested.txt' }]);
  });
});
