// Who is signed in, and with which role ('checking' while the stored session is read).
import { useSyncExternalStore } from 'react';
import { keptSession, type KeptSession } from './kept.ts';

export { SESSION_CHECKING_ATTRIBUTE } from './kept.ts';
import type { SessionState } from './model.ts';
import type { Sync } from '../engine/runtime.ts';
import { useAppStore } from '../engine/use-store.ts';

const CHECKING: SessionState = { status: 'checking', user: null };

const sessionOf = (sync: Sync) => sync.session;

/** The session; 'checking' until the data layer has read the stored one. */
export function useSession(): SessionState {
  return useAppStore(sessionOf, CHECKING);
}

const noChange = () => () => undefined;
const nothingKept = () => null;

/**
 * The session kept on this device while the data layer has not read it yet (null when
 * hydrating: the pre-rendered page cannot know it; the early script hides its "Sign in").
 */
export function useKeptSession(): KeptSession | null {
  return useSyncExternalStore(noChange, keptSession, nothingKept);
}
