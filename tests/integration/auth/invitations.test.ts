// Accounts the service_role brings in by mail: auth.admin.inviteUserByEmail() and
// auth.admin.generateLink(), whose links open through /verify as mailed ones do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import {
  PASSWORD,
  authFetch,
  decodeJwt,
  latestMessage,
  readOutbox,
  uniqueEmail,
} from './helpers.ts';

const WELCOME_PAGE = 'http://localhost:4173/reset-password';

function fragmentOf(location: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(location.slice(location.indexOf('#') + 1)));
}

/** The browser opens the link (no apikey): the 303's target and its fragment. */
async function openLink(link: string) {
  const landing = await fetch(link, { redirect: 'manual' });
  expect(landing.status).toBe(303);
  const location = landing.headers.get('location')!;
  return { location, fragment: fragmentOf(location) };
}

describe.each(ENGINES)('auth invitations and generated links on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const admin = () => server.client(server.serviceRoleKey).auth.admin;

  async function stored(email: string) {
    const { rows } = await server.engine.query<{
      id: string;
      invited: boolean;
      confirmed: boolean;
      confirmation_token: string;
      raw_user_meta_data: Record<string, unknown>;
    }>(
      `select id, invited_at is not null as invited, email_confirmed_at is not null as confirmed,
         confirmation_token, raw_user_meta_data
       from auth.users where email = $1`,
      [email],
    );
    return rows[0];
  }

  it('invites: an unconfirmed account, a mail whose link confirms and signs in', async () => {
    const email = uniqueEmail('invitee');
    const invited = await admin().inviteUserByEmail(email, {
      redirectTo: WELCOME_PAGE,
      data: { full_name: 'Ravi Kumar' },
    });
    expect(invited.error).toBeNull();
    expect(invited.data.user).toMatchObject({
      email,
      invited_at: expect.any(String),
      confirmation_sent_at: expect.any(String),
      user_metadata: { full_name: 'Ravi Kumar' },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(invited.data.user!.email_confirmed_at).toBeUndefined();
    const row = await stored(email);
    expect(row).toMatchObject({ id: invited.data.user!.id, invited: true, confirmed: false });
    expect(row!.confirmation_token).not.toBe('');

    const mail = await latestMessage(server, email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'You have been invited' });
    expect(mail.body).toContain('Follow this link to accept the invite:');
    expect(mail.code).toMatch(/^\d{6}$/);
    const link = new URL(mail.link!);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('invite');
    expect(link.searchParams.get('redirect_to')).toBe(WELCOME_PAGE);

    const { location, fragment } = await openLink(mail.link!);
    expect(location.startsWith(`${WELCOME_PAGE}#`)).toBe(true);
    expect(fragment).toMatchObject({ type: 'invite', token_type: 'bearer' });
    expect(decodeJwt(fragment.access_token!)).toMatchObject({ sub: row!.id, email });
    const user = await server.client().auth.getUser(fragment.access_token!);
    expect(user.data.user).toMatchObject({ id: row!.id, email_confirmed_at: expect.any(String) });
    expect((await stored(email))!.confirmed).toBe(true);

    // The link is used up.
    const again = await openLink(mail.link!);
    expect(again.fragment).toMatchObject({ error_code: 'otp_expired' });

    // A confirmed account is not invited again.
    const second = await admin().inviteUserByEmail(email);
    expect(second.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    expect(await readOutbox(server, email)).toHaveLength(1);
  });

  it('re-invites an account not yet confirmed, and sends an off-list redirect to the site', async () => {
    const email = uniqueEmail('twice');
    expect((await admin().inviteUserByEmail(email)).error).toBeNull();
    const first = await latestMessage(server, email);
    const again = await admin().inviteUserByEmail(email, { redirectTo: 'https://evil.example' });
    expect(again.error).toBeNull();
    const mails = await readOutbox(server, email);
    expect(mails).toHaveLength(2);
    expect(new URL(mails[0]!.link!).searchParams.get('redirect_to')).toBe(server.config.siteUrl);
    // Only the newest invitation's link works.
    expect((await openLink(first.link!)).fragment).toMatchObject({ error_code: 'otp_expired' });
    const { location, fragment } = await openLink(mails[0]!.link!);
    expect(location.startsWith(`${server.config.siteUrl}#`)).toBe(true);
    expect(fragment.type).toBe('invite');
  });

  it('refuses invitations without the service_role', async () => {
    const refused = await server.client().auth.admin.inviteUserByEmail(uniqueEmail('anon'));
    expect(refused.error).toMatchObject({ status: 403, code: 'not_admin' });
    const bad = await admin().inviteUserByEmail('not-an-address');
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('generates an invite link without mailing it', async () => {
    const email = uniqueEmail('linked');
    const { data, error } = await admin().generateLink({
      type: 'invite',
      email,
      options: { redirectTo: WELCOME_PAGE, data: { full_name: 'Asha Rao' } },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      invited_at: expect.any(String),
      user_metadata: { full_name: 'Asha Rao' },
    });
    expect(data.properties).toMatchObject({
      verification_type: 'invite',
      redirect_to: WELCOME_PAGE,
      email_otp: expect.stringMatching(/^\d{6}$/),
      hashed_token: expect.stringMatching(/^[0-9a-f]{56}$/),
    });
    const link = new URL(data.properties!.action_link);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/auth/v1/verify`);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      token: data.properties!.hashed_token,
      type: 'invite',
      redirect_to: WELCOME_PAGE,
    });
    expect(await readOutbox(server, email)).toEqual([]);
    expect((await stored(email))!.invited).toBe(true);

    const { fragment } = await openLink(data.properties!.action_link);
    expect(fragment).toMatchObject({ type: 'invite', access_token: expect.any(String) });
    expect((await stored(email))!.confirmed).toBe(true);
  });

  it('generates recovery and magic links that sign in, and codes verifyOtp accepts', async () => {
    const email = uniqueEmail('member');
    await admin().createUser({ email, password: PASSWORD, email_confirm: true });

    const recovery = await admin().generateLink({ type: 'recovery', email });
    expect(recovery.error).toBeNull();
    expect(recovery.data.properties).toMatchObject({
      verification_type: 'recovery',
      redirect_to: server.config.siteUrl,
    });
    const opened = await openLink(recovery.data.properties!.action_link);
    expect(opened.fragment).toMatchObject({ type: 'recovery', access_token: expect.any(String) });

    const magic = await admin().generateLink({ type: 'magiclink', email });
    expect(magic.data.properties!.verification_type).toBe('magiclink');
    const client = server.client();
    const verified = await client.auth.verifyOtp({
      email,
      token: magic.data.properties!.email_otp,
      type: 'magiclink',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.email).toBe(email);

    // The token hash works as verifyOtp's token_hash too (once).
    const byHash = await admin().generateLink({ type: 'magiclink', email });
    const hashed = await server.client().auth.verifyOtp({
      token_hash: byHash.data.properties!.hashed_token,
      type: 'magiclink',
    });
    expect(hashed.error).toBeNull();
    const reused = await server.client().auth.verifyOtp({
      token_hash: byHash.data.properties!.hashed_token,
      type: 'magiclink',
    });
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('generates sign-up links: a magic link for a new address signs it up', async () => {
    const fresh = uniqueEmail('new');
    const magic = await admin().generateLink({ type: 'magiclink', email: fresh });
    expect(magic.error).toBeNull();
    expect(magic.data.properties!.verification_type).toBe('signup');
    expect(new URL(magic.data.properties!.action_link).searchParams.get('type')).toBe('signup');
    expect(magic.data.user).toMatchObject({ email: fresh });
    expect((await stored(fresh))!.confirmed).toBe(false);
    const { fragment } = await openLink(magic.data.properties!.action_link);
    expect(fragment).toMatchObject({ type: 'signup', access_token: expect.any(String) });
    expect((await stored(fresh))!.confirmed).toBe(true);

    const email = uniqueEmail('signup');
    const noPassword = await authFetch(server, '/admin/generate_link', {
      method: 'POST',
      token: server.serviceRoleKey,
      body: JSON.stringify({ type: 'signup', email }),
    });
    expect(noPassword).toMatchObject({
      status: 400,
      body: { error_code: 'validation_failed', msg: 'Signup requires a valid password' },
    });
    const weak = await admin().generateLink({ type: 'signup', email, password: 'short' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const signup = await admin().generateLink({
      type: 'signup',
      email,
      password: PASSWORD,
      options: { data: { city: 'Pune' } },
    });
    expect(signup.error).toBeNull();
    expect(signup.data.user).toMatchObject({ email, user_metadata: { city: 'Pune' } });
    await openLink(signup.data.properties!.action_link);
    const signIn = await server.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();

    const again = await admin().generateLink({ type: 'signup', email, password: PASSWORD });
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
    const invite = await admin().generateLink({ type: 'invite', email });
    expect(invite.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('generates the new address confirmation of an email change', async () => {
    const email = uniqueEmail('mover');
    const created = await admin().createUser({ email, password: PASSWORD, email_confirm: true });
    const newEmail = uniqueEmail('moved');
    const { data, error } = await admin().generateLink({
      type: 'email_change_new',
      email,
      newEmail,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail });
    expect(data.properties!.verification_type).toBe('email_change_new');
    expect(new URL(data.properties!.action_link).searchParams.get('type')).toBe('email_change');
    const { fragment } = await openLink(data.properties!.action_link);
    expect(fragment.type).toBe('email_change');
    const moved = await admin().getUserById(created.data.user!.id);
    expect(moved.data.user!.email).toBe(newEmail);

    const taken = await admin().generateLink({
      type: 'email_change_new',
      email: newEmail,
      newEmail,
    });
    expect(taken.error).toBeNull(); // its own address is not another account's
    const other = uniqueEmail('other');
    await admin().createUser({ email: other, password: PASSWORD, email_confirm: true });
    const duplicate = await admin().generateLink({
      type: 'email_change_new',
      email: newEmail,
      newEmail: other,
    });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('generates both links of a secure email change: the change needs both, in either order', async () => {
    for (const first of ['current', 'new'] as const) {
      const email = uniqueEmail('secure');
      const created = await admin().createUser({ email, password: PASSWORD, email_confirm: true });
      const id = created.data.user!.id;
      const newEmail = uniqueEmail('secure-new');
      const current = await admin().generateLink({ type: 'email_change_current', email, newEmail });
      expect(current.error).toBeNull();
      expect(current.data.user).toMatchObject({ email, new_email: newEmail });
      expect(current.data.properties!.verification_type).toBe('email_change_current');
      const currentLink = new URL(current.data.properties!.action_link);
      expect(currentLink.searchParams.get('type')).toBe('email_change');
      const fresh = await admin().generateLink({ type: 'email_change_new', email, newEmail });
      expect(fresh.error).toBeNull();
      expect(fresh.data.properties!.hashed_token).not.toBe(current.data.properties!.hashed_token);

      const [one, two] =
        first === 'current'
          ? [current.data.properties!.action_link, fresh.data.properties!.action_link]
          : [fresh.data.properties!.action_link, current.data.properties!.action_link];
      const half = await openLink(one);
      expect(half.fragment).toEqual({
        message:
          'Confirmation link accepted. Please proceed to confirm link sent to the other email',
        sb: '',
      });
      expect((await admin().getUserById(id)).data.user!.email).toBe(email);
      const again = await openLink(one);
      expect(again.fragment.error_code).toBe('otp_expired'); // each link works once
      const done = await openLink(two);
      expect(done.fragment.type).toBe('email_change');
      expect(decodeJwt(done.fragment.access_token!).email).toBe(newEmail);
      expect((await admin().getUserById(id)).data.user!.email).toBe(newEmail);
    }
  });

  it('takes a secure email change by codes through verifyOtp, the current one with the current address', async () => {
    const email = uniqueEmail('codes');
    await admin().createUser({ email, password: PASSWORD, email_confirm: true });
    const newEmail = uniqueEmail('codes-new');
    const current = await admin().generateLink({ type: 'email_change_current', email, newEmail });
    const fresh = await admin().generateLink({ type: 'email_change_new', email, newEmail });
    const anon = server.client().auth;
    const half = await authFetch(server, '/verify', {
      method: 'POST',
      body: JSON.stringify({
        type: 'email_change',
        email,
        token: current.data.properties!.email_otp,
      }),
    });
    expect(half.status).toBe(200);
    expect(half.body).toEqual({
      msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      code: '200',
    });
    const done = await anon.verifyOtp({
      type: 'email_change',
      email: newEmail,
      token: fresh.data.properties!.email_otp,
    });
    expect(done.error).toBeNull();
    expect(done.data.user!.email).toBe(newEmail);
  });

  it('answers unknown accounts and types as GoTrue does', async () => {
    const unknown = uniqueEmail('nobody');
    const recovery = await admin().generateLink({ type: 'recovery', email: unknown });
    expect(recovery.error).toMatchObject({
      status: 404,
      code: 'user_not_found',
      message: 'User with this email not found',
    });
    const change = await admin().generateLink({
      type: 'email_change_new',
      email: unknown,
      newEmail: uniqueEmail('x'),
    });
    expect(change.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const odd = await authFetch(server, '/admin/generate_link', {
      method: 'POST',
      token: server.serviceRoleKey,
      body: JSON.stringify({ type: 'sms', email: unknown }),
    });
    expect(odd).toMatchObject({
      status: 400,
      body: { msg: 'Invalid email action link type requested: sms' },
    });
    const anon = await server
      .client()
      .auth.admin.generateLink({ type: 'recovery', email: unknown });
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin' });
    expect(await readOutbox(server, unknown)).toEqual([]);
  });
});
