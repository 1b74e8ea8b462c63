// Hardening findings 10 and 11 (bench/attack-list.ts): OTP requests and user updates answer alike
// whether an account exists; [auth.sms] enable_signup = false (config.toml) stops a texted code and
// a phone sign-up with a password from creating an account; a phone number joins an account only
// with the code texted to it; a repeated sign-up answers exactly as GoTrue's.
// (Finding 9, weak passwords: tests/integration/auth/password-rule.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { PASSWORD, readOutbox, signedUpClient, uniqueEmail, uniquePhone } from '../auth/helpers.ts';

describe('auth answers do not reveal which accounts exist', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** A confirmed phone account, made as the service role (phone sign-up is off). */
  const phoneAccount = async (phone: string) => {
    const made = await server
      .client(server.serviceRoleKey)
      .auth.admin.createUser({ phone, password: PASSWORD, phone_confirm: true });
    expect(made.error).toBeNull();
  };

  const usersWithPhone = async (phone: string) =>
    (
      await server.engine.query<{ n: number }>(
        'select count(*)::int as n from auth.users where phone = $1',
        [phone.replace(/\D/g, '')],
      )
    ).rows[0]!.n;

  it('honours enable_signup = false for SMS: an unknown phone gets a code-sent answer, nothing more', async () => {
    expect(server.config.smsSignup).toBe(false);
    const phone = uniquePhone();
    for (const create of [true, false]) {
      const sent = await server.client().auth.signInWithOtp({
        phone,
        options: { shouldCreateUser: create },
      });
      expect(sent.error).toBeNull();
      expect(sent.data.messageId).toMatch(/^local-\d+$/);
    }
    expect(await usersWithPhone(phone)).toBe(0);
    expect(await readOutbox(server, phone)).toEqual([]);
  });

  it('refuses a phone sign-up with a password as GoTrue does with the phone provider off', async () => {
    const phone = uniquePhone();
    const answer = await server.client().auth.signUp({ phone, password: PASSWORD });
    expect(answer.data.user).toBeNull();
    expect(answer.error).toMatchObject({
      status: 400,
      code: 'phone_provider_disabled',
      message: 'Phone signups are disabled',
    });
    // A known number gets the same refusal, before any look-up.
    const known = uniquePhone();
    await phoneAccount(known);
    const again = await server.client().auth.signUp({ phone: known, password: PASSWORD });
    expect(again.error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
    expect(await usersWithPhone(phone)).toBe(0);
    expect(await readOutbox(server, phone)).toEqual([]);
  });

  it('answers a repeated sign-up with auto-confirm as GoTrue: user_already_exists, nothing changed', async () => {
    expect(server.config.autoConfirm).toBe(true);
    const { email } = await signedUpClient(server);
    const pending = uniqueEmail('pending');
    const made = await server
      .client(server.serviceRoleKey)
      .auth.admin.createUser({ email: pending, password: PASSWORD, email_confirm: false });
    expect(made.error).toBeNull();
    for (const address of [email, pending]) {
      const answer = await server
        .client()
        .auth.signUp({ email: address, password: 'other-horse-77' });
      expect(answer.data.session).toBeNull();
      expect(answer.error).toMatchObject({
        status: 422,
        code: 'user_already_exists',
        message: 'User already registered',
      });
    }
    // Unlike GoTrue, the unconfirmed account is not confirmed by a sign-up nobody proved.
    const { rows } = await server.engine.query<{ confirmed: boolean }>(
      'select email_confirmed_at is not null as confirmed from auth.users where email = $1',
      [pending],
    );
    expect(rows).toEqual([{ confirmed: false }]);
    const signIn = await server
      .client()
      .auth.signInWithPassword({ email, password: 'other-horse-77' });
    expect(signIn.error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('answers a known phone with create_user false in the same shape (and texts it the code)', async () => {
    const phone = uniquePhone();
    await phoneAccount(phone);
    const sent = await server.client().auth.signInWithOtp({
      phone,
      options: { shouldCreateUser: false },
    });
    expect(sent.error).toBeNull();
    expect(Object.keys(sent.data)).toEqual(['user', 'session', 'messageId']);
    expect(sent.data.messageId).toMatch(/^local-\d+$/);
    expect(await readOutbox(server, phone)).toHaveLength(1);
  });

  it("answers an email change to someone else's address as a free one, sending nothing", async () => {
    const other = await signedUpClient(server);
    const { client, email } = await signedUpClient(server);
    const free = uniqueEmail('free');
    const toFree = await client.auth.updateUser({ email: free });
    const toTaken = await client.auth.updateUser({ email: other.email });
    expect(toFree.error).toBeNull();
    expect(toTaken.error).toBeNull();
    expect(Object.keys(toTaken.data.user!).sort()).toEqual(Object.keys(toFree.data.user!).sort());
    expect(toTaken.data.user).toMatchObject({ email, new_email: other.email });
    // Nothing reached the other account's owner, and no address changed.
    expect(await readOutbox(server, other.email)).toEqual([]);
    const { rows } = await server.engine.query<{ email: string }>(
      'select email from auth.users where id = $1',
      [toTaken.data.user!.id],
    );
    expect(rows).toEqual([{ email }]);
  });

  it('adds a phone number only with the code texted to it; a taken number looks the same', async () => {
    const owner = uniquePhone();
    await phoneAccount(owner);
    const { client, user } = await signedUpClient(server);
    const phone = uniquePhone();
    const asked = await client.auth.updateUser({ phone });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ phone: '', new_phone: phone.replace(/\D/g, '') });
    // Not confirmed, not even stored as the account's number, until the code comes back.
    expect(await usersWithPhone(phone)).toBe(0);
    const taken = await client.auth.updateUser({ phone: owner });
    expect(taken.error).toBeNull();
    expect(taken.data.user).toMatchObject({ phone: '', new_phone: owner.replace(/\D/g, '') });
    expect(await readOutbox(server, owner)).toEqual([]);
    expect(await usersWithPhone(owner)).toBe(1);

    const [sms] = await readOutbox(server, phone);
    const verified = await client.auth.verifyOtp({
      phone,
      token: sms!.code!,
      type: 'phone_change',
    });
    expect(verified.error).toBeNull();
    const { rows } = await server.engine.query<{ confirmed: boolean }>(
      'select phone_confirmed_at is not null as confirmed from auth.users where id = $1 and phone = $2',
      [user.id, phone.replace(/\D/g, '')],
    );
    expect(rows).toEqual([{ confirmed: true }]);
  });
});
