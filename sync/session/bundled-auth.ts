// The session when the app runs on its bundled catalogue with no backend configured.
import { SUPABASE_NOT_CONFIGURED } from '../../src/lib/messages.ts';
import { createStore } from '../engine/store.ts';
import type { Auth } from './auth.ts';
import type { SessionState } from './model.ts';

/** The auth API when no backend is configured: signed out, and saying why on any attempt. */
export function createBundledAuth(): Auth {
  const notConfigured = () => Promise.reject(new Error(SUPABASE_NOT_CONFIGURED));
  return {
    session: createStore<SessionState>({ status: 'signed-out', user: null }),
    signIn: notConfigured,
    sendSignInCode: notConfigured,
    signInWithCode: notConfigured,
    signOut: () => Promise.resolve(),
    signUp: notConfigured,
    requestPasswordReset: notConfigured,
    verifyRecoveryCode: notConfigured,
    updatePassword: notConfigured,
    updateProfile: notConfigured,
    savePreferredLocale: notConfigured,
    endRecoveryRedirect: () => undefined,
    mfa: {
      factors: () => Promise.resolve([]),
      pending: () => Promise.resolve(false),
      enroll: notConfigured,
      confirm: notConfigured,
      verify: notConfigured,
      remove: notConfigured,
    },
    onEvent: () => () => undefined,
    stop: () => undefined,
  };
}
