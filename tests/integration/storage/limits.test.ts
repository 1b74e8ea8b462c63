// What storage refuses: files over the bucket's or the server's size limit, types the bucket
// does not allow (or that the bytes contradict), keys that could leave the storage folder,
// and bad tokens; each with hosted Storage's error body and nothing stored.
import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import {
  BUCKET,
  BUCKET_LIMIT,
  OPEN_BUCKET,
  PNG,
  clientWithToken,
  createTestBuckets,
  pngOfSize,
  signedIn,
  type TestUser,
} from './storage-fixtures.ts';

const SERVER_LIMIT = 100 * 1024;

/** A raw HTTP request: unlike fetch, node:http sends the path exactly as written. */
function rawRequest(server: TestServer, method: string, rawPath: string, token: string) {
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const { port } = new URL(server.url);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: rawPath,
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'image/png',
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') }),
        );
      },
    );
    req.on('error', reject);
    req.end(PNG);
  });
}

describe.each(ENGINES)('storage limits (%s)', (kind) => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind, { maxUploadBytes: SERVER_LIMIT });
    await createTestBuckets(server);
    admin = await signedIn(server, true);
  });
  afterAll(() => server?.stop());

  const rows = async () =>
    (await server.engine.query('select name from storage.objects order by name')).rows.map(
      (r) => r.name,
    );

  it("refuses a file over the bucket's limit, raw or multipart, with 413", async () => {
    const bucket = admin.client.storage.from(BUCKET);
    expect(
      (await bucket.upload('exact.png', pngOfSize(BUCKET_LIMIT), { contentType: 'image/png' }))
        .error,
    ).toBeNull();
    const raw = await bucket.upload('big.png', pngOfSize(BUCKET_LIMIT + 1), {
      contentType: 'image/png',
    });
    expect(raw.error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size of 64 KB',
    });
    const blob = new Blob([new Uint8Array(pngOfSize(BUCKET_LIMIT + 1))], { type: 'image/png' });
    expect((await bucket.upload('big-blob.png', blob)).error).toMatchObject({ statusCode: '413' });
    expect(await rows()).toEqual(['exact.png']);
  });

  it("refuses a file over the server's limit in a bucket with none", async () => {
    const { error } = await admin.client.storage
      .from(OPEN_BUCKET)
      .upload('huge.bin', Buffer.alloc(SERVER_LIMIT + 1), {
        contentType: 'application/octet-stream',
      });
    expect(error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size of 100 KB',
    });
  });

  it('refuses a type the bucket does not allow with 415 invalid_mime_type', async () => {
    const url = `${server.url}/storage/v1/object/${BUCKET}/page.html`;
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${admin.token}`,
        'content-type': 'text/html',
      },
      body: '<script>alert(1)</script>',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type text/html is not supported',
    });
  });

  it('refuses a script renamed .png whose bytes are not a PNG', async () => {
    const { error } = await admin.client.storage
      .from(BUCKET)
      .upload('evil.png', Buffer.from('<svg onload=alert(1)>'), { contentType: 'image/png' });
    expect(error).toMatchObject({
      statusCode: '415',
      message: 'file content does not match mime type image/png',
    });
  });

  it('refuses keys that would leave the storage folder, with 400 and nothing written', async () => {
    const attempts = [
      `/storage/v1/object/${BUCKET}/a/../../../escape.png`,
      `/storage/v1/object/${BUCKET}/a/%2e%2e/escape.png`,
      `/storage/v1/object/${BUCKET}/a%2F..%2F..%2Fescape.png`,
      `/storage/v1/object/${BUCKET}/..%5Cescape.png`,
      `/storage/v1/object/${BUCKET}/a\\..\\escape.png`,
      `/storage/v1/object/${BUCKET}/escape%00.png`,
      `/storage/v1/object/${BUCKET}//etc/escape.png`,
    ];
    for (const rawPath of attempts) {
      const res = await rawRequest(server, 'POST', rawPath, admin.token);
      expect({ rawPath, status: res.status, body: res.body }).toMatchObject({
        rawPath,
        status: 400,
        body: { statusCode: '400', code: 'InvalidKey' },
      });
    }
    const viaClient = await admin.client.storage
      .from(BUCKET)
      .upload('a%2F..%2Fescape.png', PNG, { contentType: 'image/png' });
    expect(viaClient.error).toMatchObject({ statusCode: '400' });
    expect(await rows()).toEqual(['exact.png']);
    const parent = path.dirname(server.config.storageDir);
    expect(readdirSync(parent).filter((f) => f.includes('escape'))).toEqual([]);
    expect(existsSync(path.join(server.config.storageDir, 'escape.png'))).toBe(false);
  });

  it('removes the new file when the transaction fails at commit', async () => {
    await server.engine.exec(`
      create function public.test_fail_at_commit() returns trigger language plpgsql as $$
      begin raise exception 'refused at commit'; end $$;
      create constraint trigger test_fail_at_commit after insert on storage.objects
        deferrable initially deferred for each row when (new.name = 'fails-at-commit.png')
        execute function public.test_fail_at_commit();`);
    const { error } = await admin.client.storage
      .from(BUCKET)
      .upload('fails-at-commit.png', PNG, { contentType: 'image/png' });
    expect(error).toMatchObject({ statusCode: '500' });
    expect(await rows()).toEqual(['exact.png']);
    expect(existsSync(path.join(server.config.storageDir, BUCKET, 'fails-at-commit.png'))).toBe(
      false,
    );
  });

  it('refuses a tampered token with AccessDenied', async () => {
    const [header, payload] = admin.token.split('.');
    const tampered = clientWithToken(server, `${header}.${payload}.c2lnbmF0dXJl`);
    const { error } = await tampered.storage
      .from(BUCKET)
      .upload('x.png', PNG, { contentType: 'image/png' });
    expect(error).toMatchObject({ statusCode: '403', message: 'JWSInvalidSignature' });
  });
});
