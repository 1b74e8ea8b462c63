// Sign-up with confirmations on (AUTH_AUTOCONFIRM=false): mailed links and texted codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { PASSWORD, latestMessage, readOutbox, uniqueEmail, uniquePhone } from './helpers.ts';

const WELCOME = 'http://localhost:4173/welcome';

describe.each(ENGINES)('auth with confirmations on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    // Phone sign-up needs the phone provider ([auth.sms] enable_signup), off in config.toml.
    server = await startTestServer(kind, { autoConfirm: false, smsSignup: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('signs up without a session, refuses sign-in, and confirms through the link', async () => {
    const email = uniqueEmail('confirm');
    const client = server.client();
    const signUp = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: WELCOME },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({ email });
    expect(signUp.data.user!.confirmation_sent_at).toBeTruthy();
    expect(signUp.data.user!.email_confirmed_at).toBeUndefined();

    const early = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });

    const mail = await latestMessage(server, email);
    expect(mail.subject).toBe('Confirm Your Signup');
    expect(new URL(mail.link!).searchParams.get('type')).toBe('signup');
    const landing = await fetch(mail.link!, { redirect: 'manual' });
    expect(landing.status).toBe(303);
    const location = landing.headers.get('location')!;
    expect(location.startsWith(`${WELCOME}#`)).toBe(true);
    expect(new URLSearchParams(location.split('#')[1]).get('type')).toBe('signup');

    const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user!.email_confirmed_at).toBeTruthy();

    // A second sign-up looks like a new one and sends nothing (no account enumeration).
    const repeated = await server.client().auth.signUp({ email, password: 'other-pass-1' });
    expect(repeated.error).toBeNull();
    expect(repeated.data.session).toBeNull();
    expect(repeated.data.user!.id).not.toBe(signIn.data.user!.id);
    expect(await readOutbox(server, email)).toHaveLength(1);
  });

  it('re-sends the confirmation for a pending sign-up; only the newest code works', async () => {
    const email = uniqueEmail('pending');
    await server.client().auth.signUp({ email, password: PASSWORD });
    const first = await latestMessage(server, email);
    const resent = await server.client().auth.resend({ type: 'signup', email });
    expect(resent.error).toBeNull();
    const messages = await readOutbox(server, email);
    expect(messages).toHaveLength(2);
    const second = messages[0]!;

    if (first.code !== second.code) {
      const stale = await server
        .client()
        .auth.verifyOtp({ email, token: first.code!, type: 'email' });
      expect(stale.error?.code).toBe('otp_expired');
    }
    const verified = await server
      .client()
      .auth.verifyOtp({ email, token: second.code!, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.email_confirmed_at).toBeTruthy();
  });

  it('confirms a phone sign-up with the texted code', async () => {
    const phone = uniquePhone();
    const signUp = await server.client().auth.signUp({ phone, password: PASSWORD });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const sms = await latestMessage(server, phone);
    expect(sms.channel).toBe('sms');

    const verified = await server.client().auth.verifyOtp({ phone, token: sms.code!, type: 'sms' });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.phone_confirmed_at).toBeTruthy();
    const signIn = await server.client().auth.signInWithPassword({ phone, password: PASSWORD });
    expect(signIn.error).toBeNull();
  });
});
