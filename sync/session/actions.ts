// Sign-in and sign-out for the app (network-only work: they fail clearly when offline).
import type { AuthEvent, SessionUser } from './model.ts';
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { currentSync, startedSync } from '../engine/app-sync.ts';

/** Signs in with an email, or a phone number when the identifier has no @. */
export async function signIn(
  identifier: string,
  password: string,
  given?: Sync,
): Promise<SessionUser> {
  const sync = given ?? (await startedSync());
  return runtimeOf(sync).auth.signIn(identifier, password);
}

/**
 * Signs out; the session on this device is cleared even when the server cannot be told
 * (offline, or it answers 401/403/404), and role-scoped data leaves the device.
 */
export async function signOut(given?: Sync): Promise<void> {
  const sync = given ?? (await startedSync());
  const runtime = runtimeOf(sync);
  await runtime.auth.signOut();
  await runtime.replications?.settled();
}

/** Creates an account; `signedIn` is false when the email must be confirmed first. */
export async function signUp(
  email: string,
  password: string,
  fullName?: string,
  given?: Sync,
): Promise<{ signedIn: boolean }> {
  const sync = given ?? (await startedSync());
  return runtimeOf(sync).auth.signUp(email, password, fullName);
}

/** Mails a reset link leading to `redirectTo` (an absolute URL of the /reset-password page). */
export async function requestPasswordReset(
  email: string,
  redirectTo: string,
  given?: Sync,
): Promise<void> {
  const sync = given ?? (await startedSync());
  return runtimeOf(sync).auth.requestPasswordReset(email, redirectTo);
}

export async function updatePassword(password: string, given?: Sync): Promise<void> {
  const sync = given ?? (await startedSync());
  return runtimeOf(sync).auth.updatePassword(password);
}

/** Every auth event (SIGNED_IN, SIGNED_OUT, PASSWORD_RECOVERY, ...); returns the unsubscribe. */
export function onAuthEvent(
  listener: (event: AuthEvent) => void,
  sync: Sync = currentSync(),
): () => void {
  return runtimeOf(sync).auth.onEvent(listener);
}
