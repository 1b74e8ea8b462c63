// The product's own bucket, with the migrations' policies and the seeded accounts: only an
// active admin (public.is_admin()) uploads, replaces and deletes; everyone reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../../supabase/local/jwt.ts';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { clientWithToken } from './storage-fixtures.ts';

const BUCKET = 'product-images';
/** WebP magic (RIFF....WEBP) plus filler. */
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(48, 3),
]);

async function clientForRole(server: TestServer, role: 'admin' | 'user') {
  const { rows } = await server.engine.query<{ id: string }>(
    'select id from public.users where role = $1 and is_active order by email limit 1',
    [role],
  );
  expect(rows[0], `a seeded ${role} account`).toBeDefined();
  const now = Math.floor(Date.now() / 1000);
  const token = await signJwt(
    { sub: rows[0]!.id, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 600 },
    server.config.jwtSecret,
  );
  return clientWithToken(server, token);
}

describe.each(ENGINES)('product-images bucket (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.stop());

  it('an admin uploads, replaces and deletes; everyone reads; a user is refused', async () => {
    const admin = (await clientForRole(server, 'admin')).storage.from(BUCKET);
    const user = (await clientForRole(server, 'user')).storage.from(BUCKET);

    const denied = await user.upload('sl02/front.webp', WEBP, { contentType: 'image/webp' });
    expect(denied.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });

    expect(
      (await admin.upload('sl02/front.webp', WEBP, { contentType: 'image/webp' })).error,
    ).toBeNull();
    const url = server.client().storage.from(BUCKET).getPublicUrl('sl02/front.webp').data.publicUrl;
    const res = await fetch(url);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(WEBP);

    const replaced = await admin.upload('sl02/front.webp', WEBP, {
      contentType: 'image/webp',
      upsert: true,
    });
    expect(replaced.error).toBeNull();
    expect((await user.remove(['sl02/front.webp'])).data).toEqual([]);
    expect((await admin.remove(['sl02/front.webp'])).data).toHaveLength(1);
  });

  it('refuses more than 5 MB and types other than JPEG, PNG, WebP and AVIF', async () => {
    const admin = (await clientForRole(server, 'admin')).storage.from(BUCKET);
    const big = Buffer.concat([WEBP, Buffer.alloc(5 * 1024 * 1024 - WEBP.length + 1)]);
    expect(
      (await admin.upload('big.webp', big, { contentType: 'image/webp' })).error,
    ).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size of 5 MB',
    });
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    expect((await admin.upload('anim.gif', gif, { contentType: 'image/gif' })).error).toMatchObject(
      {
        statusCode: '415',
        message: 'mime type image/gif is not supported',
      },
    );
  });
});

describe('product-images bucket after sign-out (pglite)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server?.stop());

  it('the token of a signed-out session uploads and deletes nothing', async () => {
    const client = server.client();
    const { data, error } = await client.auth.signInWithPassword({
      email: 'admin@mgrid.local',
      password: 'mgrid-demo',
    });
    expect(error).toBeNull();
    const token = data.session!.access_token;
    const admin = clientWithToken(server, token).storage.from(BUCKET);
    expect(
      (await admin.upload('ended/kept.webp', WEBP, { contentType: 'image/webp' })).error,
    ).toBeNull();

    expect((await client.auth.signOut()).error).toBeNull();
    const upload = await admin.upload('ended/new.webp', WEBP, { contentType: 'image/webp' });
    expect(upload.error).toMatchObject({ statusCode: '403', message: 'JWT session has ended' });
    const removed = await admin.remove(['ended/kept.webp']);
    expect(removed.error).toMatchObject({ statusCode: '403', message: 'JWT session has ended' });

    const { rows } = await server.engine.query<{ name: string }>(
      `select name from storage.objects where bucket_id = $1 and name like 'ended/%'`,
      [BUCKET],
    );
    expect(rows).toEqual([{ name: 'ended/kept.webp' }]);
  });
});
