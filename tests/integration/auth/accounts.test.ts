// The demo accounts through the real API: phone sign-in, last_login kept by the database, a
// user refused the admin operations, and staff writes that need an aal2 session once the
// account has a verified second factor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../supabase/local/auth/totp.ts';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { decodeJwt } from './helpers.ts';

const PASSWORD = 'mgrid-demo';
const USER_ID = '5a000000-0000-4000-8000-000000000003';

describe.each(ENGINES)('demo accounts on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function signedIn(credentials: { email: string } | { phone: string }) {
    const client = server.client();
    const { data, error } = await client.auth.signInWithPassword({
      ...credentials,
      password: PASSWORD,
    });
    expect(error).toBeNull();
    return { client, session: data.session!, user: data.user! };
  }

  it('signs the user in by phone and records last_login in the database only', async () => {
    await server.engine.query('update public.users set last_login = null where id = $1', [USER_ID]);
    const { client, user } = await signedIn({ phone: '+919876543210' });
    expect(user.id).toBe(USER_ID);
    const { rows } = await server.engine.query<{ last_login: Date | null }>(
      'select last_login from public.users where id = $1',
      [USER_ID],
    );
    expect(rows[0]!.last_login).not.toBeNull();
    const recorded = new Date(rows[0]!.last_login!).getTime();
    expect(Math.abs(recorded - Date.now())).toBeLessThan(60_000);

    // The person may edit their profile, but not claim a sign-in time.
    const edit = await client
      .from('users')
      .update({ full_name: 'Priya S.', last_login: '2020-01-01T00:00:00Z' })
      .eq('id', USER_ID)
      .select('full_name,last_login')
      .single();
    expect(edit.error).toBeNull();
    expect(edit.data!.full_name).toBe('Priya S.');
    expect(new Date(edit.data!.last_login as string).getTime()).toBe(recorded);
  });

  it('gives every demo account a phone of its own', async () => {
    for (const [phone, email] of [
      ['+919876543211', 'admin@mgrid.local'],
      ['+919876543212', 'superadmin@mgrid.local'],
    ]) {
      const { user } = await signedIn({ phone: phone! });
      expect(user.email).toBe(email);
    }
  });

  it("refuses a user's token the admin operations", async () => {
    const { client } = await signedIn({ email: 'user@mgrid.local' });
    const publish = await client.rpc('publish_products', { upserts: [], deletions: [] });
    expect(publish.error?.message).toBe('Only admins can publish products');
    const stats = await client.rpc('get_lead_stats');
    expect(stats.error).not.toBeNull();
    const leads = await client.from('leads').select('id');
    expect(leads.data).toEqual([]);
    const role = await client
      .from('users')
      .update({ role: 'admin' })
      .eq('id', USER_ID)
      .select('role');
    expect(role.error?.message).toBe(
      "Only a superadmin can change a user's role, active status or verification",
    );
    const hide = await client
      .from('products')
      .update({ hidden: true })
      .eq('id', 'ml01')
      .select('id');
    expect(hide.data ?? []).toEqual([]);
  });

  it('needs an aal2 session for an admin with a verified factor', async () => {
    const first = await signedIn({ email: 'admin@mgrid.local' });
    const enrolled = await first.client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone',
    });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data!;
    // Before the factor is verified, the password alone is enough.
    expect(
      (await first.client.rpc('publish_products', { upserts: [], deletions: [] })).error,
    ).toBeNull();
    const challenge = await first.client.auth.mfa.challenge({ factorId: factor.id });
    const verified = await first.client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: totpCode(factor.totp.secret),
    });
    expect(verified.error).toBeNull();

    // A fresh sign-in with the password only: aal1, so no admin writes or staff reads.
    const aal1 = await signedIn({ email: 'admin@mgrid.local' });
    expect(decodeJwt(aal1.session.access_token).aal).toBe('aal1');
    const refused = await aal1.client.rpc('publish_products', { upserts: [], deletions: [] });
    expect(refused.error?.message).toBe('Only admins can publish products');
    expect((await aal1.client.rpc('second_factor_required')).data).toBe(true);
    const hidden = await aal1.client
      .from('products')
      .update({ rank: 5 })
      .eq('id', 'ml01')
      .select('id');
    expect(hidden.data ?? []).toEqual([]);

    // The same session after the code: aal2, and the writes go through.
    // The next step's code: the one used above is spent for its whole window.
    const step = await aal1.client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.totp.secret, Date.now() + 30_000),
    });
    expect(step.error).toBeNull();
    expect(decodeJwt(step.data!.access_token).aal).toBe('aal2');
    expect((await aal1.client.rpc('second_factor_required')).data).toBe(false);
    const published = await aal1.client.rpc('publish_products', { upserts: [], deletions: [] });
    expect(published.error).toBeNull();
    const ranked = await aal1.client
      .from('products')
      .update({ rank: 5 })
      .eq('id', 'ml01')
      .select('id,rank');
    expect(ranked.data).toEqual([{ id: 'ml01', rank: 5 }]);

    // Removing the factor (from the aal2 session) lifts the requirement.
    const removed = await aal1.client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    const later = await signedIn({ email: 'admin@mgrid.local' });
    expect(
      (await later.client.rpc('publish_products', { upserts: [], deletions: [] })).error,
    ).toBeNull();
  });
});
