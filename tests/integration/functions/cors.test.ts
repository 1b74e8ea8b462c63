// Each shipped function called as a browser on another origin calls it, through the real local
// server whose gateway adds no CORS of its own to /functions/v1 (as hosted adds none): the
// preflight and every answer carry the function's own headers (supabase/functions/_shared/
// cors.ts), and config.toml's verify_jwt decides who may call without a JWT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/local-server.ts';

const ORIGIN = 'https://shop.example.in';
const REQUESTED = 'authorization, x-client-info, apikey, content-type';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('pglite');
});
afterAll(async () => {
  await server?.stop();
});

const preflight = (name: string) =>
  fetch(`${server.url}/functions/v1/${name}`, {
    method: 'OPTIONS',
    headers: {
      origin: ORIGIN,
      'access-control-request-method': 'POST',
      'access-control-request-headers': REQUESTED,
    },
  });

/** A call as supabase-js makes it; a header given as '' is left out. */
const call = (name: string, given: Record<string, string> = {}) => {
  const headers = Object.entries({
    origin: ORIGIN,
    apikey: server.anonKey,
    authorization: `Bearer ${server.anonKey}`,
    'x-client-info': 'supabase-js-web/2',
    'content-type': 'application/json',
    ...given,
  }).filter(([, value]) => value !== '');
  return fetch(`${server.url}/functions/v1/${name}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ message: 'price of SL02?' }),
  });
};

/** The function's own CORS headers, and none the local gateway would add. */
function expectFunctionCors(response: Response) {
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(/,\s*/);
  for (const header of REQUESTED.split(', ')) expect(allowed).toContain(header);
  expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  expect(response.headers.get('access-control-max-age')).toBeNull();
  expect(response.headers.get('access-control-expose-headers')).toBeNull();
}

describe('functions answer browsers themselves', () => {
  it.each(['assistant', 'health', 'notify'])(
    '%s answers the preflight without an apikey or a JWT',
    async (name) => {
      const response = await preflight(name);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('ok');
      expectFunctionCors(response);
    },
  );

  it('health answers the call with its headers', async () => {
    const response = await call('health');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { ok: boolean }).ok).toBe(true);
    expectFunctionCors(response);
  });

  it('assistant (verify_jwt = false) runs without a JWT, and its error answer is readable', async () => {
    // No AI provider is configured in the tests: the app reads this answer and falls back.
    const response = await call('assistant', { authorization: '' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'The assistant has no AI provider configured',
    });
    expectFunctionCors(response);
  });

  it('notify (verify_jwt = true) refuses a call without a JWT before it runs, and anon when it does', async () => {
    const missing = await call('notify', { authorization: '' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ msg: 'Error: Missing authorization header' });

    const anon = await call('notify');
    expect(anon.status).toBe(403);
    expect(await anon.json()).toEqual({ error: 'Only the service role may send notifications' });
    expectFunctionCors(anon);
  });

  it('the REST API keeps the gateway CORS (hosted adds it there)', async () => {
    const response = await fetch(`${server.url}/rest/v1/products`, {
      method: 'OPTIONS',
      headers: {
        origin: server.config.siteUrl,
        'access-control-request-method': 'GET',
        'access-control-request-headers': REQUESTED,
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(server.config.siteUrl);
  });
});
