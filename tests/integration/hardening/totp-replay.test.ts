// Hardening finding 3 (replay, bench/attack-list.ts): a two-step code that was accepted once is
// refused for the rest of its window, also when a second session offers it, and every verify is
// answered in the same time whether the code was wrong, replayed or right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_ANSWER_MS } from '../../../supabase/local/auth/handlers/mfa.ts';
import { totpCode } from '../../../supabase/local/auth/totp.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { PASSWORD, decodeJwt, signedUpClient } from '../auth/helpers.ts';
import { callFrom, type RawAnswer } from './client-http.ts';

const FROM = '127.0.0.1';

describe('a used two-step code cannot be replayed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  const api = (token: string, path: string, body: unknown = {}) =>
    callFrom(FROM, `${server.url}/auth/v1${path}`, {
      method: 'POST',
      body,
      headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
    });

  async function passwordSession(email: string): Promise<string> {
    const signIn = await api(server.anonKey, '/token?grant_type=password', {
      email,
      password: PASSWORD,
    });
    expect(signIn.status).toBe(200);
    return signIn.body!.access_token as string;
  }

  /** Challenges and verifies `code` as `token`'s session; the answer and how long it took. */
  async function verifyAs(token: string, factorId: string, code: string) {
    const challenge = await api(token, `/factors/${factorId}/challenge`);
    expect(challenge.status).toBe(200);
    const started = performance.now();
    const answer: RawAnswer = await api(token, `/factors/${factorId}/verify`, {
      challenge_id: challenge.body!.id,
      code,
    });
    return {
      ...answer,
      ms: performance.now() - started,
      challengeId: challenge.body!.id as string,
    };
  }

  async function sessionState(token: string, challengeId: string) {
    const { rows } = await server.engine.query<{ aal: string; verified: boolean }>(
      `select s.aal::text as aal,
              (select c.verified_at is not null from auth.mfa_challenges c where c.id = $2)
                as verified
       from auth.sessions s where s.id = $1`,
      [decodeJwt(token).session_id, challengeId],
    );
    return rows[0];
  }

  it('refuses the accepted code on the same and on a second session, then takes the next one', async () => {
    const { client, email } = await signedUpClient(server);
    const factor = (await client.auth.mfa.enroll({ factorType: 'totp' })).data!;
    const secret = factor.totp.secret;
    const first = await passwordSession(email);
    const code = totpCode(secret);
    const right = await verifyAs(first, factor.id, code);
    expect(right.status).toBe(200);
    expect(decodeJwt(right.body!.access_token as string).aal).toBe('aal2');

    // The same code again: on the same session, and on a second password-only session.
    const again = await verifyAs(first, factor.id, code);
    expect(again).toMatchObject({
      status: 422,
      body: { error_code: 'mfa_verification_failed', msg: 'Invalid TOTP code entered' },
    });
    const second = await passwordSession(email);
    const replay = await verifyAs(second, factor.id, code);
    expect(replay).toMatchObject({ status: 422, body: { error_code: 'mfa_verification_failed' } });
    // An earlier step's code, still inside the skew window, is spent too.
    const earlier = await verifyAs(second, factor.id, totpCode(secret, Date.now() - 30_000));
    expect(earlier.status).toBe(422);
    // Nothing was stored: the second session is still aal1, its challenges unused.
    expect(await sessionState(second, replay.challengeId)).toEqual({
      aal: 'aal1',
      verified: false,
    });
    expect(await sessionState(second, earlier.challengeId)).toEqual({
      aal: 'aal1',
      verified: false,
    });

    // The authenticator's next code is a new one, and is accepted.
    const next = await verifyAs(second, factor.id, totpCode(secret, Date.now() + 30_000));
    expect(next.status).toBe(200);
    expect(await sessionState(second, next.challengeId)).toEqual({ aal: 'aal2', verified: true });
  }, 30_000);

  it('answers wrong, replayed and right codes no sooner than the same floor', async () => {
    const { client, email } = await signedUpClient(server);
    const factor = (await client.auth.mfa.enroll({ factorType: 'totp' })).data!;
    const secret = factor.totp.secret;
    const token = await passwordSession(email);
    const code = totpCode(secret);
    const wrong = await verifyAs(token, factor.id, code === '000000' ? '111111' : '000000');
    const right = await verifyAs(token, factor.id, code);
    const replayed = await verifyAs(token, factor.id, code);
    const timings = [wrong, right, replayed].map((a) => ({ status: a.status, ms: a.ms }));
    console.log('verify answers (ms):', timings);
    expect(timings.map((t) => t.status)).toEqual([422, 200, 422]);
    // A wrong code is refused without any database write, so without the floor it answers
    // several times faster than a right one.
    for (const { ms } of timings) expect(ms).toBeGreaterThanOrEqual(VERIFY_ANSWER_MS - 5);
  }, 30_000);
});
