// The leads desk's server reads as hooks: each says loading, its value, or why it failed
// (offline: OFFLINE_ACTION), and reads again when its key (the filter) changes or `reload`
// is called.
import { useCallback, useEffect, useState } from 'react';
import type { LeadDeskFilter } from '../../src/lib/lead-desk.ts';
import type { SyncRuntime } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { useAppSync } from '../engine/use-store.ts';
import { fetchLead, fetchLeadPage, fetchLeadStats } from './desk.ts';

export interface Remote<T> {
  value: T | null;
  loading: boolean;
  error: string | null;
  reload(): void;
}

function useRemote<T>(key: string, load: (runtime: SyncRuntime) => Promise<T>): Remote<T> {
  const sync = useAppSync();
  const [state, setState] = useState<{ key: string; value: T | null; error: string | null }>({
    key: '',
    value: null,
    error: null,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!sync) return;
    let live = true;
    const wanted = `${key}#${round}`;
    load(runtimeOf(sync)).then(
      (value) => live && setState({ key: wanted, value, error: null }),
      (error: unknown) =>
        live &&
        setState((s) => ({
          key: wanted,
          value: s.value,
          error: error instanceof Error ? error.message : String(error),
        })),
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; `key` names what it loads.
  }, [sync, key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return {
    value: state.value,
    error: state.error,
    loading: state.key !== `${key}#${round}`,
    reload,
  };
}

export function useLeadPage(filter: LeadDeskFilter) {
  return useRemote(JSON.stringify(filter), (runtime) => fetchLeadPage(runtime, filter));
}

export function useLeadStats() {
  return useRemote('stats', fetchLeadStats);
}

export function useServerLead(id: string) {
  return useRemote(id, (runtime) => fetchLead(runtime, id));
}
