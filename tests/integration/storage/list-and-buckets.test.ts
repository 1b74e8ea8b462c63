// Listing a folder level (default limit 100, as the spec says) and the bucket API, through
// the real supabase-js.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { BUCKET, PNG, createTestBuckets, signedIn, type TestUser } from './storage-fixtures.ts';

describe.each(ENGINES)('storage list and buckets (%s)', (kind) => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await createTestBuckets(server);
    admin = await signedIn(server, true);
    const bucket = admin.client.storage.from(BUCKET);
    for (const key of ['list/c.png', 'list/a.png', 'list/b.png', 'list/sub/deep.png']) {
      const { error } = await bucket.upload(key, PNG, { contentType: 'image/png' });
      expect(error).toBeNull();
    }
    // Rows only (list reads rows): 120 objects in one folder.
    await server.engine.exec(`insert into storage.objects (bucket_id, name, metadata)
      select '${BUCKET}', 'bulk/' || lpad(i::text, 3, '0') || '.png', '{}'::jsonb
      from generate_series(1, 120) i`);
  });
  afterAll(() => server?.stop());

  it('lists one level: sub-folders first, then files by name', async () => {
    const { data, error } = await server.client().storage.from(BUCKET).list('list');
    expect(error).toBeNull();
    expect(data!.map((o) => [o.name, o.id === null])).toEqual([
      ['sub', true],
      ['a.png', false],
      ['b.png', false],
      ['c.png', false],
    ]);
    expect(data![1]!.metadata).toMatchObject({ mimetype: 'image/png', size: PNG.length });
  });

  it('honours limit, offset and sortBy', async () => {
    const list = server.client().storage.from(BUCKET);
    const page = await list.list('list', {
      limit: 2,
      offset: 1,
      sortBy: { column: 'name', order: 'desc' },
    });
    expect(page.data!.map((o) => o.name)).toEqual(['c.png', 'b.png']);
  });

  it('returns at most 100 entries by default', async () => {
    const { data } = await server.client().storage.from(BUCKET).list('bulk');
    expect(data).toHaveLength(100);
    expect(data![99]!.name).toBe('100.png');
    const rest = await server.client().storage.from(BUCKET).list('bulk', { offset: 100 });
    expect(rest.data).toHaveLength(20);
  });

  it('service_role creates, lists and reads buckets; anon may not create', async () => {
    const service = server.client(server.serviceRoleKey).storage;
    const created = await service.createBucket('made-by-api', {
      public: true,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['image/png'],
    });
    expect(created).toEqual({ data: { name: 'made-by-api' }, error: null });
    const { data: bucket } = await service.getBucket('made-by-api');
    expect(bucket).toMatchObject({
      id: 'made-by-api',
      public: true,
      file_size_limit: 1_000_000,
      allowed_mime_types: ['image/png'],
    });
    const { data: all } = await service.listBuckets();
    expect(all!.map((b) => b.id)).toContain('made-by-api');

    const duplicate = await service.createBucket('made-by-api');
    expect(duplicate.error).toMatchObject({ statusCode: '409' });
    const anon = await server.client().storage.createBucket('by-anon');
    expect(anon.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const missing = await service.getBucket('no-such-bucket');
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});
