// The auth server's password rule over HTTP (supabase/config.toml: minimum_password_length
// and password_requirements, applied as GoTrue applies them): the shared cases that the form's
// preview also runs (tests/unit/lib/password-rule.test.ts) at sign-up, and the weak passwords
// the server once accepted wherever else a password is set, with nothing stored when one is
// refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import {
  PASSWORD_CASES,
  titled,
  WEAK_MESSAGES,
  weakMessage,
} from '../../fixtures/rules/password.ts';
import { PASSWORD, latestMessage, signedUpClient, uniqueEmail } from './helpers.ts';

/** Passwords the server once accepted although the form refuses them. */
const ONCE_ACCEPTED = ['aaaaaaaa', '12345678', '        ', 'password'];

const WEAK = {
  name: 'AuthWeakPasswordError',
  status: 422,
  code: 'weak_password',
  message: WEAK_MESSAGES.characters,
  reasons: ['characters'],
};

describe.each(ENGINES)('the password rule on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** The stored bcrypt hash of the account with this email; undefined when there is none. */
  async function storedHash(email: string): Promise<string | undefined> {
    const { rows } = await server.engine.query<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where email = $1',
      [email.toLowerCase()],
    );
    return rows[0]?.encrypted_password;
  }

  async function signsIn(email: string, password: string): Promise<boolean> {
    const { error } = await server.client().auth.signInWithPassword({ email, password });
    return error === null;
  }

  it.each(PASSWORD_CASES.map(titled))('sign-up: %s', async (_name, c) => {
    const email = uniqueEmail('rule');
    const { data, error } = await server.client().auth.signUp({ email, password: c.password });
    if (c.server === 'accepted') {
      expect(error).toBeNull();
      expect(data.session).not.toBeNull();
      expect(await storedHash(email)).toMatch(/^\$2a\$10\$/);
      expect(await signsIn(email, c.password)).toBe(true);
    } else {
      expect(error).toMatchObject(
        'weak' in c.server
          ? {
              name: 'AuthWeakPasswordError',
              status: 422,
              code: 'weak_password',
              message: weakMessage(c.server.weak),
              reasons: c.server.weak,
            }
          : c.server,
      );
      expect(data.user).toBeNull();
      expect(await storedHash(email)).toBeUndefined();
    }
  });

  it('refuses them as a new password for a signed-in user, keeping the old one', async () => {
    const { client, email } = await signedUpClient(server);
    const before = await storedHash(email);
    for (const password of ONCE_ACCEPTED) {
      expect((await client.auth.updateUser({ password })).error).toMatchObject(WEAK);
    }
    expect(await storedHash(email)).toBe(before);
    expect(await signsIn(email, PASSWORD)).toBe(true);
    expect(await signsIn(email, 'aaaaaaaa')).toBe(false);
  });

  it('refuses them when a forgotten password is reset, then takes a strong one', async () => {
    const { email } = await signedUpClient(server);
    const before = await storedHash(email);
    await server.client().auth.resetPasswordForEmail(email);
    const { code } = await latestMessage(server, email);
    const browser = server.client();
    expect(
      (await browser.auth.verifyOtp({ email, token: code!, type: 'recovery' })).error,
    ).toBeNull();

    for (const password of ONCE_ACCEPTED) {
      expect((await browser.auth.updateUser({ password })).error).toMatchObject(WEAK);
    }
    expect(await storedHash(email)).toBe(before);
    expect(await signsIn(email, PASSWORD)).toBe(true);

    expect((await browser.auth.updateUser({ password: 'recovered-pass-7' })).error).toBeNull();
    expect(await storedHash(email)).not.toBe(before);
    expect(await signsIn(email, 'recovered-pass-7')).toBe(true);
  });

  it('refuses them when an admin sets a password, and, as GoTrue, not on admin creation', async () => {
    const admin = server.client(server.serviceRoleKey).auth.admin;
    const { user, email } = await signedUpClient(server);
    const before = await storedHash(email);
    for (const password of ONCE_ACCEPTED) {
      expect((await admin.updateUserById(user.id, { password })).error).toMatchObject(WEAK);
    }
    expect(await storedHash(email)).toBe(before);
    expect(await signsIn(email, PASSWORD)).toBe(true);

    // GoTrue's adminUserCreate runs no strength check (only bcrypt's 72 bytes): the service
    // role is trusted, and the app never creates accounts that way.
    const made = uniqueEmail('made');
    const created = await admin.createUser({
      email: made,
      password: 'aaaaaaaa',
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    expect(await signsIn(made, 'aaaaaaaa')).toBe(true);
  });
});
