// Auth rate limits as GoTrue applies [auth.rate_limit] (here with low budgets), the
// per-account slowdown after repeated wrong passwords, and the password rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { PASSWORD, authFetch, uniqueEmail } from './helpers.ts';

const LIMITS = { signInSignUps: 3, tokenRefresh: 2, tokenVerifications: 2, emailSent: 2 };

describe('auth rate limits', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite', { authRateLimits: LIMITS });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const signIn = (email: string, password: string) =>
    authFetch(server, '/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });

  it('answers sign-ins and sign-ups over the per-IP budget with 429, creating nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await signIn('nobody@example.com', 'wrong-pw-1')).status);
    expect(statuses).toEqual([400, 400, 400]);
    const email = uniqueEmail('throttled');
    const refused = await authFetch(server, '/signup', {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });
    const { rows } = await server.engine.query('select 1 from auth.users where email = $1', [
      email,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('limits verifications and refresh grants per IP', async () => {
    for (let i = 0; i < 2; i++) {
      const r = await authFetch(server, '/verify', {
        method: 'POST',
        body: JSON.stringify({ type: 'email', email: 'x@example.com', token: '000000' }),
      });
      expect(r.status).not.toBe(429);
    }
    const verify = await authFetch(server, '/verify', {
      method: 'POST',
      body: JSON.stringify({ type: 'email', email: 'x@example.com', token: '000000' }),
    });
    expect(verify.status).toBe(429);
    const refresh = () =>
      authFetch(server, '/token?grant_type=refresh_token', {
        method: 'POST',
        body: JSON.stringify({ refresh_token: 'not-a-token' }),
      });
    expect((await refresh()).status).toBe(400);
    expect((await refresh()).status).toBe(400);
    expect((await refresh()).status).toBe(429);
  });

  it('limits mail sent per hour for the project', async () => {
    const recover = (email: string) =>
      authFetch(server, '/recover', { method: 'POST', body: JSON.stringify({ email }) });
    expect((await recover('a@example.com')).status).toBe(200);
    expect((await recover('b@example.com')).status).toBe(200);
    const third = await recover('c@example.com');
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ error_code: 'over_email_send_rate_limit' });
  });
});

describe('per-account slowdown and password rules', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('slows sign-ins to an account after five wrong passwords', async () => {
    const email = uniqueEmail('guessed');
    await server.client().auth.signUp({ email, password: PASSWORD });
    const attempt = async (password: string) => {
      const started = performance.now();
      const r = await authFetch(server, '/token?grant_type=password', {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      });
      return { status: r.status, ms: performance.now() - started };
    };
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-guess-${i}`)).status).toBe(400);
    const slowed = await attempt('wrong-guess-6');
    expect(slowed.status).toBe(400);
    expect(slowed.ms).toBeGreaterThanOrEqual(1000);
    // The right password still signs in (after the wait), and clears the record.
    expect((await attempt(PASSWORD)).status).toBe(200);
    expect((await attempt('wrong-again-1')).ms).toBeLessThan(1000);
  });

  it('refuses passwords shorter than 8 or longer than 72 bytes, creating nothing', async () => {
    for (const [password, status] of [
      ['seven77', 422],
      ['é'.repeat(37), 400],
    ] as const) {
      const email = uniqueEmail('pw');
      const r = await authFetch(server, '/signup', {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      });
      expect(r.status).toBe(status);
      const { rows } = await server.engine.query('select 1 from auth.users where email = $1', [
        email,
      ]);
      expect(rows).toHaveLength(0);
    }
  });

  it('sends mailed links only to the site URL or the additional redirect URLs', async () => {
    const email = uniqueEmail('redirect');
    await server.client().auth.signUp({ email, password: PASSWORD });
    for (const [asked, expected] of [
      ['http://localhost:5173/reset-password', 'http://localhost:5173/reset-password'],
      ['http://127.0.0.1:9999/steal', server.config.siteUrl],
    ]) {
      await server.client().auth.resetPasswordForEmail(email, { redirectTo: asked });
      const { body } = await authFetch(
        server,
        `/outbox?recipient=${encodeURIComponent(email)}&channel=email&limit=1`,
        { token: server.serviceRoleKey, headers: { apikey: server.serviceRoleKey } },
      );
      const link = new URL((body as { link: string }[])[0]!.link);
      expect(link.searchParams.get('redirect_to')).toBe(expected);
    }
  });
});

describe('session liveness', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses an access token on REST once its session has been logged out', async () => {
    const email = uniqueEmail('logout');
    const { data } = await server.client().auth.signUp({ email, password: PASSWORD });
    const token = data.session!.access_token;
    const read = () =>
      fetch(`${server.url}/rest/v1/users?select=email`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
      });
    const before = await read();
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual([{ email }]);
    const logout = await authFetch(server, '/logout', { method: 'POST', token });
    expect(logout.status).toBe(204);
    const after = await read();
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({
      code: 'PGRST303',
      message: 'JWT session has ended: sign in again',
    });
  });
});
