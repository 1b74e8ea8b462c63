// Who is signed in, and with which role ('checking' while the stored session is read).
import type { SessionState } from './model.ts';
import type { Sync } from '../engine/runtime.ts';
import { useAppStore } from '../engine/use-store.ts';

const CHECKING: SessionState = { status: 'checking', user: null };

const sessionOf = (sync: Sync) => sync.session;

/** The session; 'checking' until the data layer has read the stored one. */
export function useSession(): SessionState {
  return useAppStore(sessionOf, CHECKING);
}
