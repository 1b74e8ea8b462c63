// Safe defaults off loopback and the browser-facing headers: the server refuses to listen
// beyond this machine with the CLI's demo secret and keys, and CORS answers only the site
// URL, the additional redirect URLs and loopback dev servers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../supabase/local/config.ts';
import { unsafeOffLoopback } from '../../supabase/local/exposure.ts';
import { signJwt } from '../../supabase/local/jwt.ts';
import { startLocalServer } from '../../supabase/local/server.ts';
import { startTestServer, type TestServer } from '../support/local-server.ts';

describe('off loopback', () => {
  it('refuses to start on 0.0.0.0 with the demo JWT secret and keys, naming each problem', async () => {
    const config = configFromEnv({}, { host: '0.0.0.0', apiPort: 0, verbose: false });
    await expect(startLocalServer(config)).rejects.toThrow(
      'Refusing to listen on 0.0.0.0 with demo credentials:\n' +
        '  - JWT_SECRET must be set to your own secret of at least 32 characters\n' +
        '  - SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY must be keys signed with it',
    );
    const withDb = configFromEnv(
      { DATABASE_URL: 'postgresql://postgres@db.internal:5432/postgres' },
      { host: '0.0.0.0' },
    );
    expect(unsafeOffLoopback(withDb)).toContain('DATABASE_URL must carry a real database password');
  });

  it('accepts real secrets, keys and a database password', async () => {
    const secret = 'a-real-project-secret-of-forty-characters!';
    const config = configFromEnv(
      {
        JWT_SECRET: secret,
        SUPABASE_ANON_KEY: await signJwt({ role: 'anon' }, secret),
        SUPABASE_SERVICE_ROLE_KEY: await signJwt({ role: 'service_role' }, secret),
        DATABASE_URL: 'postgresql://postgres:s3cret-Pw@db.internal:5432/postgres',
      },
      { host: '0.0.0.0' },
    );
    expect(unsafeOffLoopback(config)).toEqual([]);
  });
});

describe('CORS', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  const request = (origin: string, method = 'GET') =>
    fetch(`${server.url}/rest/v1/products?select=id&limit=1`, {
      method,
      headers: { apikey: server.anonKey, origin, 'access-control-request-method': 'GET' },
    });

  it('reflects the site URL and loopback dev servers, with credentials', async () => {
    for (const origin of [
      server.config.siteUrl,
      'http://localhost:5173',
      'http://127.0.0.1:41234',
    ]) {
      const response = await request(origin);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    }
  });

  it('gives any other origin no CORS headers, on requests and preflights', async () => {
    for (const method of ['GET', 'OPTIONS']) {
      const response = await request('https://evil.example', method);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });
});
