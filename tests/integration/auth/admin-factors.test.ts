// auth.admin.mfa: the service_role lists a user's factors and removes one (say, for a lost
// phone) without the user's second factor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../supabase/local/auth/totp.ts';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { authFetch, signedUpClient } from './helpers.ts';

describe.each(ENGINES)('auth admin MFA factors on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const adminMfa = () => server.client(server.serviceRoleKey).auth.admin.mfa;

  it('lists verified and unverified factors and deletes one, lowering the sessions', async () => {
    const { client, user } = await signedUpClient(server);
    const phone = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const challenge = await client.auth.mfa.challenge({ factorId: phone.data!.id });
    const verified = await client.auth.mfa.verify({
      factorId: phone.data!.id,
      challengeId: challenge.data!.id,
      code: totpCode(phone.data!.totp.secret),
    });
    expect(verified.error).toBeNull();
    const tablet = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(tablet.error).toBeNull();

    const listed = await adminMfa().listFactors({ userId: user.id });
    expect(listed.error).toBeNull();
    expect(listed.data!.factors).toEqual([
      expect.objectContaining({
        id: phone.data!.id,
        friendly_name: 'Phone',
        factor_type: 'totp',
        status: 'verified',
      }),
      expect.objectContaining({ id: tablet.data!.id, status: 'unverified' }),
    ]);

    const deleted = await adminMfa().deleteFactor({ id: phone.data!.id, userId: user.id });
    expect(deleted.error).toBeNull();
    // auth-js hands back the answer (the deleted factor, as GoTrue sends it) wrapped once more.
    expect(deleted.data).toMatchObject({ data: { id: phone.data!.id, factor_type: 'totp' } });
    const { rows } = await server.engine.query<{ id: string }>(
      'select id from auth.mfa_factors where user_id = $1',
      [user.id],
    );
    expect(rows.map((r) => r.id)).toEqual([tablet.data!.id]);
    const sessions = await server.engine.query<{ aal: string }>(
      'select aal::text as aal from auth.sessions where user_id = $1',
      [user.id],
    );
    expect(sessions.rows.map((s) => s.aal)).toEqual(['aal1']);

    const again = await adminMfa().deleteFactor({ id: phone.data!.id, userId: user.id });
    expect(again.error).toMatchObject({
      status: 404,
      code: 'mfa_factor_not_found',
      message: 'Factor not found',
    });
  });

  it('answers an unknown user or a factor of another user with 404, and others with 403', async () => {
    const { client, user } = await signedUpClient(server);
    const factor = await client.auth.mfa.enroll({ factorType: 'totp' });
    const other = await signedUpClient(server);

    const foreign = await adminMfa().deleteFactor({ id: factor.data!.id, userId: other.user.id });
    expect(foreign.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const nobody = await adminMfa().listFactors({ userId: '00000000-0000-4000-8000-000000000000' });
    expect(nobody.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const none = await adminMfa().listFactors({ userId: other.user.id });
    expect(none.data!.factors).toEqual([]);

    const asUser = await authFetch(server, `/admin/users/${user.id}/factors`, {
      token: (await client.auth.getSession()).data.session!.access_token,
    });
    expect(asUser).toMatchObject({ status: 403, body: { error_code: 'not_admin' } });
    const anon = await server
      .client()
      .auth.admin.mfa.deleteFactor({ id: factor.data!.id, userId: user.id });
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});
