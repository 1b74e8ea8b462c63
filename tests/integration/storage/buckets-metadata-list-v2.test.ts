// Through the real supabase-js: the uploader's metadata (stored in user_metadata, read back
// by info()), listV2's folders, objects and cursor, bucket update, empty and delete (only for
// callers the storage.buckets policies allow: service_role here), and public links served
// for public buckets only.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import {
  BUCKET,
  OPEN_BUCKET,
  PNG,
  PRIVATE_BUCKET,
  createTestBuckets,
  signedIn,
  type TestUser,
} from './storage-fixtures.ts';

describe.each(ENGINES)('storage buckets, metadata and list v2 (%s)', (kind) => {
  let server: TestServer;
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await createTestBuckets(server);
    admin = await signedIn(server, true);
    user = await signedIn(server, false);
  });
  afterAll(() => server?.stop());

  async function userMetadata(bucket: string, key: string) {
    const { rows } = await server.engine.query<{ user_metadata: unknown }>(
      'select user_metadata from storage.objects where bucket_id = $1 and name = $2',
      [bucket, key],
    );
    return rows[0]?.user_metadata;
  }

  it('upload metadata is stored as user_metadata (header or form field) and info() returns it', async () => {
    const bucket = admin.client.storage.from(OPEN_BUCKET);
    const metadata = { sku: 'LT-900', batch: 7 };
    const raw = await bucket.upload('meta/raw.png', PNG, { contentType: 'image/png', metadata });
    expect(raw.error).toBeNull();
    const blob = new Blob([PNG], { type: 'image/png' });
    const form = await bucket.upload('meta/blob.png', blob, { metadata: { sku: 'LT-901' } });
    expect(form.error).toBeNull();
    expect(await userMetadata(OPEN_BUCKET, 'meta/raw.png')).toEqual(metadata);
    expect(await userMetadata(OPEN_BUCKET, 'meta/blob.png')).toEqual({ sku: 'LT-901' });

    const info = await bucket.info('meta/raw.png');
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ name: 'meta/raw.png', size: PNG.length, metadata });
    const plain = await bucket.upload('meta/none.png', PNG, { contentType: 'image/png' });
    expect(plain.error).toBeNull();
    expect((await bucket.info('meta/none.png')).data?.metadata).toBeNull();

    const bad = await fetch(`${server.url}/storage/v1/object/${OPEN_BUCKET}/meta/bad.png`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${admin.token}`,
        'content-type': 'image/png',
        'x-metadata': Buffer.from('[1,2]').toString('base64'),
      },
      body: PNG,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      statusCode: '400',
      message: 'Invalid metadata: a JSON object of at most 8 KB is expected',
    });
  });

  it('listV2 lists flat or by folder, pages with its cursor, and only what the caller reads', async () => {
    const bucket = admin.client.storage.from(BUCKET);
    for (const key of ['v2/a.png', 'v2/b.png', 'v2/sub/c.png', 'v2/sub/d.png', 'v2/z.png']) {
      expect((await bucket.upload(key, PNG, { contentType: 'image/png' })).error).toBeNull();
    }
    const grouped = await bucket.listV2({ prefix: 'v2/', with_delimiter: true });
    expect(grouped.error).toBeNull();
    expect(grouped.data).toMatchObject({
      hasNext: false,
      folders: [{ name: 'sub', key: 'v2/sub/' }],
    });
    expect(grouped.data!.objects.map((o) => [o.name, o.key])).toEqual([
      ['a.png', 'v2/a.png'],
      ['b.png', 'v2/b.png'],
      ['z.png', 'v2/z.png'],
    ]);
    expect(grouped.data!.objects[0]!.metadata).toMatchObject({ size: PNG.length });

    const keys: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page++) {
      const { data } = await bucket.listV2({ prefix: 'v2/', limit: 2, cursor });
      keys.push(...data!.objects.map((o) => o.key!));
      if (!data!.hasNext) break;
      expect(data!.objects).toHaveLength(2);
      cursor = data!.nextCursor;
    }
    expect(keys).toEqual(['v2/a.png', 'v2/b.png', 'v2/sub/c.png', 'v2/sub/d.png', 'v2/z.png']);

    const hidden = await user.client.storage.from(PRIVATE_BUCKET).listV2();
    expect(hidden.data).toEqual({ hasNext: false, folders: [], objects: [] });
  });

  it('updateBucket, emptyBucket and deleteBucket for service_role; others find no bucket', async () => {
    const service = server.client(server.serviceRoleKey).storage;
    expect((await service.createBucket('tmp-bucket', { public: false })).error).toBeNull();
    const updated = await service.updateBucket('tmp-bucket', {
      public: true,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['image/png'],
    });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    const { rows } = await server.engine.query(
      `select public, file_size_limit::float8 as limit, allowed_mime_types from storage.buckets
       where id = 'tmp-bucket'`,
    );
    expect(rows).toEqual([{ public: true, limit: 1e6, allowed_mime_types: ['image/png'] }]);

    for (const client of [user.client.storage, admin.client.storage]) {
      expect((await client.updateBucket('tmp-bucket', { public: false })).error).toMatchObject({
        statusCode: '404',
        message: 'Bucket not found',
      });
      expect((await client.deleteBucket('tmp-bucket')).error).toMatchObject({ statusCode: '404' });
      expect((await client.emptyBucket('tmp-bucket')).error).toMatchObject({ statusCode: '404' });
    }

    const put = await service
      .from('tmp-bucket')
      .upload('a/b.png', PNG, { contentType: 'image/png' });
    expect(put.error).toBeNull();
    const refused = await service.deleteBucket('tmp-bucket');
    expect(refused.error).toMatchObject({
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    });
    const folder = path.join(server.config.storageDir, 'tmp-bucket', 'a', 'b.png');
    expect(existsSync(folder)).toBe(true);

    const emptied = await service.emptyBucket('tmp-bucket');
    expect(emptied).toEqual({ data: { message: 'Successfully emptied' }, error: null });
    const left = await server.engine.query(
      `select 1 from storage.objects where bucket_id = 'tmp-bucket'`,
    );
    expect(left.rows).toEqual([]);
    expect(existsSync(folder)).toBe(false);

    const deleted = await service.deleteBucket('tmp-bucket');
    expect(deleted).toEqual({ data: { message: 'Successfully deleted' }, error: null });
    const gone = await server.engine.query(`select 1 from storage.buckets where id = 'tmp-bucket'`);
    expect(gone.rows).toEqual([]);
  });

  it('public links serve public buckets only', async () => {
    expect(
      (
        await admin.client.storage
          .from(PRIVATE_BUCKET)
          .upload('p.png', PNG, { contentType: 'image/png' })
      ).error,
    ).toBeNull();
    const privateUrl = server.client().storage.from(PRIVATE_BUCKET).getPublicUrl('p.png');
    const res = await fetch(privateUrl.data.publicUrl);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    const publicUrl = server.client().storage.from(OPEN_BUCKET).getPublicUrl('meta/raw.png');
    expect((await fetch(publicUrl.data.publicUrl)).status).toBe(200);
  });
});
