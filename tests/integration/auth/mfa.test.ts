// TOTP multi-factor authentication through supabase-js's auth.mfa, with codes computed
// here from the enrolment secret, as an authenticator app would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../supabase/local/auth/totp.ts';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { PASSWORD, decodeJwt, signedUpClient } from './helpers.ts';

/** A six-digit code that is not valid for `secret` now (nor one step either side). */
function wrongCode(secret: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((d) => totpCode(secret, Date.now() + d)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

describe.each(ENGINES)('auth TOTP multi-factor on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function enrolledClient() {
    const signedUp = await signedUpClient(server);
    const enrolled = await signedUp.client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Site phone',
    });
    expect(enrolled.error).toBeNull();
    return { ...signedUp, factor: enrolled.data! };
  }

  it('enrolls, raises the session to aal2, and unenrolls', async () => {
    const { client, factor, user } = await enrolledClient();
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'Site phone' });
    expect(factor.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toMatch(
      new RegExp(`^otpauth://totp/localhost%3A4173:.+secret=${factor.totp.secret}`),
    );

    const before = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'totp', id: expect.any(String) });
    expect(Math.abs(challenge.data!.expires_at - (Date.now() / 1000 + 300))).toBeLessThan(10);

    const verified = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: totpCode(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((m) => m.method).sort()).toEqual([
      'password',
      'totp',
    ]);

    const after = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(
      after.data!.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method)),
    ).toContain('totp');

    const fetched = await client.auth.getUser();
    expect(fetched.data.user!.factors).toMatchObject([
      { id: factor.id, status: 'verified', factor_type: 'totp', friendly_name: 'Site phone' },
    ]);
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data!.totp.map((f) => f.id)).toEqual([factor.id]);

    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal1');
    const { rows } = await server.engine.query(
      'select 1 from auth.mfa_factors where user_id = $1',
      [user.id],
    );
    expect(rows).toHaveLength(0);
  });

  it('refuses a wrong code and an expired challenge', async () => {
    const { client, factor } = await enrolledClient();
    const challenge = (await client.auth.mfa.challenge({ factorId: factor.id })).data!;
    const wrong = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: wrongCode(factor.totp.secret),
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });

    await server.engine.query(
      `update auth.mfa_challenges set created_at = now() - interval '10 minutes' where id = $1`,
      [challenge.id],
    );
    const late = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: totpCode(factor.totp.secret),
    });
    expect(late.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });

    const unknown = await client.auth.mfa.challenge({
      factorId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });

  it('needs aal2 to change the password or remove the factor once MFA is on', async () => {
    const { client, factor, email } = await enrolledClient();
    const challenge = (await client.auth.mfa.challenge({ factorId: factor.id })).data!;
    await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: totpCode(factor.totp.secret),
    });

    // A new password sign-in is aal1 until its own second factor.
    const laptop = server.client();
    await laptop.auth.signInWithPassword({ email, password: PASSWORD });
    const level = await laptop.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    const change = await laptop.auth.updateUser({ password: 'another-secret-1' });
    expect(change.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    const unenroll = await laptop.auth.mfa.unenroll({ factorId: factor.id });
    expect(unenroll.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    const allowed = await client.auth.updateUser({ password: 'another-secret-1' });
    expect(allowed.error).toBeNull();
  });
});
