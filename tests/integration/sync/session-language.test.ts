// The account's language through sync/session against the real server: saved on
// public.users by its owner, and read back by a sign-in on another device (a fresh client
// with its own local database), where the app opens the shop in it.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { savePreferredLocale, signIn, signOut } from '../../../sync/session/actions.ts';
import { DEMO } from '../../support/db-actors.ts';
import { signedOutClient, withServer } from './support.ts';

const USER = DEMO.user.id;

describe("the account's language", () => {
  const server = withServer();

  it('is saved by its owner and comes back with a sign-in on a fresh device', async () => {
    const phone = await signedOutClient(server);
    const before = await signIn('user@mgrid.local', 'mgrid-demo', phone);
    expect(before.preferredLocale).toBeNull();
    const saved = await savePreferredLocale('hi', phone);
    expect(saved.preferredLocale).toBe('hi');
    expect(phone.session.get().user?.preferredLocale).toBe('hi');
    const { rows } = await server.engine.query(
      'select preferred_locale from public.users where id = $1',
      [USER],
    );
    expect(rows).toEqual([{ preferred_locale: 'hi' }]);
    await signOut(phone);
    await phone.stop(); // one device's database at a time (RxDB's collection limit per process)

    const laptop = await signedOutClient(server);
    const user = await signIn('user@mgrid.local', 'mgrid-demo', laptop);
    expect(user).toMatchObject({ id: USER, preferredLocale: 'hi' });
    await signOut(laptop);
  });

  it('cannot be saved signed out', async () => {
    const sync = await signedOutClient(server);
    await expect(savePreferredLocale('en', sync)).rejects.toThrow();
  });
});
