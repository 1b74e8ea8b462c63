// Access tokens, rotating refresh tokens and sign-out, through supabase-js and raw calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../../supabase/local/jwt.ts';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { PASSWORD, authFetch, decodeJwt, signedUpClient, userStatus } from './helpers.ts';

describe.each(ENGINES)('auth tokens and sessions on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses an expired access token with 403 bad_jwt', async () => {
    const { client, session } = await signedUpClient(server);
    const claims = decodeJwt(session.access_token);
    const now = Math.floor(Date.now() / 1000);
    const expired = await signJwt(
      { ...claims, iat: now - 7200, exp: now - 3600 },
      server.config.jwtSecret,
    );
    const result = await userStatus(client, expired);
    expect(result).toMatchObject({ user: null, status: 403, code: 'bad_jwt' });
    expect(result.message).toMatch(/token is expired/);
  });

  it('refuses a tampered token and an alg:none token', async () => {
    const { client, session } = await signedUpClient(server);
    const [header, payload, signature] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString(
      'base64url',
    );
    const tampered = await userStatus(client, `${header}.${forged}.${signature}`);
    expect(tampered).toMatchObject({ user: null, status: 403, code: 'bad_jwt' });
    expect(tampered.message).toMatch(/signature is invalid/);

    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const unsigned = await userStatus(client, `${none}.${payload}.`);
    expect(unsigned).toMatchObject({ user: null, status: 403, code: 'bad_jwt' });

    expect((await userStatus(client, session.access_token)).user).not.toBeNull();
  });

  it('requires a bearer token for /user', async () => {
    const response = await authFetch(server, '/user');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error_code: 'no_authorization' });
  });

  it('rotates refresh tokens and hands a lost child back to its parent', async () => {
    const { client, session } = await signedUpClient(server);
    const first = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    const child = first.data.session!.refresh_token;
    expect(child).not.toBe(session.refresh_token);
    expect(decodeJwt(first.data.session!.access_token).session_id).toBe(
      decodeJwt(session.access_token).session_id,
    );

    const { rows } = await server.engine.query<{ token: string; revoked: boolean; parent: string }>(
      'select token, revoked, parent from auth.refresh_tokens where token in ($1, $2)',
      [session.refresh_token, child],
    );
    expect(rows.find((r) => r.token === session.refresh_token)).toMatchObject({ revoked: true });
    expect(rows.find((r) => r.token === child)).toMatchObject({
      revoked: false,
      parent: session.refresh_token,
    });

    // A client that never received `child` retries with the parent: it gets `child` again.
    const retried = await server.client().auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(retried.error).toBeNull();
    expect(retried.data.session!.refresh_token).toBe(child);
  });

  it('detects reuse of an old refresh token and ends the whole session', async () => {
    const { client, session } = await signedUpClient(server);
    const second = (await client.auth.refreshSession({ refresh_token: session.refresh_token })).data
      .session!;
    const third = (await client.auth.refreshSession({ refresh_token: second.refresh_token })).data
      .session!;
    // Past GoTrue's 10 s reuse interval.
    await server.engine.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute'
       where revoked and session_id = $1`,
      [decodeJwt(session.access_token).session_id],
    );

    const reuse = await server.client().auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(reuse.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    const latest = await server
      .client()
      .auth.refreshSession({ refresh_token: third.refresh_token });
    expect(latest.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const access = await authFetch(server, '/user', { token: third.access_token });
    expect(access.status).toBe(403);
    expect(access.body).toMatchObject({ error_code: 'session_not_found' });
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await server.client().auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });

  it('signs out: the refresh token dies and the access token gets session_not_found', async () => {
    const { client, session } = await signedUpClient(server);
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();

    const refresh = await server.client().auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });

    const raw = await authFetch(server, '/user', {
      token: session.access_token,
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(raw.status).toBe(403);
    expect(raw.body).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    const viaClient = await server.client().auth.getUser(session.access_token);
    expect(viaClient.error?.name).toBe('AuthSessionMissingError');
  });

  it('signs out other sessions or only this one', async () => {
    const { client: phone, email, session: phoneSession } = await signedUpClient(server);
    const laptop = server.client();
    const laptopSession = (await laptop.auth.signInWithPassword({ email, password: PASSWORD })).data
      .session!;

    expect((await laptop.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await userStatus(laptop, laptopSession.access_token)).user).not.toBeNull();
    expect((await userStatus(phone, phoneSession.access_token)).user).toBeNull();

    expect((await laptop.auth.signOut({ scope: 'local' })).error).toBeNull();
    const after = await authFetch(server, '/user', { token: laptopSession.access_token });
    expect(after.body).toMatchObject({ error_code: 'session_not_found' });

    const badScope = await authFetch(server, '/logout?scope=everyone', {
      method: 'POST',
      token: (await signedUpClient(server)).session.access_token,
    });
    expect(badScope.status).toBe(400);
  });

  it('serves health, settings and an empty JWKS without an apikey', async () => {
    const jwks = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
    expect(jwks.status).toBe(200);
    expect(await jwks.json()).toEqual({ keys: [] });

    const health = await (await fetch(`${server.url}/auth/v1/health`)).json();
    expect(health).toMatchObject({ name: 'GoTrue' });

    const settings = await (await fetch(`${server.url}/auth/v1/settings`)).json();
    expect(settings).toMatchObject({
      external: { email: true, phone: true, google: false, github: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: true,
    });

    const closed = await fetch(`${server.url}/auth/v1/user`);
    expect(closed.status).toBe(401);
  });
});
