// move and copy through the real supabase-js, within a bucket and across buckets: the rows
// and the version files on disk follow, and storage.objects' policies decide as hosted
// Storage lets them (move: select and update from source to destination; copy: select the
// source, insert the destination).
import { existsSync, readdirSync } from 'node:fs';
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
  objectRow,
  signedIn,
  type TestUser,
} from './storage-fixtures.ts';

/** A public bucket nobody may write to: a destination every policy refuses. */
const LOCKED_BUCKET = 'test-locked';

describe.each(ENGINES)('storage move and copy (%s)', (kind) => {
  let server: TestServer;
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await createTestBuckets(server);
    await server.engine.exec(`insert into storage.buckets (id, name, public)
      values ('${LOCKED_BUCKET}', '${LOCKED_BUCKET}', true)`);
    admin = await signedIn(server, true);
    user = await signedIn(server, false);
  });
  afterAll(() => server?.stop());

  const versionFiles = (bucket: string, key: string) => {
    const dir = path.join(server.config.storageDir, bucket, ...key.split('/'));
    return existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith('#')) : [];
  };

  async function upload(key: string, bucket = BUCKET) {
    const { error } = await admin.client.storage
      .from(bucket)
      .upload(key, PNG, { contentType: 'image/png', metadata: { sku: 'LT-1' } });
    expect(error).toBeNull();
    return (await objectRow(server, bucket, key))!;
  }

  async function publicBytes(bucket: string, key: string) {
    const url = server.client().storage.from(bucket).getPublicUrl(key).data.publicUrl;
    const res = await fetch(url);
    return res.status === 200 ? Buffer.from(await res.arrayBuffer()) : res.status;
  }

  it('moves within a bucket: same id, new key, the file follows and the old one is gone', async () => {
    const before = await upload('move/a.png');
    const { data, error } = await admin.client.storage
      .from(BUCKET)
      .move('move/a.png', 'move/b.png');
    expect(error).toBeNull();
    expect(data).toEqual({ message: 'Successfully moved' });
    expect(await objectRow(server, BUCKET, 'move/a.png')).toBeUndefined();
    const after = await objectRow(server, BUCKET, 'move/b.png');
    expect(after).toMatchObject({ id: before.id, owner: admin.id, metadata: before.metadata });
    expect(versionFiles(BUCKET, 'move/a.png')).toEqual([]);
    expect(versionFiles(BUCKET, 'move/b.png')).toEqual([`#${after!.version}`]);
    expect(await publicBytes(BUCKET, 'move/b.png')).toEqual(PNG);
  });

  it('moves across buckets with destinationBucket', async () => {
    await upload('move/cross.png');
    const { error } = await admin.client.storage
      .from(BUCKET)
      .move('move/cross.png', 'moved/cross.png', { destinationBucket: OPEN_BUCKET });
    expect(error).toBeNull();
    expect(await objectRow(server, BUCKET, 'move/cross.png')).toBeUndefined();
    const row = await objectRow(server, OPEN_BUCKET, 'moved/cross.png');
    expect(versionFiles(OPEN_BUCKET, 'moved/cross.png')).toEqual([`#${row!.version}`]);
    expect(versionFiles(BUCKET, 'move/cross.png')).toEqual([]);
    expect(await publicBytes(OPEN_BUCKET, 'moved/cross.png')).toEqual(PNG);
  });

  it('copies within and across buckets: a new object with the same bytes and metadata', async () => {
    const source = await upload('copy/a.png');
    const { data, error } = await admin.client.storage
      .from(BUCKET)
      .copy('copy/a.png', 'copy/b.png');
    expect(error).toBeNull();
    expect(data).toEqual({ path: `${BUCKET}/copy/b.png` });
    const copy = await objectRow(server, BUCKET, 'copy/b.png');
    expect(copy!.id).not.toBe(source.id);
    expect(copy!.metadata).toMatchObject({ size: PNG.length, mimetype: 'image/png' });
    expect(versionFiles(BUCKET, 'copy/a.png')).toEqual([`#${source.version}`]);
    expect(versionFiles(BUCKET, 'copy/b.png')).toEqual([`#${copy!.version}`]);
    expect(await publicBytes(BUCKET, 'copy/b.png')).toEqual(PNG);
    const info = await admin.client.storage.from(BUCKET).info('copy/b.png');
    expect(info.data?.metadata).toEqual({ sku: 'LT-1' });

    const across = await admin.client.storage
      .from(BUCKET)
      .copy('copy/a.png', 'copies/a.png', { destinationBucket: PRIVATE_BUCKET });
    expect(across).toEqual({ data: { path: `${PRIVATE_BUCKET}/copies/a.png` }, error: null });
    const row = await objectRow(server, PRIVATE_BUCKET, 'copies/a.png');
    expect(row).toMatchObject({ owner: admin.id });
    const download = await admin.client.storage.from(PRIVATE_BUCKET).download('copies/a.png');
    expect(Buffer.from(await download.data!.arrayBuffer())).toEqual(PNG);
  });

  it('the policies refuse: a reader may not move or copy, nobody moves or copies into a locked bucket', async () => {
    const source = await upload('guarded/a.png');
    const moved = await user.client.storage.from(BUCKET).move('guarded/a.png', 'guarded/b.png');
    expect(moved.data).toBeNull();
    expect(moved.error).toMatchObject({ statusCode: '403' });
    const copied = await user.client.storage.from(BUCKET).copy('guarded/a.png', 'guarded/c.png');
    expect(copied.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    for (const attempt of [
      admin.client.storage
        .from(BUCKET)
        .move('guarded/a.png', 'x.png', { destinationBucket: LOCKED_BUCKET }),
      admin.client.storage
        .from(BUCKET)
        .copy('guarded/a.png', 'x.png', { destinationBucket: LOCKED_BUCKET }),
    ]) {
      expect((await attempt).error).toMatchObject({
        statusCode: '403',
        message: 'new row violates row-level security policy',
      });
    }
    // Nothing moved, nothing written: the source row and file are as they were.
    expect(await objectRow(server, BUCKET, 'guarded/a.png')).toEqual(source);
    expect(versionFiles(BUCKET, 'guarded/a.png')).toEqual([`#${source.version}`]);
    for (const [bucket, key] of [
      [BUCKET, 'guarded/b.png'],
      [BUCKET, 'guarded/c.png'],
      [LOCKED_BUCKET, 'x.png'],
    ] as const) {
      expect(await objectRow(server, bucket, key)).toBeUndefined();
      expect(versionFiles(bucket, key)).toEqual([]);
    }
  });

  it('a missing or unreadable source is not found; an existing destination is a duplicate', async () => {
    const missing = await admin.client.storage.from(BUCKET).move('nope.png', 'nope2.png');
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    // The private object is the admin's: another user cannot see it to copy it.
    await upload('secret.png', PRIVATE_BUCKET);
    const hidden = await user.client.storage
      .from(PRIVATE_BUCKET)
      .copy('secret.png', 'mine.png', { destinationBucket: OPEN_BUCKET });
    expect(hidden.error).toMatchObject({ statusCode: '404', message: 'Object not found' });

    await upload('dup/a.png');
    const taken = await upload('dup/b.png');
    for (const attempt of [
      admin.client.storage.from(BUCKET).move('dup/a.png', 'dup/b.png'),
      admin.client.storage.from(BUCKET).copy('dup/a.png', 'dup/b.png'),
    ]) {
      expect((await attempt).error).toMatchObject({
        statusCode: '409',
        message: 'The resource already exists',
      });
    }
    expect(await objectRow(server, BUCKET, 'dup/b.png')).toEqual(taken);
    expect(versionFiles(BUCKET, 'dup/b.png')).toEqual([`#${taken.version}`]);
    const unknown = await admin.client.storage
      .from(BUCKET)
      .copy('dup/a.png', 'x.png', { destinationBucket: 'no-such-bucket' });
    expect(unknown.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});
