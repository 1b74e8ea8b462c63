// Hardening finding 6 (bench/attack-list.ts): one trusted client address for every limit. Without a
// trusted proxy configured, X-Forwarded-For is the caller's claim and changes nothing: 60 requests
// with a fresh header each share one budget (the assistant's, auth's sign-in budget).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, UNTHROTTLED, type TestServer } from '../../support/local-server.ts';
import { startFakeProvider, type FakeProvider } from '../functions/fake-providers.ts';
import { PASSWORD, uniqueEmail } from '../auth/helpers.ts';

describe('the client address is the socket unless a trusted proxy speaks', () => {
  let server: TestServer;
  let openai: FakeProvider;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      authRateLimits: { ...UNTHROTTLED, signInSignUps: 5 },
    });
    openai = await startFakeProvider('openai', 'The ML01 costs ₹3,499.');
  });
  afterAll(async () => {
    await server?.stop();
    await openai?.close();
  });
  afterEach(() => {
    for (const name of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'ASSISTANT_RATE_LIMIT']) {
      delete process.env[name];
    }
  });

  it('limits 60 assistant requests with fresh X-Forwarded-For headers; the provider sees 20', async () => {
    process.env.OPENAI_API_KEY = 'sk-test-openai';
    process.env.OPENAI_BASE_URL = `${openai.url}/v1`;
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const response = await fetch(`${server.url}/functions/v1/assistant`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${server.anonKey}`,
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${i}`,
          'x-real-ip': `198.51.100.${i}`,
        },
        body: JSON.stringify({ message: 'ML01 price?', history: [], facts: [] }),
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    expect(openai.requests).toHaveLength(20);
  }, 60_000);

  it('limits sign-ins with fresh X-Forwarded-For headers, creating no account past the budget', async () => {
    const emails = Array.from({ length: 8 }, (_, i) => uniqueEmail(`xff${i}`));
    const statuses: number[] = [];
    for (const [i, email] of emails.entries()) {
      const response = await fetch(`${server.url}/auth/v1/signup`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${100 + i}`,
        },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const { rows } = await server.engine.query<{ n: number }>(
      'select count(*)::int as n from auth.users where email = any($1)',
      [emails],
    );
    expect(rows[0]!.n).toBe(5);
  });
});
