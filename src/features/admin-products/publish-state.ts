// What this tab remembers about publishing: the conflicts the last publish reported (until
// each is resolved) and whether a publish waits for the network. The drafts themselves are
// what survives a reload; publishing again shows the conflicts again.
import { useSyncExternalStore } from 'react';

export interface ProductConflict {
  id: string;
  serverModified: string | null;
  reason: string;
}

interface PublishState {
  conflicts: ProductConflict[];
  waitingForNetwork: boolean;
}

let state: PublishState = { conflicts: [], waitingForNetwork: false };
const listeners = new Set<() => void>();

function set(patch: Partial<PublishState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

export const setConflicts = (conflicts: ProductConflict[]) => set({ conflicts });
export const setWaitingForNetwork = (waitingForNetwork: boolean) => set({ waitingForNetwork });
export const resolveConflict = (id: string) =>
  set({ conflicts: state.conflicts.filter((c) => c.id !== id) });
export const publishState = () => state;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useConflicts(): ProductConflict[] {
  return useSyncExternalStore(subscribe, () => state.conflicts);
}

export function useWaitingForNetwork(): boolean {
  return useSyncExternalStore(subscribe, () => state.waitingForNetwork);
}
