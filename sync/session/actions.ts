// Sign-in, sign-out, recovery, two-step sign-in and the profile (network-only work: each fails
// with a clear message when offline). Each waits for the data layer when called before it
// has started (the page paints first), instead of failing.
import type { Locale } from '../../src/lib/i18n/locale.ts';
import type { AuthEvent, ProfileUpdate, SessionUser, TotpEnrollment, TotpFactor } from './model.ts';
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { startedSync } from '../engine/app-sync.ts';

const authOf = async (given?: Sync) => runtimeOf(given ?? (await startedSync())).auth;

/** Signs in with an email, or a phone number when the identifier has no @. */
export async function signIn(
  identifier: string,
  password: string,
  given?: Sync,
): Promise<SessionUser> {
  return (await authOf(given)).signIn(identifier, password);
}

/** Texts a one-time sign-in code to the account with this mobile (+91XXXXXXXXXX). */
export async function sendSignInCode(phone: string, given?: Sync): Promise<void> {
  return (await authOf(given)).sendSignInCode(phone);
}

export async function signInWithCode(
  phone: string,
  code: string,
  given?: Sync,
): Promise<SessionUser> {
  return (await authOf(given)).signInWithCode(phone, code);
}

/**
 * Signs out; the session on this device is cleared even when the server cannot be told
 * (offline, or it answers 401/403/404), and role-scoped data leaves the device.
 */
export async function signOut(given?: Sync): Promise<void> {
  const runtime = runtimeOf(given ?? (await startedSync()));
  await runtime.auth.signOut();
  await runtime.replications?.settled();
}

/** Creates an account by email or mobile; `signedIn` is false when it must be confirmed first. */
export async function signUp(
  identifier: string,
  password: string,
  fullName?: string,
  given?: Sync,
): Promise<{ signedIn: boolean }> {
  return (await authOf(given)).signUp(identifier, password, fullName);
}

/** Mails a reset link leading to `redirectTo` (an absolute URL of the /reset-password page). */
export async function requestPasswordReset(
  email: string,
  redirectTo: string,
  given?: Sync,
): Promise<void> {
  return (await authOf(given)).requestPasswordReset(email, redirectTo);
}

/** Signs in for recovery with the six-digit code from the reset mail. */
export async function verifyRecoveryCode(email: string, code: string, given?: Sync) {
  return (await authOf(given)).verifyRecoveryCode(email, code);
}

/** Sets a new password; resolves with the confirmation text. */
export async function updatePassword(password: string, given?: Sync): Promise<string> {
  return (await authOf(given)).updatePassword(password);
}

export async function updateProfile(update: ProfileUpdate, given?: Sync): Promise<SessionUser> {
  return (await authOf(given)).updateProfile(update);
}

/** Saves the account's language: online only, as the other profile fields. */
export async function savePreferredLocale(locale: Locale, given?: Sync): Promise<SessionUser> {
  return (await authOf(given)).savePreferredLocale(locale);
}

export async function listAuthenticators(given?: Sync): Promise<TotpFactor[]> {
  return (await authOf(given)).mfa.factors();
}

export async function enrollAuthenticator(
  friendlyName: string,
  given?: Sync,
): Promise<TotpEnrollment> {
  return (await authOf(given)).mfa.enroll(friendlyName);
}

export async function confirmAuthenticator(
  factorId: string,
  code: string,
  given?: Sync,
): Promise<void> {
  return (await authOf(given)).mfa.confirm(factorId, code);
}

/** The second step of a sign-in: the code from the authenticator app. */
export async function verifySecondFactor(code: string, given?: Sync): Promise<void> {
  return (await authOf(given)).mfa.verify(code);
}

export async function removeAuthenticator(factorId: string, given?: Sync): Promise<void> {
  return (await authOf(given)).mfa.remove(factorId);
}

/**
 * Every auth event (SIGNED_IN, SIGNED_OUT, PASSWORD_RECOVERY, ...), from when the data layer
 * has started; returns the unsubscribe (safe to call at any time).
 */
export function onAuthEvent(listener: (event: AuthEvent) => void, given?: Sync): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  void authOf(given).then((auth) => {
    if (!cancelled) stop = auth.onEvent(listener);
  });
  return () => {
    cancelled = true;
    stop?.();
  };
}

/** The shell has taken the person to /reset-password after a recovery link. */
export function endRecoveryRedirect(given?: Sync): void {
  void authOf(given).then((auth) => auth.endRecoveryRedirect());
}

/**
 * After a refused staff write: true when the reason is a missing second step (the account has
 * two-step sign-in and this session was opened with the password only). Show
 * SECOND_FACTOR_REQUIRED then.
 */
export async function staffWriteNeedsSecondFactor(given?: Sync): Promise<boolean> {
  const client = runtimeOf(given ?? (await startedSync())).client;
  if (!client) return false;
  const { data, error } = await client.rpc('second_factor_required');
  return !error && data === true;
}
