// Hardening finding 14 (headers, bench/attack-list.ts): every API answer says nosniff and may not
// be framed, on success and on error, for REST, auth, storage and the gateway's own refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/local-server.ts';

describe('security headers on API answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('sends nosniff and frame-ancestors none on every kind of answer', async () => {
    const key = server.anonKey;
    const auth = { apikey: key, authorization: `Bearer ${key}` };
    const answers = await Promise.all([
      fetch(`${server.url}/rest/v1/products?select=id&limit=1`, { headers: auth }),
      fetch(`${server.url}/rest/v1/no_such_table`, { headers: auth }),
      fetch(`${server.url}/auth/v1/health`, { headers: auth }),
      fetch(`${server.url}/auth/v1/user`, { headers: auth }),
      fetch(`${server.url}/storage/v1/bucket`, { headers: auth }),
      fetch(`${server.url}/rest/v1/products`),
      fetch(`${server.url}/nowhere`),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 404, 200, 403, 200, 401, 404]);
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      await answer.arrayBuffer();
    }
  });
});
