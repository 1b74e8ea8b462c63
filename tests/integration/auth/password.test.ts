// Sign-up, password sign-in and the user endpoints through the real supabase-js client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import {
  PASSWORD,
  authFetch,
  decodeJwt,
  latestMessage,
  signedUpClient,
  uniqueEmail,
  uniquePhone,
} from './helpers.ts';
import { WEAK_MESSAGES } from '../../fixtures/rules/password.ts';

const DEACTIVATED = 'Your account has been deactivated. Please contact support.';

describe.each(ENGINES)('auth sign-up and sign-in on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    // Phone sign-up needs the phone provider ([auth.sms] enable_signup), off in config.toml.
    server = await startTestServer(kind, { smsSignup: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('signs up by email with metadata and returns a confirmed session', async () => {
    const email = uniqueEmail('Signup');
    const client = server.client();
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Asha Verma' } },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: email.toLowerCase(),
      phone: '',
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Asha Verma', email_verified: true },
      is_anonymous: false,
    });
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect(data.user!.identities).toMatchObject([
      { provider: 'email', id: data.user!.id, identity_data: { email: email.toLowerCase() } },
    ]);
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(Math.abs(data.session!.expires_at! - (Date.now() / 1000 + 3600))).toBeLessThan(10);

    const { rows } = await server.engine.query<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where id = $1',
      [data.user!.id],
    );
    expect(rows[0]!.encrypted_password).toMatch(/^\$2a\$10\$/);
  });

  it('signs up by phone and signs in with the number in another format', async () => {
    const phone = uniquePhone();
    const digits = phone.replace(/\D/g, '');
    const client = server.client();
    const signUp = await client.auth.signUp({ phone, password: PASSWORD });
    expect(signUp.error).toBeNull();
    expect(signUp.data.user).toMatchObject({
      phone: digits,
      email: '',
      app_metadata: { provider: 'phone', providers: ['phone'] },
    });
    expect(signUp.data.user!.phone_confirmed_at).toBeTruthy();
    expect(signUp.data.session).not.toBeNull();

    const signIn = await server
      .client()
      .auth.signInWithPassword({ phone: digits, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(decodeJwt(signIn.data.session!.access_token)).toMatchObject({
      phone: digits,
      email: '',
    });
  });

  it('signs in by email with GoTrue’s claims and records the sign-in', async () => {
    const { user, session: first, email } = await signedUpClient(server);
    const client = server.client();
    const { data, error } = await client.auth.signInWithPassword({
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(error).toBeNull();
    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({
      iss: `${server.url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { email_verified: true },
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      is_anonymous: false,
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    expect(claims.session_id).not.toBe(decodeJwt(first.access_token).session_id);
    expect(data.user!.last_sign_in_at).toBeTruthy();

    const { rows } = await server.engine.query<{ last_login: unknown }>(
      'select last_login from public.users where id = $1',
      [user.id],
    );
    expect(rows[0]!.last_login).not.toBeNull();
  });

  it('refuses a wrong password and an unknown account alike', async () => {
    const { email } = await signedUpClient(server);
    const client = server.client();
    const wrong = await client.auth.signInWithPassword({ email, password: 'not-the-password' });
    const unknown = await client.auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: PASSWORD,
    });
    for (const { error, data } of [wrong, unknown]) {
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('refuses a duplicate sign-up with user_already_exists', async () => {
    const { email } = await signedUpClient(server);
    const { data, error } = await server.client().auth.signUp({ email, password: PASSWORD });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
  });

  it('refuses a sign-up without email or phone, and anonymous sign-in', async () => {
    const missing = await authFetch(server, '/signup', {
      method: 'POST',
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'You must provide either an email or phone number.',
    });
    const anonymous = await server.client().auth.signInAnonymously();
    expect(anonymous.error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
  });

  it('answers bad JSON, wrong types and unknown routes with GoTrue error bodies', async () => {
    const badJson = await authFetch(server, '/signup', { method: 'POST', body: '{"email": ' });
    expect(badJson.status).toBe(400);
    expect(badJson.body).toMatchObject({ code: 400, error_code: 'bad_json' });
    expect(badJson.body.msg).toMatch(/^Could not parse request body as JSON/);

    const wrongType = await authFetch(server, '/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: 42, password: PASSWORD }),
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ code: 'bad_json' });
    expect(wrongType.headers.get('x-supabase-api-version')).toBe('2024-01-01');

    const unknown = await authFetch(server, '/no-such-endpoint');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 404, error_code: 'not_found' });

    const health = await authFetch(server, '/health');
    expect(health.status).toBe(200);
  });

  it('reads the user and merges metadata updates', async () => {
    const { client, user } = await signedUpClient(server);
    const read = await client.auth.getUser();
    expect(read.error).toBeNull();
    expect(read.data.user!.id).toBe(user.id);

    const first = await client.auth.updateUser({ data: { city: 'Pune', company: 'Acme' } });
    expect(first.error).toBeNull();
    expect(first.data.user!.user_metadata).toEqual({
      email_verified: true,
      city: 'Pune',
      company: 'Acme',
    });
    const second = await client.auth.updateUser({ data: { company: null } });
    expect(second.data.user!.user_metadata).toEqual({ email_verified: true, city: 'Pune' });

    const forbidden = await authFetch(server, '/user', {
      method: 'PUT',
      token: (await client.auth.getSession()).data.session!.access_token,
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ error_code: 'not_admin' });
  });

  it('changes the password: the new one signs in, the old one and other sessions do not', async () => {
    const { client, email } = await signedUpClient(server);
    const other = server.client();
    const otherSession = (await other.auth.signInWithPassword({ email, password: PASSWORD })).data
      .session!;

    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });

    const changed = await client.auth.updateUser({ password: 'a-new-secret-99' });
    expect(changed.error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();

    const old = await server.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await server.client().auth.signInWithPassword({
      email,
      password: 'a-new-secret-99',
    });
    expect(fresh.error).toBeNull();

    const refreshed = await server
      .client()
      .auth.refreshSession({ refresh_token: otherSession.refresh_token });
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('changes the password with a reauthentication code, once', async () => {
    const { client, email } = await signedUpClient(server);
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = await latestMessage(server, email);
    expect(mail).toMatchObject({ subject: 'Confirm reauthentication', link: null });

    const wrongNonce = mail.code === '000000' ? '111111' : '000000';
    const wrong = await client.auth.updateUser({ password: 'nonce-pass-1', nonce: wrongNonce });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'reauthentication_not_valid',
      message: 'Requested nonce is invalid or expired',
    });
    const changed = await client.auth.updateUser({ password: 'nonce-pass-1', nonce: mail.code! });
    expect(changed.error).toBeNull();
    const reused = await client.auth.updateUser({ password: 'nonce-pass-2', nonce: mail.code! });
    expect(reused.error?.code).toBe('reauthentication_not_valid');
  });

  it('refuses sign-in to a deactivated account', async () => {
    const { user, email, session } = await signedUpClient(server);
    await server.engine.query('update public.users set is_active = false where id = $1', [user.id]);

    const client = server.client();
    const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.data.session).toBeNull();
    expect(signIn.error).toMatchObject({ status: 400, code: 'user_banned', message: DEACTIVATED });

    // Without the password nothing about the account is revealed.
    const wrong = await client.auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(wrong.error?.code).toBe('invalid_credentials');

    const current = await authFetch(server, '/user', { token: session.access_token });
    expect(current.status).toBe(403);
    expect(current.body).toMatchObject({ error_code: 'user_banned', msg: DEACTIVATED });

    const refresh = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ status: 400, code: 'user_banned', message: DEACTIVATED });

    await server.engine.query('update public.users set is_active = true where id = $1', [user.id]);
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('signs in the seeded demo admin, saying its password is below the rule', async () => {
    const { data, error } = await server.client().auth.signInWithPassword({
      email: 'admin@mgrid.local',
      password: 'mgrid-demo',
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: 'admin@mgrid.local', role: 'authenticated' });
    expect(decodeJwt(data.session!.access_token).sub).toBe(data.user!.id);
    // GoTrue checks the rule on new passwords only; a sign-in is told, not refused.
    expect(data.weakPassword).toEqual({
      message: WEAK_MESSAGES.characters,
      reasons: ['characters'],
    });
  });
});
