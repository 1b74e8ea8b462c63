// Sign-in, sign-out and the session as the app sees it: who is signed in and with which
// role (from public.users, cached on the device so an admin keeps their screens offline).
// The role here only chooses screens and what to sync; row-level security decides access.
// supabase-js refreshes the token before expiry and tells other tabs of every auth event
// (BroadcastChannel); this module follows its events and never re-implements either.
import type { Session } from '@supabase/supabase-js';
import type { AppClient } from '../engine/supabase.ts';
import {
  ACCOUNT_DEACTIVATED,
  CODE_INVALID,
  PASSWORD_UPDATED,
  SESSION_ENDED,
  SIGN_IN_FAILED,
  USER_CREATION_FAILED,
} from '../../src/lib/messages.ts';
import { recoveryRedirect } from '../../src/lib/recovery-url.ts';
import { parseSignInIdentifier } from '../../src/lib/sign-in-identifier.ts';
import type { SyncDatabase } from '../engine/register.ts';
import { createStore, type Store } from '../engine/store.ts';
import { clearStoredSession, storedUserId } from '../engine/supabase.ts';
import { authErrorMessage } from './errors.ts';
import { createMfa, type Mfa } from './mfa.ts';
import type { AuthEvent, ProfileUpdate, SessionState, SessionUser } from './model.ts';
import type { Locale } from '../../src/lib/i18n/locale.ts';
import { fetchProfile, savePreferredLocale, saveProfile, toSessionUser } from './profile.ts';

const PROFILE_DOC = 'session-profile';

export interface Auth {
  session: Store<SessionState>;
  signIn(identifier: string, password: string): Promise<SessionUser>;
  /** Texts a one-time sign-in code to an existing account's mobile number. */
  sendSignInCode(phone: string): Promise<void>;
  signInWithCode(phone: string, code: string): Promise<SessionUser>;
  signOut(): Promise<void>;
  /** Creates an account (role 'user'); returns whether it is signed in already (autoconfirm). */
  signUp(identifier: string, password: string, fullName?: string): Promise<{ signedIn: boolean }>;
  /** Mails a password-reset link that leads back to `redirectTo` (the /reset-password page). */
  requestPasswordReset(email: string, redirectTo: string): Promise<void>;
  /** Signs in for recovery with the code from the reset mail. */
  verifyRecoveryCode(email: string, code: string): Promise<void>;
  /** Sets a new password for the signed-in (or recovering) user. */
  updatePassword(password: string): Promise<string>;
  updateProfile(update: ProfileUpdate): Promise<SessionUser>;
  /** Saves the account's language. */
  savePreferredLocale(locale: Locale): Promise<SessionUser>;
  mfa: Mfa;
  /** The shell has taken the person to /reset-password: stop asking it to. */
  endRecoveryRedirect(): void;
  /** Every auth event supabase-js reports (docs/product.md#sign-in-and-the-session). */
  onEvent(listener: (event: AuthEvent) => void): () => void;
  stop(): void;
}

/** An email as typed, or an Indian mobile as +91XXXXXXXXXX; other phone text as typed. */
export function credentialsFor(identifier: string, password: string) {
  const parsed = parseSignInIdentifier(identifier);
  if (parsed.kind === 'email') return { email: parsed.email, password };
  if (parsed.kind === 'phone') return { phone: parsed.phone, password };
  const trimmed = identifier.trim();
  return trimmed.includes('@')
    ? { email: trimmed, password }
    : { phone: trimmed.replace(/\s+/g, ''), password };
}

/**
 * `offline()` says the backend is known to be unreachable: sign-out then clears the session
 * here at once instead of waiting on a request that cannot succeed.
 */
export function createAuth(
  client: AppClient,
  db: SyncDatabase,
  offline: () => boolean = () => false,
): Auth {
  // Read now: supabase-js takes the tokens out of the address once it has read them.
  const openedForRecovery =
    typeof window !== 'undefined' && recoveryRedirect(window.location) !== null;
  const session = createStore<SessionState>({
    status: 'checking',
    user: null,
    recovery: openedForRecovery,
  });
  const listeners = new Set<(event: AuthEvent) => void>();
  const mfa = createMfa(client);
  // Set while this tab signs out on purpose: any other SIGNED_OUT (refresh refused, another
  // tab) ends the session with a notice.
  let signingOut = false;
  let recoveryHandled = false;
  // Bumped at every sign-out: a profile read that started before it must not sign the
  // person back in on the screen when it answers after it.
  let generation = 0;

  // One write at a time: sign-out and the SIGNED_OUT event both clear the profile.
  let profileWrites: Promise<void> = Promise.resolve();
  const cacheProfile = (user: SessionUser | null) => {
    // Another tab may have removed or replaced the document first (sign-out reaches every
    // tab): that must not stop this tab from following the session.
    profileWrites = profileWrites
      .then(async () => {
        if (user) await db.upsertLocal(PROFILE_DOC, { ...user });
        else await (await db.getLocal(PROFILE_DOC))?.remove();
      })
      .catch(() => undefined);
    return profileWrites;
  };
  const cachedProfile = async (userId: string) => {
    const doc = await db.getLocal<SessionUser>(PROFILE_DOC);
    const user = doc?.toJSON().data as SessionUser | undefined;
    return user?.id === userId ? user : null;
  };
  const setUser = async (user: SessionUser | null, notice: string | null = null) => {
    const started = generation;
    await cacheProfile(user);
    const secondFactorPending = user ? await mfa.pending().catch(() => false) : false;
    if (user && started !== generation) return;
    session.set({
      status: user ? 'signed-in' : 'signed-out',
      user,
      secondFactorPending,
      notice: user ? null : notice,
      recovery: session.get().recovery ?? false,
    });
  };

  const signOutLocally = async () => {
    signingOut = true;
    generation++;
    try {
      const { error } = offline() ? { error: true } : await client.auth.signOut();
      // Offline, or an answer the library does not treat as "already gone" (it clears on
      // 401/403/404 itself): the session on this device is cleared anyway; the server's
      // refresh token expires by itself.
      if (error) await clearStoredSession.get(client)?.();
      await setUser(null);
    } finally {
      signingOut = false;
    }
  };

  /** Reads the stored session: the cached profile at once, the server's when it answers. */
  const adopt = async (current: Session | null) => {
    if (!current) return setUser(null);
    const started = generation;
    const cached = await cachedProfile(current.user.id);
    if (started !== generation) return;
    if (cached) session.set({ ...session.get(), status: 'signed-in', user: cached });
    const row = await fetchProfile(client, current.user.id);
    if (started !== generation) return;
    if (row && !row.is_active) return signOutLocally();
    if (row) return setUser(toSessionUser(row));
    if (!cached) {
      // Signed in, but the role is unknown until the server answers: treat as a user.
      session.set({
        ...session.get(),
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

  /**
   * A superadmin may have changed the role or deactivated the account since sign-in: each
   * token refresh (about hourly) re-reads the profile, and the screens follow a change. Only
   * for a settled session (not while a recovery link is being followed).
   */
  const recheck = async (current: Session | null) => {
    const state = session.get();
    if (!current || state.status !== 'signed-in' || state.recovery) return;
    if (state.user?.id !== current.user.id) return;
    const started = generation;
    const row = await fetchProfile(client, current.user.id);
    if (!row || started !== generation) return;
    if (!row.is_active) return signOutLocally();
    if (row.role !== session.get().user?.role) await setUser(toSessionUser(row));
  };

  /**
   * After a password or code sign-in: refused when deactivated
   * (docs/product.md#sign-in-and-the-session), no session kept.
   */
  const finishSignIn = async (userId: string) => {
    const row = await fetchProfile(client, userId);
    if (!row || !row.is_active) {
      await signOutLocally();
      throw new Error(row ? ACCOUNT_DEACTIVATED : SIGN_IN_FAILED);
    }
    const user = toSessionUser(row);
    await setUser(user);
    return user;
  };

  // Offline start-up: supabase-js reports the stored session only after trying to refresh it,
  // which can take a while without a network. The cached profile of the stored session's user
  // shows the right screens meanwhile; the server still decides every access.
  void (async () => {
    const userId = await storedUserId.get(client)?.();
    const cached = userId ? await cachedProfile(userId) : null;
    if (cached && session.get().status === 'checking') {
      session.set({ ...session.get(), status: 'signed-in', user: cached });
    }
  })();

  const { data: subscription } = client.auth.onAuthStateChange((event, current) => {
    for (const listener of [...listeners]) listener(event);
    // Once the shell has taken the person to /reset-password, the event (which can arrive
    // after that) does not send them there again.
    if (event === 'PASSWORD_RECOVERY' && !recoveryHandled) {
      session.set({ ...session.get(), recovery: true });
    }
    // Never call back into supabase-js from inside its own callback (it holds a lock).
    setTimeout(() => {
      if (event === 'SIGNED_OUT') {
        generation++;
        const unexpected = !signingOut && session.get().status === 'signed-in';
        void setUser(null, unexpected ? SESSION_ENDED : null);
      } else if (
        event === 'INITIAL_SESSION' ||
        event === 'USER_UPDATED' ||
        event === 'MFA_CHALLENGE_VERIFIED' ||
        (event === 'SIGNED_IN' && current?.user.id !== session.get().user?.id)
      ) {
        void adopt(current);
      } else if (event === 'TOKEN_REFRESHED') {
        void recheck(current);
      }
    }, 0);
  });

  const currentUserId = () => {
    const id = session.get().user?.id;
    if (!id) throw new Error(SIGN_IN_FAILED);
    return id;
  };

  return {
    session,
    async signIn(identifier, password) {
      const { data, error } = await client.auth.signInWithPassword(
        credentialsFor(identifier, password),
      );
      if (error || !data.user) throw new Error(authErrorMessage(error ?? {}));
      return finishSignIn(data.user.id);
    },
    async sendSignInCode(phone) {
      const { error } = await client.auth.signInWithOtp({
        phone,
        options: { shouldCreateUser: false },
      });
      if (error) throw new Error(authErrorMessage(error));
    },
    async signInWithCode(phone, code) {
      const { data, error } = await client.auth.verifyOtp({
        phone,
        token: code.replace(/\s+/g, ''),
        type: 'sms',
      });
      if (error || !data.user) throw new Error(authErrorMessage(error ?? {}, CODE_INVALID));
      return finishSignIn(data.user.id);
    },
    signOut: signOutLocally,
    async signUp(identifier, password, fullName) {
      const { email, phone } = credentialsFor(identifier, password) as {
        email?: string;
        phone?: string;
      };
      const options = { data: fullName?.trim() ? { full_name: fullName.trim() } : {} };
      const { data, error } = email
        ? await client.auth.signUp({ email, password, options })
        : await client.auth.signUp({ phone: phone!, password, options });
      if (error || !data.user) {
        throw new Error(
          error ? authErrorMessage(error, USER_CREATION_FAILED) : USER_CREATION_FAILED,
        );
      }
      if (data.session) await finishSignIn(data.user.id);
      return { signedIn: data.session !== null };
    },
    async requestPasswordReset(email, redirectTo) {
      const { error } = await client.auth.resetPasswordForEmail(email.trim(), { redirectTo });
      if (error) throw new Error(authErrorMessage(error, error.message));
    },
    async verifyRecoveryCode(email, code) {
      const { error } = await client.auth.verifyOtp({
        email: email.trim(),
        token: code.replace(/\s+/g, ''),
        type: 'recovery',
      });
      if (error) throw new Error(authErrorMessage(error, CODE_INVALID));
    },
    async updatePassword(password) {
      const { error } = await client.auth.updateUser({ password });
      if (error) throw new Error(authErrorMessage(error, error.message));
      return PASSWORD_UPDATED;
    },
    async updateProfile(update) {
      const user = toSessionUser(await saveProfile(client, currentUserId(), update));
      await setUser(user);
      return user;
    },
    async savePreferredLocale(locale) {
      const user = toSessionUser(await savePreferredLocale(client, currentUserId(), locale));
      await setUser(user);
      return user;
    },
    mfa: {
      ...mfa,
      async confirm(factorId, code) {
        await mfa.confirm(factorId, code);
        session.set({ ...session.get(), secondFactorPending: false });
      },
      async verify(code) {
        await mfa.verify(code);
        session.set({ ...session.get(), secondFactorPending: false });
      },
    },
    endRecoveryRedirect() {
      recoveryHandled = true;
      if (session.get().recovery) session.set({ ...session.get(), recovery: false });
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
