// Password recovery, one-time codes and email change, end to end through the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import {
  PASSWORD,
  decodeJwt,
  latestMessage,
  readOutbox,
  signedUpClient,
  uniqueEmail,
  uniquePhone,
} from './helpers.ts';

const RESET_PAGE = 'http://localhost:4173/account/reset';

function fragmentOf(location: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(location.slice(location.indexOf('#') + 1)));
}

describe.each(ENGINES)('auth recovery and one-time codes on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    // A texted code may create an account here ([auth.sms] enable_signup is off in
    // config.toml: tests/integration/hardening/enumeration.test.ts).
    server = await startTestServer(kind, { smsSignup: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('recovers a password through the mailed link', async () => {
    const { email } = await signedUpClient(server);
    const request = await server
      .client()
      .auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    expect(request).toEqual({ data: {}, error: null });

    const mail = await latestMessage(server, email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Reset Your Password' });
    expect(mail.code).toMatch(/^\d{6}$/);
    const link = new URL(mail.link!);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(RESET_PAGE);
    expect(mail.body).toContain(mail.link!);
    expect(mail.body).toContain(mail.code!);

    // The browser opens the link (no apikey), and lands on the app with the session.
    const landing = await fetch(mail.link!, { redirect: 'manual' });
    expect(landing.status).toBe(303);
    const location = landing.headers.get('location')!;
    expect(location.startsWith(`${RESET_PAGE}#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment).toMatchObject({
      token_type: 'bearer',
      type: 'recovery',
      expires_in: '3600',
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    expect(Number(fragment.expires_at)).toBeGreaterThan(Date.now() / 1000);
    expect(decodeJwt(fragment.access_token!).amr).toEqual([
      { method: 'otp', timestamp: expect.any(Number) },
    ]);

    const browser = server.client();
    const restored = await browser.auth.setSession({
      access_token: fragment.access_token!,
      refresh_token: fragment.refresh_token!,
    });
    expect(restored.error).toBeNull();
    expect(restored.data.user!.email).toBe(email);
    const updated = await browser.auth.updateUser({ password: 'recovered-pass-7' });
    expect(updated.error).toBeNull();

    const fresh = await server.client().auth.signInWithPassword({
      email,
      password: 'recovered-pass-7',
    });
    expect(fresh.error).toBeNull();
    const old = await server.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');

    // The link works once.
    const again = await fetch(mail.link!, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(fragmentOf(again.headers.get('location')!)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    });
  });

  it('recovers with the mailed code through verifyOtp, once', async () => {
    const { email } = await signedUpClient(server);
    await server.client().auth.resetPasswordForEmail(email);
    const { code } = await latestMessage(server, email);

    const client = server.client();
    const verified = await client.auth.verifyOtp({ email, token: code!, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session!.user.email).toBe(email);
    expect((await client.auth.getUser()).data.user!.email).toBe(email);

    const reused = await server.client().auth.verifyOtp({ email, token: code!, type: 'recovery' });
    expect(reused.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
  });

  it('does not reveal whether an address has an account', async () => {
    const nobody = uniqueEmail('nobody');
    const result = await server.client().auth.resetPasswordForEmail(nobody);
    expect(result).toEqual({ data: {}, error: null });
    expect(await readOutbox(server, nobody)).toEqual([]);
  });

  it('never redirects tokens to a site outside the allow-list', async () => {
    const { email } = await signedUpClient(server);
    await server
      .client()
      .auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' });
    const { link } = await latestMessage(server, email);
    expect(new URL(link!).searchParams.get('redirect_to')).toBe(server.config.siteUrl);
    const landing = await fetch(link!, { redirect: 'manual' });
    expect(landing.headers.get('location')!.startsWith(`${server.config.siteUrl}#`)).toBe(true);
  });

  it('expires codes after the configured lifetime', async () => {
    const { email, user } = await signedUpClient(server);
    await server.client().auth.resetPasswordForEmail(email);
    const { code } = await latestMessage(server, email);
    await server.engine.query(
      `update auth.users set recovery_sent_at = now() - interval '61 minutes' where id = $1`,
      [user.id],
    );
    const late = await server.client().auth.verifyOtp({ email, token: code!, type: 'recovery' });
    expect(late.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('signs in a new user with an emailed one-time code', async () => {
    const email = uniqueEmail('otp');
    const client = server.client();
    const sent = await client.auth.signInWithOtp({
      email,
      options: { data: { full_name: 'Ravi Kumar' } },
    });
    expect(sent.error).toBeNull();
    const mail = await latestMessage(server, email);
    expect(mail.subject).toBe('Your Magic Link');

    const verified = await client.auth.verifyOtp({ email, token: mail.code!, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({
      email,
      user_metadata: { full_name: 'Ravi Kumar', email_verified: true },
    });
    expect(verified.data.user!.email_confirmed_at).toBeTruthy();
    expect(decodeJwt(verified.data.session!.access_token).amr).toEqual([
      { method: 'otp', timestamp: expect.any(Number) },
    ]);

    // An unknown address with shouldCreateUser false is answered as a known one would be
    // (no account enumeration), and nothing is created or sent.
    const unknown = uniqueEmail('closed');
    const closed = await server.client().auth.signInWithOtp({
      email: unknown,
      options: { shouldCreateUser: false },
    });
    expect(closed.error).toBeNull();
    expect(await readOutbox(server, unknown)).toEqual([]);
    const { rows } = await server.engine.query('select 1 from auth.users where email = $1', [
      unknown,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('signs in with a texted code', async () => {
    const phone = uniquePhone();
    const client = server.client();
    const sent = await client.auth.signInWithOtp({ phone });
    expect(sent.error).toBeNull();
    expect(sent.data.messageId).toMatch(/^local-\d+$/);

    const [sms] = await readOutbox(server, phone);
    expect(sms).toMatchObject({ channel: 'sms', recipient: phone.replace(/\D/g, '') });
    expect(sms!.body).toBe(`Your code is ${sms!.code}`);

    const wrong = await client.auth.verifyOtp({ phone, token: '000000', type: 'sms' });
    if (sms!.code !== '000000') expect(wrong.error?.code).toBe('otp_expired');
    const verified = await client.auth.verifyOtp({ phone, token: sms!.code!, type: 'sms' });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.phone).toBe(phone.replace(/\D/g, ''));
  });

  it('confirms an email change with the code sent to the new address', async () => {
    const { client, email } = await signedUpClient(server);
    const next = uniqueEmail('moved');
    const requested = await client.auth.updateUser({ email: next });
    expect(requested.error).toBeNull();
    expect(requested.data.user).toMatchObject({ email, new_email: next });

    const mail = await latestMessage(server, next);
    expect(mail.subject).toBe('Confirm Email Change');
    const verified = await client.auth.verifyOtp({
      email: next,
      token: mail.code!,
      type: 'email_change',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.email).toBe(next);
    expect(verified.data.user).not.toHaveProperty('new_email');

    const signIn = await server
      .client()
      .auth.signInWithPassword({ email: next, password: PASSWORD });
    expect(signIn.error).toBeNull();
  });
});
