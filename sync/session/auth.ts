// Sign-in, sign-out and the session as the app sees it: who is signed in and with which
// role (from public.users, cached on the device so an admin keeps their screens offline).
// The role here only chooses screens and what to sync; row-level security decides access.
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import {
  ACCOUNT_DEACTIVATED,
  SIGN_IN_FAILED,
  SUPABASE_NOT_CONFIGURED,
  USER_CREATION_FAILED,
} from '../../src/lib/messages.ts';
import { normalizeIndianMobile, signInIdentifierKind } from '../../src/lib/validation.ts';
import type { MgridDatabase } from '../engine/collections.ts';
import { createStore, type Store } from '../engine/store.ts';
import type { AuthEvent, Role, SessionState, SessionUser } from './model.ts';
import { clearStoredSession, storedUserId } from '../engine/supabase.ts';

const PROFILE_DOC = 'session-profile';

interface ProfileRow {
  id: string;
  email: string | null;
  phone: string | null;
  full_name: string | null;
  role: Role;
  is_active: boolean;
}

export interface Auth {
  session: Store<SessionState>;
  signIn(identifier: string, password: string): Promise<SessionUser>;
  signOut(): Promise<void>;
  /** Creates an account (role 'user'); returns whether it is signed in already (autoconfirm). */
  signUp(email: string, password: string, fullName?: string): Promise<{ signedIn: boolean }>;
  /** Mails a password-reset link that leads back to `redirectTo` (the /reset-password page). */
  requestPasswordReset(email: string, redirectTo: string): Promise<void>;
  /** Sets a new password for the signed-in (or recovering) user. */
  updatePassword(password: string): Promise<void>;
  /** Every auth event supabase-js reports (spec 4: events are broadcast to subscribers). */
  onEvent(listener: (event: AuthEvent) => void): () => void;
  stop(): void;
}

/** An email as typed, or an Indian mobile as +91XXXXXXXXXX; other phone text as typed. */
export function credentialsFor(identifier: string, password: string) {
  const trimmed = identifier.trim();
  if (signInIdentifierKind(trimmed) === 'email') return { email: trimmed, password };
  const mobile = normalizeIndianMobile(trimmed);
  return { phone: mobile ? `+91${mobile}` : trimmed.replace(/\s+/g, ''), password };
}

/** The auth API when no backend is configured: signed out, and saying why on any attempt. */
export function createBundledAuth(): Auth {
  const notConfigured = () => Promise.reject(new Error(SUPABASE_NOT_CONFIGURED));
  return {
    session: createStore<SessionState>({ status: 'signed-out', user: null }),
    signIn: notConfigured,
    signOut: () => Promise.resolve(),
    signUp: notConfigured,
    requestPasswordReset: notConfigured,
    updatePassword: notConfigured,
    onEvent: () => () => undefined,
    stop: () => undefined,
  };
}

/**
 * `offline()` says the backend is known to be unreachable: sign-out then clears the session
 * here at once instead of waiting on a request that cannot succeed.
 */
export function createAuth(
  client: SupabaseClient,
  db: MgridDatabase,
  offline: () => boolean = () => false,
): Auth {
  const session = createStore<SessionState>({ status: 'checking', user: null });
  const listeners = new Set<(event: AuthEvent) => void>();

  // One write at a time: sign-out and the SIGNED_OUT event both clear the profile.
  let profileWrites: Promise<void> = Promise.resolve();
  const cacheProfile = (user: SessionUser | null) => {
    profileWrites = profileWrites.then(async () => {
      if (user) await db.upsertLocal(PROFILE_DOC, { ...user });
      else await (await db.getLocal(PROFILE_DOC))?.remove();
    });
    return profileWrites;
  };
  const cachedProfile = async (userId: string) => {
    const doc = await db.getLocal<SessionUser>(PROFILE_DOC);
    const user = doc?.toJSON().data as SessionUser | undefined;
    return user?.id === userId ? user : null;
  };
  const setUser = async (user: SessionUser | null) => {
    await cacheProfile(user);
    session.set({ status: user ? 'signed-in' : 'signed-out', user });
  };

  /** The profile from public.users; null when it cannot be read (offline). */
  const fetchProfile = async (userId: string): Promise<ProfileRow | null> => {
    const { data, error } = await client
      .from('users')
      .select('id,email,phone,full_name,role,is_active')
      .eq('id', userId)
      .maybeSingle();
    if (error) return null;
    return data as ProfileRow | null;
  };
  const toUser = (row: ProfileRow): SessionUser => ({
    id: row.id,
    email: row.email,
    phone: row.phone,
    fullName: row.full_name,
    role: row.role,
  });

  const signOutLocally = async () => {
    const { error } = offline() ? { error: true } : await client.auth.signOut();
    // Offline (or any failure the library does not treat as "already gone"): the session on
    // this device is cleared anyway; the server's refresh token expires by itself.
    if (error) await clearStoredSession.get(client)?.();
    await setUser(null);
  };

  /** Reads the stored session: the cached profile at once, the server's when it answers. */
  const adopt = async (current: Session | null) => {
    if (!current) return setUser(null);
    const cached = await cachedProfile(current.user.id);
    if (cached) session.set({ status: 'signed-in', user: cached });
    const row = await fetchProfile(current.user.id);
    if (row && !row.is_active) return signOutLocally();
    if (row) return setUser(toUser(row));
    if (!cached) {
      // Signed in, but the role is unknown until the server answers: treat as a user.
      session.set({
        status: 'signed-in',
        user: {
          id: current.user.id,
          email: current.user.email ?? null,
          phone: current.user.phone ?? null,
          fullName: null,
          role: 'user',
        },
      });
    }
  };

  // Offline start-up: supabase-js reports the stored session only after trying to refresh it,
  // which can take a while without a network. The cached profile of the stored session's user
  // shows the right screens meanwhile; the server still decides every access.
  void (async () => {
    const userId = await storedUserId.get(client)?.();
    const cached = userId ? await cachedProfile(userId) : null;
    if (cached && session.get().status === 'checking') {
      session.set({ status: 'signed-in', user: cached });
    }
  })();

  const { data: subscription } = client.auth.onAuthStateChange((event, current) => {
    for (const listener of [...listeners]) listener(event);
    // Never call back into supabase-js from inside its own callback (it holds a lock).
    setTimeout(() => {
      if (event === 'SIGNED_OUT') void setUser(null);
      else if (event === 'INITIAL_SESSION' || event === 'USER_UPDATED') void adopt(current);
      else if (event === 'SIGNED_IN' && current?.user.id !== session.get().user?.id) {
        void adopt(current);
      }
    }, 0);
  });

  return {
    session,
    async signIn(identifier, password) {
      const { data, error } = await client.auth.signInWithPassword(
        credentialsFor(identifier, password),
      );
      if (error || !data.user) throw new Error(error?.message || SIGN_IN_FAILED);
      const row = await fetchProfile(data.user.id);
      if (!row) {
        await signOutLocally();
        throw new Error(SIGN_IN_FAILED);
      }
      if (!row.is_active) {
        await signOutLocally();
        throw new Error(ACCOUNT_DEACTIVATED);
      }
      const user = toUser(row);
      await setUser(user);
      void client
        .from('users')
        .update({ last_login: new Date().toISOString() })
        .eq('id', user.id)
        .then(() => undefined);
      return user;
    },
    signOut: signOutLocally,
    async signUp(email, password, fullName) {
      const { data, error } = await client.auth.signUp({
        email: email.trim(),
        password,
        options: { data: fullName ? { full_name: fullName.trim() } : {} },
      });
      if (error || !data.user) throw new Error(error?.message || USER_CREATION_FAILED);
      return { signedIn: data.session !== null };
    },
    async requestPasswordReset(email, redirectTo) {
      const { error } = await client.auth.resetPasswordForEmail(email.trim(), { redirectTo });
      if (error) throw new Error(error.message);
    },
    async updatePassword(password) {
      const { error } = await client.auth.updateUser({ password });
      if (error) throw new Error(error.message);
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      subscription.subscription.unsubscribe();
      listeners.clear();
    },
  };
}
