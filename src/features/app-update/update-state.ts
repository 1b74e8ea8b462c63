// The app update, from "a new version is waiting" to the reload: it applies only when the
// visitor accepted it and nothing on screen would be lost (unsaved-input.ts).
import { useSyncExternalStore } from 'react';
import { rememberVersionBeforeUpdate } from './release.ts';
import { updateBlocker, type UpdateBlocker } from './unsaved-input.ts';

export interface UpdateState {
  /** idle: nothing new; waiting: a new version can be applied; held: accepted, waiting for
   * the form or checkout on screen; applying: the new version is taking over. */
  phase: 'idle' | 'waiting' | 'held' | 'applying';
  /** What holds the update back (phase held). */
  blocker: UpdateBlocker | null;
  /** "Later" was chosen; offered again when the app next comes back into view. */
  dismissed: boolean;
}

const IDLE: UpdateState = { phase: 'idle', blocker: null, dismissed: false };
let state = IDLE;
const listeners = new Set<() => void>();

function set(next: Partial<UpdateState>): void {
  state = { ...state, ...next };
  for (const listener of [...listeners]) listener();
}

export function getUpdateState(): UpdateState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(subscribe, getUpdateState, () => IDLE);
}

/** How often a held update looks again whether the form was sent (a cheap DOM check). */
const RECHECK_MS = 500;
let recheck: ReturnType<typeof setInterval> | undefined;

/** Runs `then` once nothing on screen would be lost; meanwhile the state says what holds. */
function whenSafe(then: () => void): void {
  clearInterval(recheck);
  const check = () => {
    const blocker = updateBlocker();
    if (blocker) {
      if (state.blocker !== blocker || state.phase !== 'held') set({ phase: 'held', blocker });
      return false;
    }
    clearInterval(recheck);
    recheck = undefined;
    then();
    return true;
  };
  if (!check()) recheck = setInterval(check, RECHECK_MS);
}

let activate: (() => Promise<void>) | null = null;

/** The service worker has a new version waiting; `apply` lets it take over. */
export function offerUpdate(apply: () => Promise<void>): void {
  activate = apply;
  if (state.phase === 'idle') set({ phase: 'waiting', dismissed: false });
}

/** "Update now": applies at once, or as soon as the form or checkout on screen is done. */
export function acceptUpdate(): void {
  if (!activate || state.phase === 'applying') return;
  whenSafe(() => {
    set({ phase: 'applying', blocker: null });
    rememberVersionBeforeUpdate();
    void activate?.();
  });
}

/** "Later": the offer goes away until the app is next brought back into view. */
export function dismissUpdate(): void {
  clearInterval(recheck);
  recheck = undefined;
  if (state.phase !== 'idle') set({ phase: 'waiting', blocker: null, dismissed: true });
}

/** Offers a dismissed update again (the app came back into view). */
export function offerAgain(): void {
  if (state.dismissed) set({ dismissed: false });
}

/**
 * The new version controls this page (accepted here or in another tab): reload into it, but
 * only when nothing would be lost; until then the notice says what it waits for.
 */
export function reloadWhenSafe(): void {
  whenSafe(() => {
    rememberVersionBeforeUpdate();
    window.location.reload();
  });
}
