// [auth] enable_signup = false in supabase/config.toml: nobody signs up, by password or by
// a mailed or texted code, while the admin API and invitations still create accounts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSignupEnabled } from '../../../supabase/local/project-toml.ts';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import {
  PASSWORD,
  authFetch,
  latestMessage,
  readOutbox,
  uniqueEmail,
  uniquePhone,
} from './helpers.ts';

const REFUSED = {
  status: 422,
  code: 'signup_disabled',
  message: 'Signups not allowed for this instance',
};

describe('[auth] enable_signup as config.toml gives it', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mgrid-toml-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function read(text: string) {
    const file = path.join(dir, `${Math.random()}.toml`);
    writeFileSync(file, text);
    return readSignupEnabled(file);
  }

  it('is on unless [auth] says false, as in the Supabase CLI', () => {
    expect(read('[auth]\nenable_signup = false\n')).toBe(false);
    expect(read('[auth]\nenable_signup = true\n')).toBe(true);
    expect(read('[auth]\nsite_url = "http://localhost:4173"\n')).toBe(true);
    // Only the [auth] key counts, not [auth.email]'s or [auth.sms]'s.
    expect(read('[auth]\n[auth.email]\nenable_signup = false\n')).toBe(true);
    expect(readSignupEnabled(path.join(dir, 'missing.toml'))).toBe(true);
    expect(readSignupEnabled(path.resolve('supabase/config.toml'))).toBe(true);
  });
});

describe.each(ENGINES)('auth with sign-up off on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { signupEnabled: false, smsSignup: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const admin = () => server.client(server.serviceRoleKey).auth.admin;

  async function accountCount(email: string) {
    const { rows } = await server.engine.query<{ n: number }>(
      'select count(*)::int as n from auth.users where email = $1',
      [email],
    );
    return rows[0]!.n;
  }

  it('says so in /settings', async () => {
    const settings = await authFetch(server, '/settings');
    expect(settings.body).toMatchObject({ disable_signup: true });
  });

  it('refuses sign-up with a password, for new and existing addresses', async () => {
    const email = uniqueEmail('nobody');
    const refused = await server.client().auth.signUp({ email, password: PASSWORD });
    expect(refused.error).toMatchObject(REFUSED);
    expect(refused.data.user).toBeNull();
    expect(await accountCount(email)).toBe(0);

    const byPhone = await server.client().auth.signUp({ phone: uniquePhone(), password: PASSWORD });
    expect(byPhone.error).toMatchObject(REFUSED);

    const existing = uniqueEmail('member');
    await admin().createUser({ email: existing, password: PASSWORD, email_confirm: true });
    const again = await server.client().auth.signUp({ email: existing, password: PASSWORD });
    expect(again.error).toMatchObject(REFUSED);
  });

  it('refuses an OTP that would create the account, and sends nothing', async () => {
    const email = uniqueEmail('otp');
    const refused = await server.client().auth.signInWithOtp({ email });
    expect(refused.error).toMatchObject(REFUSED);
    expect(await accountCount(email)).toBe(0);
    expect(await readOutbox(server, email)).toEqual([]);

    const phone = uniquePhone();
    const texted = await server.client().auth.signInWithOtp({ phone });
    expect(texted.error).toMatchObject(REFUSED);

    // shouldCreateUser: false answers as before: 200, nothing sent.
    const quiet = await server
      .client()
      .auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(quiet.error).toBeNull();
    expect(await readOutbox(server, email)).toEqual([]);
  });

  it('still signs in existing accounts by OTP and password', async () => {
    const email = uniqueEmail('known');
    await admin().createUser({ email, password: PASSWORD, email_confirm: true });
    const otp = await server.client().auth.signInWithOtp({ email });
    expect(otp.error).toBeNull();
    const mail = await latestMessage(server, email);
    expect(mail.subject).toBe('Your Magic Link');
    const verified = await server
      .client()
      .auth.verifyOtp({ email, token: mail.code!, type: 'email' });
    expect(verified.error).toBeNull();
    const password = await server.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(password.error).toBeNull();
  });

  it('lets the admin API and invitations create accounts', async () => {
    const created = uniqueEmail('staff');
    expect(
      (await admin().createUser({ email: created, password: PASSWORD, email_confirm: true })).error,
    ).toBeNull();
    expect(await accountCount(created)).toBe(1);

    const invitee = uniqueEmail('invitee');
    const invited = await admin().inviteUserByEmail(invitee);
    expect(invited.error).toBeNull();
    const mail = await latestMessage(server, invitee);
    const landing = await fetch(mail.link!, { redirect: 'manual' });
    const fragment = new URLSearchParams(landing.headers.get('location')!.split('#')[1]);
    expect(fragment.get('type')).toBe('invite');
    expect(fragment.get('access_token')).toBeTruthy();
  });
});
