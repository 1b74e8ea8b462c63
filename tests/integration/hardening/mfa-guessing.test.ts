// Hardening finding 3 (bench/attack-list.ts): two-step codes cannot be brute-forced. Verify
// attempts share GoTrue's `token_verifications` budget per address and per factor, so 30 wrong
// codes end in 429 (even for the right code), from any address, and no session reaches aal2.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../supabase/local/auth/totp.ts';
import { startTestServer, UNTHROTTLED, type TestServer } from '../../support/local-server.ts';
import { PASSWORD, decodeJwt, signedUpClient } from '../auth/helpers.ts';
import { callFrom } from './client-http.ts';

const BUDGET = 30;

describe('two-step verify attempts are limited per factor and per address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      authRateLimits: { ...UNTHROTTLED, tokenVerifications: BUDGET },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** A user with a verified TOTP factor, and a fresh password-only (aal1) session of theirs. */
  async function staffWithFactor(from: string) {
    const { client, email } = await signedUpClient(server);
    const enrolled = (await client.auth.mfa.enroll({ factorType: 'totp' })).data!;
    await server.engine.query(`update auth.mfa_factors set status = 'verified' where id = $1`, [
      enrolled.id,
    ]);
    const signIn = await callFrom(from, `${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      body: { email, password: PASSWORD },
      headers: { apikey: server.anonKey },
    });
    const token = signIn.body!.access_token as string;
    expect(decodeJwt(token).aal).toBe('aal1');
    return { factor: enrolled, token };
  }

  const api = (from: string, token: string, path: string, body: unknown = {}) =>
    callFrom(from, `${server.url}/auth/v1${path}`, {
      method: 'POST',
      body,
      headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
    });

  function wrongCode(secret: string, n: number): string {
    const valid = new Set([-30_000, 0, 30_000].map((d) => totpCode(secret, Date.now() + d)));
    for (let i = n; ; i++) {
      const code = String(i).padStart(6, '0');
      if (!valid.has(code)) return code;
    }
  }

  it('answers 429 after 30 wrong codes, even to the right code and from another address', async () => {
    const { factor, token } = await staffWithFactor('127.0.0.1');
    const challenge = await api('127.0.0.1', token, `/factors/${factor.id}/challenge`);
    const statuses: number[] = [];
    for (let i = 0; i < BUDGET; i++) {
      const answer = await api('127.0.0.1', token, `/factors/${factor.id}/verify`, {
        challenge_id: challenge.body!.id,
        code: wrongCode(factor.totp.secret, i * 7),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual(Array.from({ length: BUDGET }, () => 422));
    const right = await api('127.0.0.1', token, `/factors/${factor.id}/verify`, {
      challenge_id: challenge.body!.id,
      code: totpCode(factor.totp.secret),
    });
    expect(right).toMatchObject({
      status: 429,
      body: { error_code: 'over_request_rate_limit' },
    });
    // Another address guessing the same factor shares its budget.
    const elsewhere = await api('127.0.0.3', token, `/factors/${factor.id}/verify`, {
      challenge_id: challenge.body!.id,
      code: totpCode(factor.totp.secret),
    });
    expect(elsewhere.status).toBe(429);
    // Nothing was stored: the challenge is unused and no session reached aal2.
    const { rows } = await server.engine.query<{ verified: boolean; aal2: number }>(
      `select c.verified_at is not null as verified,
              (select count(*)::int from auth.sessions s
               where s.user_id = f.user_id and s.aal = 'aal2') as aal2
       from auth.mfa_challenges c join auth.mfa_factors f on f.id = c.factor_id
       where c.id = $1`,
      [challenge.body!.id],
    );
    expect(rows).toEqual([{ verified: false, aal2: 0 }]);
  }, 60_000);

  it('counts per address too: the guessing address is refused for another factor, others are not', async () => {
    const other = await staffWithFactor('127.0.0.4');
    // 127.0.0.1 spent its budget in the test above.
    const fromSpent = await api('127.0.0.1', other.token, `/factors/${other.factor.id}/verify`, {
      challenge_id: '00000000-0000-4000-8000-000000000000',
      code: '000000',
    });
    expect(fromSpent.status).toBe(429);
    const challenge = await api('127.0.0.4', other.token, `/factors/${other.factor.id}/challenge`);
    const owner = await api('127.0.0.4', other.token, `/factors/${other.factor.id}/verify`, {
      challenge_id: challenge.body!.id,
      code: totpCode(other.factor.totp.secret),
    });
    expect(owner.status).toBe(200);
    expect(decodeJwt(owner.body!.access_token as string).aal).toBe('aal2');
  }, 60_000);
});
