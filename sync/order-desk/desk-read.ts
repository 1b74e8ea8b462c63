// One desk read as a hook: the server's answer when it can be had, kept on this device; the
// device's copy first (so the desk opens at once, and with no signal at all), marked with when
// it was read. Reads again when its key changes, on reload(), and when the device comes back
// online.
import { useCallback, useEffect, useState } from 'react';
import { keepDeskCopy, readDeskCopy } from '../staff-commands/actions.ts';
import type { SyncRuntime } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { useAppSync, useSelected } from '../engine/use-store.ts';
import type { DeskRead } from './model.ts';

interface State<T> {
  key: string;
  value: T | null;
  savedAt: string | null;
  error: string | null;
  done: boolean;
}

const EMPTY = { value: null, savedAt: null, error: null, done: false };
const OFFLINE = { get: () => ({ online: false }), subscribe: () => () => undefined };

/** A short, stable name for a copy (ids are at most 64 characters). */
export function copyKey(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i += 1) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ text.charCodeAt(i), 0x5bd1e995) >>> 0;
  }
  return `${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}

export function useDeskRead<T>(
  kind: string,
  key: string,
  load: (runtime: SyncRuntime) => Promise<T>,
): DeskRead<T> {
  const sync = useAppSync();
  const online = useSelected<{ online: boolean }, boolean>(
    sync?.status ?? OFFLINE,
    (s) => s.online,
  );
  const [round, setRound] = useState(0);
  const wanted = `${kind}:${key}#${round}`;
  const [state, setState] = useState<State<T>>({ key: '', ...EMPTY });

  useEffect(() => {
    if (!sync) return;
    let live = true;
    const name = copyKey(key);
    const update = (next: Omit<State<T>, 'key'>) => live && setState({ key: wanted, ...next });
    void readDeskCopy<T>(kind, name, sync).then((copy) => {
      if (!copy) return;
      setState((s) =>
        s.key === wanted && s.done
          ? s
          : { key: wanted, value: copy.value, savedAt: copy.savedAt, error: null, done: false },
      );
    });
    load(runtimeOf(sync)).then(
      (value) => {
        update({ value, savedAt: null, error: null, done: true });
        if (value && typeof value === 'object') {
          void keepDeskCopy(kind, name, value as Record<string, unknown>, sync);
        }
      },
      async (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        const copy = await readDeskCopy<T>(kind, name, sync).catch(() => null);
        update({
          value: copy?.value ?? null,
          savedAt: copy?.savedAt ?? null,
          error: message,
          done: true,
        });
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; `key` names what it reads. Coming back online
    // reads again.
  }, [sync, kind, key, wanted, online]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const current = state.key === wanted ? state : { key: wanted, ...EMPTY };
  return {
    value: current.value,
    savedAt: current.savedAt,
    error: current.error,
    loading: !current.done,
    reload,
  };
}
