// Storage through the real supabase-js: admins upload, replace and delete (allowed by the
// policies), anon and plain users are refused by the same policies, and getPublicUrl links
// serve the exact bytes with the stored type and caching headers, with no apikey.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import {
  BUCKET,
  JPEG,
  PNG,
  PRIVATE_BUCKET,
  createTestBuckets,
  objectRow,
  signedIn,
  type TestUser,
} from './storage-fixtures.ts';

describe.each(ENGINES)('storage objects (%s)', (kind) => {
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

  const versionFiles = (bucket: string, key: string) => {
    const dir = path.join(server.config.storageDir, bucket, ...key.split('/'));
    return existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith('#')) : [];
  };

  it('an admin uploads; the row is written as them and the public URL serves the exact bytes', async () => {
    const { data, error } = await admin.client.storage
      .from(BUCKET)
      .upload('drills/laser.png', PNG, { contentType: 'image/png', cacheControl: '600' });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      path: 'drills/laser.png',
      fullPath: `${BUCKET}/drills/laser.png`,
    });

    const row = await objectRow(server, BUCKET, 'drills/laser.png');
    expect(row).toMatchObject({ id: data!.id, owner: admin.id });
    expect(row!.metadata).toMatchObject({
      size: PNG.length,
      mimetype: 'image/png',
      cacheControl: 'max-age=600',
    });
    expect(versionFiles(BUCKET, 'drills/laser.png')).toEqual([`#${row!.version}`]);

    const url = server.client().storage.from(BUCKET).getPublicUrl('drills/laser.png')
      .data.publicUrl;
    const res = await fetch(url); // no apikey, as an <img> tag would load it
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=600');
    expect(res.headers.get('etag')).toBe(row!.metadata.eTag);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');

    const cached = await fetch(url, { headers: { 'if-none-match': String(row!.metadata.eTag) } });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');

    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PNG.length));
  });

  it('a Blob goes up as multipart, keeps its type, and gets max-age=3600 by default', async () => {
    const blob = new Blob([JPEG], { type: 'image/jpeg' });
    const { error } = await admin.client.storage.from(BUCKET).upload('blob.jpg', blob);
    expect(error).toBeNull();
    const res = await fetch(
      server.client().storage.from(BUCKET).getPublicUrl('blob.jpg').data.publicUrl,
    );
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(JPEG);
  });

  it('anon and a signed-in non-admin are refused by the policies, with nothing stored', async () => {
    for (const client of [server.client(), user.client]) {
      const { data, error } = await client.storage
        .from(BUCKET)
        .upload('denied.png', PNG, { contentType: 'image/png' });
      expect(data).toBeNull();
      // Hosted Storage's shape: HTTP 400, the real status in statusCode.
      expect(error).toMatchObject({
        status: 400,
        statusCode: '403',
        message: 'new row violates row-level security policy',
      });
    }
    expect(await objectRow(server, BUCKET, 'denied.png')).toBeUndefined();
    expect(versionFiles(BUCKET, 'denied.png')).toEqual([]);
  });

  it('a second upload is 409 Duplicate; upsert and update replace bytes, type and ETag', async () => {
    const bucket = admin.client.storage.from(BUCKET);
    await bucket.upload('replace.png', PNG, { contentType: 'image/png' });
    const first = await objectRow(server, BUCKET, 'replace.png');

    const again = await bucket.upload('replace.png', PNG, { contentType: 'image/png' });
    expect(again.error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });

    const upserted = await bucket.upload('replace.png', JPEG, {
      contentType: 'image/jpeg',
      upsert: true,
    });
    expect(upserted.error).toBeNull();
    expect(upserted.data!.id).toBe(first!.id);
    const second = await objectRow(server, BUCKET, 'replace.png');
    expect(second!.metadata).toMatchObject({ mimetype: 'image/jpeg', size: JPEG.length });
    expect(second!.metadata.eTag).not.toBe(first!.metadata.eTag);
    expect(versionFiles(BUCKET, 'replace.png')).toEqual([`#${second!.version}`]);

    const updated = await bucket.update('replace.png', PNG, { contentType: 'image/png' });
    expect(updated.error).toBeNull();
    const res = await fetch(
      server.client().storage.from(BUCKET).getPublicUrl('replace.png').data.publicUrl,
    );
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
  });

  it('a non-admin cannot replace with upsert or delete', async () => {
    await admin.client.storage.from(BUCKET).upload('kept.png', PNG, { contentType: 'image/png' });
    const upsert = await user.client.storage
      .from(BUCKET)
      .upload('kept.png', JPEG, { contentType: 'image/jpeg', upsert: true });
    expect(upsert.error).toMatchObject({ statusCode: '403' });
    const removed = await user.client.storage.from(BUCKET).remove(['kept.png']);
    expect(removed).toEqual({ data: [], error: null });
    expect((await objectRow(server, BUCKET, 'kept.png'))!.metadata.mimetype).toBe('image/png');
  });

  it('remove deletes row and file; the public URL then answers NoSuchKey', async () => {
    const bucket = admin.client.storage.from(BUCKET);
    await bucket.upload('gone/a.png', PNG, { contentType: 'image/png' });
    const { data, error } = await bucket.remove(['gone/a.png', 'never-existed.png']);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name)).toEqual(['gone/a.png']);
    expect(await objectRow(server, BUCKET, 'gone/a.png')).toBeUndefined();
    expect(existsSync(path.join(server.config.storageDir, BUCKET, 'gone'))).toBe(false);

    const res = await fetch(
      server.client().storage.from(BUCKET).getPublicUrl('gone/a.png').data.publicUrl,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      statusCode: '404',
      error: 'not_found',
      message: 'Object not found',
    });
  });

  it('DELETE /object/{bucket}/{key} deletes one object; a missing one is NoSuchKey', async () => {
    await admin.client.storage.from(BUCKET).upload('single.png', PNG, { contentType: 'image/png' });
    const url = `${server.url}/storage/v1/object/${BUCKET}/single.png`;
    const headers = { apikey: server.anonKey, authorization: `Bearer ${admin.token}` };
    const res = await fetch(url, { method: 'DELETE', headers });
    expect(await res.json()).toEqual({ message: 'Successfully deleted' });
    const again = await fetch(url, { method: 'DELETE', headers });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });

  it('a private bucket is not public; its owner downloads it through the select policy', async () => {
    const put = await admin.client.storage
      .from(PRIVATE_BUCKET)
      .upload('invoice.png', PNG, { contentType: 'image/png' });
    expect(put.error).toBeNull();

    const publicUrl = server.client().storage.from(PRIVATE_BUCKET).getPublicUrl('invoice.png');
    const res = await fetch(publicUrl.data.publicUrl);
    expect(await res.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });

    const own = await admin.client.storage.from(PRIVATE_BUCKET).download('invoice.png');
    expect(Buffer.from(await own.data!.arrayBuffer())).toEqual(PNG);
    const other = await user.client.storage.from(PRIVATE_BUCKET).download('invoice.png');
    expect(other.error).toMatchObject({ statusCode: '404' });
    expect(await user.client.storage.from(PRIVATE_BUCKET).exists('invoice.png')).toMatchObject({
      data: false,
    });
  });
});
