// A role a superadmin changes reaches the person's open app at its next token refresh (the
// session re-reads public.users), without a reload or a new sign-in.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../sync/session/actions.ts';
import { internals, startClient, until, withServer } from './support.ts';

const USER = '5a000000-0000-4000-8000-000000000003';

describe('the role after a token refresh', () => {
  const server = withServer();

  it('follows a role change both ways', async () => {
    const sync = await startClient(server);
    await until(
      () => sync.session.get().status,
      (s) => s !== 'checking',
    );
    await signIn('user@mgrid.local', 'mgrid-demo', sync);
    expect(sync.session.get().user?.role).toBe('user');
    const { client } = internals(sync);

    await server.engine.query("update public.users set role = 'admin' where id = $1", [USER]);
    await client!.auth.refreshSession();
    await until(
      () => sync.session.get().user?.role,
      (role) => role === 'admin',
    );
    await server.engine.query("update public.users set role = 'user' where id = $1", [USER]);
    await client!.auth.refreshSession();
    await until(
      () => sync.session.get().user?.role,
      (role) => role === 'user',
    );
  });
});
