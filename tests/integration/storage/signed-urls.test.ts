// Signed URLs through the real supabase-js: a link is signed only for a caller who may read
// the object (an upload link only for one who may insert it), the link then works for anyone
// without apikey or JWT until it expires, and an expired, tampered or misused token is a 400
// in Storage's shape.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../../supabase/local/jwt.ts';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import {
  JPEG,
  PNG,
  PRIVATE_BUCKET,
  createTestBuckets,
  objectRow,
  signedIn,
  type TestUser,
} from './storage-fixtures.ts';

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

describe.each(ENGINES)('storage signed URLs (%s)', (kind) => {
  let server: TestServer;
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await createTestBuckets(server);
    admin = await signedIn(server, true);
    user = await signedIn(server, false);
    // The private bucket's select policy lets the owner read: the admin owns this one.
    const { error } = await admin.client.storage
      .from(PRIVATE_BUCKET)
      .upload('docs/plan.png', PNG, { contentType: 'image/png' });
    expect(error).toBeNull();
  });
  afterAll(() => server?.stop());

  const versionFiles = (bucket: string, key: string) => {
    const dir = path.join(server.config.storageDir, bucket, ...key.split('/'));
    return existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith('#')) : [];
  };

  it('a signed URL serves the bytes to anyone, with no apikey, and carries the object and expiry', async () => {
    const { data, error } = await admin.client.storage
      .from(PRIVATE_BUCKET)
      .createSignedUrl('docs/plan.png', 60);
    expect(error).toBeNull();
    const url = new URL(data!.signedUrl);
    expect(url.pathname).toBe(`/storage/v1/object/sign/${PRIVATE_BUCKET}/docs/plan.png`);
    const claims = claimsOf(url.searchParams.get('token')!);
    expect(claims.url).toBe(`${PRIVATE_BUCKET}/docs/plan.png`);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(60);

    const res = await fetch(data!.signedUrl); // no apikey, no Authorization
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);

    const download = await admin.client.storage
      .from(PRIVATE_BUCKET)
      .createSignedUrl('docs/plan.png', 60, { download: 'plan.png' });
    const attached = await fetch(download.data!.signedUrl);
    expect(attached.headers.get('content-disposition')).toContain('filename=plan.png');
  });

  it('createSignedUrls answers per path: a link for what the caller reads, an error for the rest', async () => {
    const { data, error } = await admin.client.storage
      .from(PRIVATE_BUCKET)
      .createSignedUrls(['docs/plan.png', 'docs/missing.png'], 120);
    expect(error).toBeNull();
    expect(data![0]).toMatchObject({ error: null, path: 'docs/plan.png' });
    expect((await fetch(data![0]!.signedUrl!)).status).toBe(200);
    expect(data![1]).toEqual({
      error: 'Either the object does not exist or you do not have access to it',
      path: 'docs/missing.png',
      signedURL: null,
      signedUrl: null,
    });

    const others = await user.client.storage
      .from(PRIVATE_BUCKET)
      .createSignedUrls(['docs/plan.png'], 120);
    expect(others.data![0]).toMatchObject({ path: 'docs/plan.png', signedUrl: null });
  });

  it('signing is refused to a caller the select policies do not let read the object', async () => {
    for (const client of [user.client, server.client()]) {
      const { data, error } = await client.storage
        .from(PRIVATE_BUCKET)
        .createSignedUrl('docs/plan.png', 60);
      expect(data).toBeNull();
      expect(error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    }
    const bad = await admin.client.storage.from(PRIVATE_BUCKET).createSignedUrl('docs/plan.png', 0);
    expect(bad.error).toMatchObject({ statusCode: '400', message: 'body/expiresIn must be >= 1' });
  });

  async function getWithToken(key: string, token: string) {
    const res = await fetch(
      `${server.url}/storage/v1/object/sign/${PRIVATE_BUCKET}/${key}?token=${token}`,
    );
    return { status: res.status, body: await res.json() };
  }

  it('an expired, tampered or misused token is a 400 and serves nothing', async () => {
    const now = Math.floor(Date.now() / 1000);
    const url = `${PRIVATE_BUCKET}/docs/plan.png`;
    const expired = await signJwt({ url, iat: now - 120, exp: now - 60 }, server.config.jwtSecret);
    expect(await getWithToken('docs/plan.png', expired)).toEqual({
      status: 400,
      body: { statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: 'jwt expired' },
    });

    const { data } = await admin.client.storage
      .from(PRIVATE_BUCKET)
      .createSignedUrl('docs/plan.png', 60);
    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...claimsOf(token), url: `${PRIVATE_BUCKET}/docs/other.png` }),
    ).toString('base64url');
    expect(await getWithToken('docs/other.png', `${header}.${forged}.${signature}`)).toMatchObject({
      status: 400,
      body: { statusCode: '400', error: 'InvalidJWT', message: 'invalid signature' },
    });
    // A genuine token for one object does not open another.
    expect(await getWithToken('docs/other.png', token)).toEqual({
      status: 400,
      body: {
        statusCode: '400',
        code: 'InvalidSignature',
        error: 'InvalidSignature',
        message: 'The url do not match the signature',
      },
    });
    const foreign = await signJwt(
      { url, iat: now, exp: now + 60 },
      'not-the-project-secret-at-all',
    );
    expect((await getWithToken('docs/plan.png', foreign)).body).toMatchObject({
      message: 'invalid signature',
    });
    const missing = await fetch(`${server.url}/storage/v1/object/sign/${url}`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      statusCode: '400',
      message: "querystring must have required property 'token'",
    });
  });

  it('a signed upload URL uploads without any JWT, owned by the signer, valid for 2 hours', async () => {
    const signed = await admin.client.storage
      .from(PRIVATE_BUCKET)
      .createSignedUploadUrl('incoming/photo.png');
    expect(signed.error).toBeNull();
    const claims = claimsOf(signed.data!.token);
    expect(claims).toMatchObject({ url: `${PRIVATE_BUCKET}/incoming/photo.png`, upsert: false });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(2 * 60 * 60);
    // Signing only tested the insert: nothing is stored until the upload.
    expect(await objectRow(server, PRIVATE_BUCKET, 'incoming/photo.png')).toBeUndefined();

    const anon = server.client();
    const { data, error } = await anon.storage
      .from(PRIVATE_BUCKET)
      .uploadToSignedUrl('incoming/photo.png', signed.data!.token, PNG, {
        contentType: 'image/png',
      });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      path: 'incoming/photo.png',
      fullPath: `${PRIVATE_BUCKET}/incoming/photo.png`,
    });
    const row = await objectRow(server, PRIVATE_BUCKET, 'incoming/photo.png');
    expect(row).toMatchObject({ owner: admin.id });
    expect(row!.metadata).toMatchObject({ mimetype: 'image/png', size: PNG.length });
    expect(versionFiles(PRIVATE_BUCKET, 'incoming/photo.png')).toEqual([`#${row!.version}`]);

    // The same link cannot replace it (not signed with upsert) ...
    const again = await anon.storage
      .from(PRIVATE_BUCKET)
      .uploadToSignedUrl('incoming/photo.png', signed.data!.token, JPEG, {
        contentType: 'image/jpeg',
      });
    expect(again.error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    // ... a link signed with upsert can, even with x-upsert false on the upload.
    const upsert = await admin.client.storage
      .from(PRIVATE_BUCKET)
      .createSignedUploadUrl('incoming/photo.png', { upsert: true });
    const raw = await fetch(
      `${server.url}/storage/v1/object/upload/sign/${PRIVATE_BUCKET}/incoming/photo.png?token=${upsert.data!.token}`,
      { method: 'PUT', headers: { 'content-type': 'image/jpeg', 'x-upsert': 'false' }, body: JPEG },
    );
    expect(raw.status).toBe(200);
    const replaced = await objectRow(server, PRIVATE_BUCKET, 'incoming/photo.png');
    expect(replaced!.metadata).toMatchObject({ mimetype: 'image/jpeg', size: JPEG.length });
    expect(versionFiles(PRIVATE_BUCKET, 'incoming/photo.png')).toEqual([`#${replaced!.version}`]);
  });

  it('an upload link is refused to a caller the insert policies refuse, and tokens keep their kind', async () => {
    const refused = await user.client.storage
      .from(PRIVATE_BUCKET)
      .createSignedUploadUrl('incoming/nope.png');
    expect(refused.data).toBeNull();
    expect(refused.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const exists = await admin.client.storage
      .from(PRIVATE_BUCKET)
      .createSignedUploadUrl('docs/plan.png');
    expect(exists.error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect(await objectRow(server, PRIVATE_BUCKET, 'incoming/nope.png')).toBeUndefined();

    // A download token never uploads; an upload token never downloads.
    const download = await admin.client.storage
      .from(PRIVATE_BUCKET)
      .createSignedUrl('docs/plan.png', 60);
    const downloadToken = new URL(download.data!.signedUrl).searchParams.get('token')!;
    const misused = await server
      .client()
      .storage.from(PRIVATE_BUCKET)
      .uploadToSignedUrl('docs/plan.png', downloadToken, JPEG, { contentType: 'image/jpeg' });
    expect(misused.error).toMatchObject({
      statusCode: '400',
      message: 'The url do not match the signature',
    });
    const upload = await admin.client.storage
      .from(PRIVATE_BUCKET)
      .createSignedUploadUrl('docs/plan.png', { upsert: true });
    expect((await getWithToken('docs/plan.png', upload.data!.token)).status).toBe(400);
    const row = await objectRow(server, PRIVATE_BUCKET, 'docs/plan.png');
    expect(row!.metadata).toMatchObject({ mimetype: 'image/png' });
  });
});
