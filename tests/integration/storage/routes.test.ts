// Storage routes by method and exact path: a route the emulator does not serve (signed URLs,
// move, copy, list v2) is a 404 in Storage's error shape, even when a bucket carries the
// route's word as its name, and nothing is written by a request that was not an upload.
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
      ['POST', '/object/sign/test-public/x.txt', { expiresIn: 60 }],
      ['POST', '/object/sign/test-public', { expiresIn: 60, paths: ['x.txt'] }],
      ['POST', '/object/upload/sign/test-public/x.txt', {}],
      ['PUT', '/object/upload/sign/test-public/x.txt', { any: 'bytes' }],
      ['POST', '/object/move', { bucketId: 'test-public', sourceKey: 'a', destinationKey: 'b' }],
      ['POST', '/object/copy', { bucketId: 'test-public', sourceKey: 'a', destinationKey: 'b' }],
      ['POST', '/object/list-v2/test-public', { prefix: '' }],
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

  it('the supabase-js calls for those routes fail and leave the buckets empty', async () => {
    const storage = admin.client.storage;
    const signed = await storage.from('b1').createSignedUrl('x.txt', 60);
    expect(signed.data).toBeNull();
    expect(signed.error?.message).toContain('not found');
    const moved = await storage.from('test-public').move('a.txt', 'b.txt');
    expect(moved.data).toBeNull();
    const copied = await storage.from('test-public').copy('a.txt', 'b.txt');
    expect(copied.data).toBeNull();
    const { rows } = await server.engine.query<{ bucket_id: string; name: string }>(
      `select bucket_id, name from storage.objects where bucket_id = any($1)`,
      [ROUTE_WORD_BUCKETS],
    );
    expect(rows).toEqual([]);
  });

  it('a GET under a route word is 404, not an object of a bucket by that name', async () => {
    const response = await fetch(`${server.url}/storage/v1/object/sign/test-public/x.txt`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: '404', error: 'Not Found' });
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
