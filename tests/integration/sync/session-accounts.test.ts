// The account actions of sync/session against the real server: SMS code sign-in through the
// outbox, clear texts for wrong credentials, profile edits, and two-step sign-in for staff
// (pending until the code, then aal2, with the database saying why a write was refused).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../../supabase/local/auth/totp.ts';
import { CODE_INVALID, WRONG_CREDENTIALS } from '../../../src/lib/messages.ts';
import {
  confirmAuthenticator,
  enrollAuthenticator,
  listAuthenticators,
  removeAuthenticator,
  sendSignInCode,
  signIn,
  signInWithCode,
  signOut,
  staffWriteNeedsSecondFactor,
  updateProfile,
  verifySecondFactor,
} from '../../../sync/session/actions.ts';
import { latestMessage } from '../auth/helpers.ts';
import { DEMO } from '../../support/db-actors.ts';
import { signedOutClient, withServer } from './support.ts';

const USER = DEMO.user.id;

describe('account actions of sync/session', () => {
  const server = withServer();

  it('signs in with a code texted to the mobile, and says so when the password is wrong', async () => {
    const sync = await signedOutClient(server);
    await expect(signIn('98765 43210', 'not-it-123', sync)).rejects.toThrow(WRONG_CREDENTIALS);
    await sendSignInCode('+919876543210', sync);
    const sms = await latestMessage(server, '919876543210');
    expect(sms.code).toMatch(/^\d{6}$/);
    await expect(signInWithCode('+919876543210', '000000', sync)).rejects.toThrow(CODE_INVALID);
    await sendSignInCode('+919876543210', sync);
    const fresh = await latestMessage(server, '919876543210');
    const user = await signInWithCode('+919876543210', fresh.code!, sync);
    expect(user).toMatchObject({ id: USER, role: 'user' });
    expect(sync.session.get()).toMatchObject({ status: 'signed-in', secondFactorPending: false });
    await signOut(sync);
  });

  it('saves the profile in public.users', async () => {
    const sync = await signedOutClient(server);
    await signIn('user@mgrid.local', 'mgrid-demo', sync);
    const saved = await updateProfile(
      {
        fullName: 'Priya Sharma',
        phone: '+91 98765 43210',
        address: { line1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pinCode: '560001' },
      },
      sync,
    );
    expect(saved.address).toEqual({
      line1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560001',
    });
    const { rows } = await server.engine.query<{ address: { city: string } }>(
      'select address from public.users where id = $1',
      [USER],
    );
    expect(rows[0]!.address.city).toBe('Bengaluru');
    await signOut(sync);
  });

  it('holds a staff session at the second step until the code, then grants staff writes', async () => {
    const sync = await signedOutClient(server);
    await signIn('superadmin@mgrid.local', 'mgrid-demo', sync);
    const enrollment = await enrollAuthenticator('Phone', sync);
    expect(enrollment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrollment.qrCode.startsWith('data:image/svg+xml')).toBe(true);
    await confirmAuthenticator(enrollment.factorId, totpCode(enrollment.secret), sync);
    expect(await listAuthenticators(sync)).toMatchObject([{ verified: true }]);
    await signOut(sync);

    await signIn('superadmin@mgrid.local', 'mgrid-demo', sync);
    expect(sync.session.get()).toMatchObject({
      status: 'signed-in',
      secondFactorPending: true,
      user: { role: 'superadmin' },
    });
    expect(await staffWriteNeedsSecondFactor(sync)).toBe(true);
    await expect(verifySecondFactor('000000', sync)).rejects.toThrow();
    // The next step's code: the one that confirmed the authenticator is spent.
    await verifySecondFactor(totpCode(enrollment.secret, Date.now() + 30_000), sync);
    expect(sync.session.get().secondFactorPending).toBe(false);
    expect(await staffWriteNeedsSecondFactor(sync)).toBe(false);

    await removeAuthenticator(enrollment.factorId, sync);
    expect(await listAuthenticators(sync)).toEqual([]);
    await signOut(sync);
  });
});
