// The admin API (supabase-js auth.admin with the service_role key) and who may use it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { PASSWORD, authFetch, signedUpClient, uniqueEmail } from './helpers.ts';

describe.each(ENGINES)('auth admin API on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('creates, reads, bans, lists and deletes users', async () => {
    const admin = server.client(server.serviceRoleKey).auth.admin;
    const email = uniqueEmail('staff');
    const created = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Meera Iyer' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user).toMatchObject({
      email,
      user_metadata: { full_name: 'Meera Iyer', email_verified: true },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(
      (await server.client().auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();

    const read = await admin.getUserById(id);
    expect(read.data.user!.email).toBe(email);

    const banned = await admin.updateUserById(id, { ban_duration: '1h' });
    expect(banned.data.user!.banned_until).toBeTruthy();
    const refused = await server.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(refused.error).toMatchObject({
      status: 400,
      code: 'user_banned',
      message: 'User is banned',
    });
    await admin.updateUserById(id, { ban_duration: 'none' });
    expect(
      (await server.client().auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();

    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((u) => u.id)).toContain(id);

    expect((await admin.deleteUser(id)).error).toBeNull();
    const gone = await admin.getUserById(id);
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('keeps the admin API and the outbox from anyone but the service_role', async () => {
    const anonymous = await server.client().auth.admin.listUsers();
    expect(anonymous.error).toMatchObject({ status: 403, code: 'not_admin' });

    const { session } = await signedUpClient(server);
    const asUser = await authFetch(server, '/admin/users', { token: session.access_token });
    expect(asUser.status).toBe(403);
    const outbox = await authFetch(server, '/outbox', { token: session.access_token });
    expect(outbox.status).toBe(403);
    expect(outbox.body).toMatchObject({ error_code: 'not_admin' });
    const anon = await authFetch(server, '/outbox');
    expect(anon.status).toBe(403);
  });
});
