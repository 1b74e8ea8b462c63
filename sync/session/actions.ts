// Sign-in, sign-out, recovery, two-step sign-in and the profile (network-only work: each fails
// with a clear message when offline).
import type { AuthEvent, ProfileUpdate, SessionUser, TotpEnrollment, TotpFactor } from './model.ts';
import { runtimeOf, type Sync } from '../engine/runtime.ts';
import { currentSync } from '../engine/app-sync.ts';

/** Signs in with an email, or a phone number when the identifier has no @. */
export function signIn(
  identifier: string,
  password: string,
  sync: Sync = currentSync(),
): Promise<SessionUser> {
  return runtimeOf(sync).auth.signIn(identifier, password);
}

/** Texts a one-time sign-in code to the account with this mobile (+91XXXXXXXXXX). */
export function sendSignInCode(phone: string, sync: Sync = currentSync()): Promise<void> {
  return runtimeOf(sync).auth.sendSignInCode(phone);
}

export function signInWithCode(
  phone: string,
  code: string,
  sync: Sync = currentSync(),
): Promise<SessionUser> {
  return runtimeOf(sync).auth.signInWithCode(phone, code);
}

/**
 * Signs out; the session on this device is cleared even when the server cannot be told
 * (offline, or it answers 401/403/404), and role-scoped data leaves the device.
 */
export async function signOut(sync: Sync = currentSync()): Promise<void> {
  const runtime = runtimeOf(sync);
  await runtime.auth.signOut();
  await runtime.replications?.settled();
}

/** Creates an account by email or mobile; `signedIn` is false when it must be confirmed first. */
export function signUp(
  identifier: string,
  password: string,
  fullName?: string,
  sync: Sync = currentSync(),
): Promise<{ signedIn: boolean }> {
  return runtimeOf(sync).auth.signUp(identifier, password, fullName);
}

/** Mails a reset link leading to `redirectTo` (an absolute URL of the /reset-password page). */
export function requestPasswordReset(
  email: string,
  redirectTo: string,
  sync: Sync = currentSync(),
): Promise<void> {
  return runtimeOf(sync).auth.requestPasswordReset(email, redirectTo);
}

/** Signs in for recovery with the six-digit code from the reset mail. */
export function verifyRecoveryCode(
  email: string,
  code: string,
  sync: Sync = currentSync(),
): Promise<void> {
  return runtimeOf(sync).auth.verifyRecoveryCode(email, code);
}

/** Sets a new password; resolves with the confirmation text. */
export function updatePassword(password: string, sync: Sync = currentSync()): Promise<string> {
  return runtimeOf(sync).auth.updatePassword(password);
}

export function updateProfile(
  update: ProfileUpdate,
  sync: Sync = currentSync(),
): Promise<SessionUser> {
  return runtimeOf(sync).auth.updateProfile(update);
}

export function listAuthenticators(sync: Sync = currentSync()): Promise<TotpFactor[]> {
  return runtimeOf(sync).auth.mfa.factors();
}

export function enrollAuthenticator(
  friendlyName: string,
  sync: Sync = currentSync(),
): Promise<TotpEnrollment> {
  return runtimeOf(sync).auth.mfa.enroll(friendlyName);
}

export function confirmAuthenticator(
  factorId: string,
  code: string,
  sync: Sync = currentSync(),
): Promise<void> {
  return runtimeOf(sync).auth.mfa.confirm(factorId, code);
}

/** The second step of a sign-in: the code from the authenticator app. */
export function verifySecondFactor(code: string, sync: Sync = currentSync()): Promise<void> {
  return runtimeOf(sync).auth.mfa.verify(code);
}

export function removeAuthenticator(factorId: string, sync: Sync = currentSync()): Promise<void> {
  return runtimeOf(sync).auth.mfa.remove(factorId);
}

/** Every auth event (SIGNED_IN, SIGNED_OUT, PASSWORD_RECOVERY, ...); returns the unsubscribe. */
export function onAuthEvent(
  listener: (event: AuthEvent) => void,
  sync: Sync = currentSync(),
): () => void {
  return runtimeOf(sync).auth.onEvent(listener);
}

/** The shell has taken the person to /reset-password after a recovery link. */
export function endRecoveryRedirect(sync: Sync = currentSync()): void {
  runtimeOf(sync).auth.endRecoveryRedirect();
}

/**
 * After a refused staff write: true when the reason is a missing second step (the account has
 * two-step sign-in and this session was opened with the password only). Show
 * SECOND_FACTOR_REQUIRED then.
 */
export async function staffWriteNeedsSecondFactor(sync: Sync = currentSync()): Promise<boolean> {
  const client = runtimeOf(sync).client;
  if (!client) return false;
  const { data, error } = await client.rpc('second_factor_required');
  return !error && data === true;
}
