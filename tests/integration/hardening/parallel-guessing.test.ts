// Hardening finding 5 (bench/attack-list.ts): wrong passwords are counted per account whatever
// address they come from, and guesses sent in parallel count while they are being checked. 40
// guesses from 20 addresses (through a trusted proxy) are refused after ten; the owner is told the
// account is paused and for how long, and can still reset the password by email.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_AFTER } from '../../../supabase/local/auth/slowdown.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { PASSWORD, readOutbox, signedUpClient } from '../auth/helpers.ts';

describe('parallel password guessing against one account', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The test plays a proxy on 127.0.0.1 that forwards 20 visitors' addresses.
    server = await startTestServer('pglite', { trustedProxies: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const signIn = async (email: string, password: string, from: string) => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': from,
      },
      body: JSON.stringify({ email, password }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('refuses 40 guesses from 20 addresses after ten, and tells the owner', async () => {
    const { email, user } = await signedUpClient(server);
    const sessionsOf = async () =>
      (
        await server.engine.query<{ n: number }>(
          'select count(*)::int as n from auth.sessions where user_id = $1',
          [user.id],
        )
      ).rows[0]!.n;
    const before = await sessionsOf();

    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn(email, `guess-number-${i}`, `203.0.113.${(i % 20) + 1}`),
      ),
    );
    const statuses = guesses.map((g) => g.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(LOCK_AFTER);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LOCK_AFTER);
    expect(guesses.find((g) => g.status === 429)!.body).toMatchObject({
      error_code: 'over_request_rate_limit',
    });

    // The owner, from an address of their own and with the right password, is told.
    const owner = await signIn(email, PASSWORD, '198.51.100.7');
    expect(owner).toMatchObject({
      status: 429,
      body: {
        error_code: 'over_request_rate_limit',
        msg:
          'Too many failed sign-ins to this account: signing in is paused for 5 minutes. ' +
          'If this was not you, reset your password by email.',
      },
    });
    // No guess and no refused attempt started a session.
    expect(await sessionsOf()).toBe(before);

    // The way out the words name works: a reset link is mailed.
    const reset = await fetch(`${server.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(reset.status).toBe(200);
    const [mail] = await readOutbox(server, email);
    expect(mail!.link).toContain('type=recovery');
  }, 60_000);

  it('does not lock another account, nor one guessed fewer than ten times', async () => {
    const { email } = await signedUpClient(server);
    for (let i = 0; i < 3; i++) {
      expect((await signIn(email, `wrong-${i}`, `203.0.113.${i + 50}`)).status).toBe(400);
    }
    expect((await signIn(email, PASSWORD, '198.51.100.8')).status).toBe(200);
  });
});
