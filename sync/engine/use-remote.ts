// A server read as a hook (the back office's online-only screens: the leads desk, users and
// permissions): it says loading, its value, or why it failed (offline: OFFLINE_ACTION), and
// reads again when its key changes or `reload` is called. What was shown stays on screen
// while a re-read fails; the error says why it is not fresh.
import { useCallback, useEffect, useState } from 'react';
import type { SyncRuntime } from './runtime.ts';
import { runtimeOf } from './runtime-of.ts';
import { useAppSync } from './use-store.ts';

/** A server read as React sees it: its value, loading, why it failed, and a way to re-read. */
export interface Remote<T> {
  value: T | null;
  loading: boolean;
  error: string | null;
  reload(): void;
}

/** `key` names what `load` reads: a new key reads again. */
export function useRemote<T>(key: string, load: (runtime: SyncRuntime) => Promise<T>): Remote<T> {
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
