// Who the data layer syncs for: the engine's view of a session (who is signed in, with which
// role), read from the auth the app hands it (sync/session). The role only decides what to
// sync; row-level security decides what is allowed.
import type { ReadonlyStore } from './store.ts';

export interface SyncUser {
  readonly id: string;
  readonly role: string;
}

export interface SyncSession {
  /** 'checking' until the stored session (if any) has been read. */
  readonly status: 'checking' | 'signed-out' | 'signed-in';
  readonly user: SyncUser | null;
}

/** What the engine needs of an auth: the session to follow, and a way to stop it. */
export interface SyncAuth {
  readonly session: ReadonlyStore<SyncSession>;
  stop(): void;
}
