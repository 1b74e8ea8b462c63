// Whether this device keeps a session (supabase-js's stored one), read without starting the
// data layer: until the data layer has read and checked it, the header shows the person's
// first name from it in place of "Sign in" (which flashed for seconds on every page of a
// signed-in shopper's visit: the data layer starts only once the visitor reaches for the page).
// The data layer decides; this is only what the screen shows meanwhile.
// Not from sync/engine/supabase.ts: the header imports this module, and that one brings
// supabase-js into the first paint's JavaScript.
import { AUTH_STORAGE_KEY } from '../engine/auth-storage-key.ts';

/** Where supabase-js keeps the session: the pre-rendered page's early script reads it too. */
export const KEPT_SESSION_KEY = AUTH_STORAGE_KEY;

/** On <html>, set by a pre-rendered page's early script: this device keeps a session. */
export const SESSION_KEPT_ATTRIBUTE = 'data-session-kept';

/**
 * On the header's "Sign in" while the app has not checked the session: a page whose early
 * script found a kept session holds it hidden (scripts/prerender/catalogue-check.ts).
 */
export const SESSION_CHECKING_ATTRIBUTE = 'data-session-checking';

export interface KeptSession {
  /** The name given at sign-up, if any (the profile's name arrives with the data layer). */
  fullName: string | null;
}

let read: { value: KeptSession | null } | null = null;

/** The session kept on this device, or null (none, unreadable, or storage blocked). */
export function keptSession(): KeptSession | null {
  if (read) return read.value;
  let value: KeptSession | null = null;
  try {
    const stored = globalThis.localStorage?.getItem(KEPT_SESSION_KEY);
    const parsed = stored ? (JSON.parse(stored) as Record<string, unknown>) : null;
    const user = parsed?.user as { user_metadata?: { full_name?: unknown } } | undefined;
    if (parsed && typeof parsed.refresh_token === 'string') {
      const name = user?.user_metadata?.full_name;
      value = { fullName: typeof name === 'string' && name.trim() ? name.trim() : null };
    }
  } catch {
    // Unreadable or blocked: shown as no session (the data layer still decides).
  }
  read = { value };
  return value;
}

/** Forgets the reading (tests; a sign-in or sign-out in this tab makes the data layer decide). */
export function forgetKeptSession(): void {
  read = null;
}
