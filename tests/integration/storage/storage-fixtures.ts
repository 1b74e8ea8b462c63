// Buckets, policies, tokens and files for the storage tests. The policies mirror the product's
// (anyone reads the public bucket, only admins write), with "admin" being a JWT claim so the
// tests need no users table: allowed and denied are decided by real policies on real JWTs.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { signJwt } from '../../../supabase/local/jwt.ts';
import type { TestServer } from '../../support/local-server.ts';

export const BUCKET = 'test-public';
export const PRIVATE_BUCKET = 'test-private';
export const OPEN_BUCKET = 'test-open';
export const BUCKET_LIMIT = 64 * 1024;

const isTestAdmin = `coalesce((auth.jwt() -> 'app_metadata' ->> 'test_admin')::boolean, false)`;
const writable = `bucket_id in ('${BUCKET}', '${PRIVATE_BUCKET}', '${OPEN_BUCKET}') and ${isTestAdmin}`;

export async function createTestBuckets(server: TestServer): Promise<void> {
  await server.engine.exec(`
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
      ('${BUCKET}', '${BUCKET}', true, ${BUCKET_LIMIT}, '{image/png,image/jpeg,image/webp,image/avif}'),
      ('${PRIVATE_BUCKET}', '${PRIVATE_BUCKET}', false, null, null),
      ('${OPEN_BUCKET}', '${OPEN_BUCKET}', true, null, null);
    create policy test_read_public on storage.objects for select to anon, authenticated
      using (bucket_id in ('${BUCKET}', '${OPEN_BUCKET}'));
    create policy test_read_own_private on storage.objects for select to authenticated
      using (bucket_id = '${PRIVATE_BUCKET}' and owner = auth.uid());
    create policy test_admin_insert on storage.objects for insert to authenticated
      with check (${writable});
    create policy test_admin_update on storage.objects for update to authenticated
      using (${writable}) with check (${writable});
    create policy test_admin_delete on storage.objects for delete to authenticated
      using (${writable});
  `);
}

export interface TestUser {
  id: string;
  token: string;
  client: SupabaseClient;
}

/** A signed-in user as GoTrue would issue the token; `admin` sets the claim the policies read. */
export async function signedIn(server: TestServer, admin: boolean): Promise<TestUser> {
  const id = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const token = await signJwt(
    {
      sub: id,
      role: 'authenticated',
      aud: 'authenticated',
      iat: now,
      exp: now + 3600,
      app_metadata: { provider: 'email', test_admin: admin },
    },
    server.config.jwtSecret,
  );
  return { id, token, client: clientWithToken(server, token) };
}

export function clientWithToken(server: TestServer, token: string): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** JPEG magic bytes plus filler: enough for a type check, not a viewable picture. */
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 7)]);

/** A PNG of exactly `size` bytes (valid signature, padded). */
export function pngOfSize(size: number): Buffer {
  return Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 1)]);
}

export async function objectRow(server: TestServer, bucket: string, name: string) {
  const { rows } = await server.engine.query<{
    id: string;
    owner: string | null;
    version: string;
    metadata: Record<string, unknown>;
  }>(
    'select id, owner, version, metadata from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  return rows[0];
}
