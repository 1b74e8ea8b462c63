// One desk read as a hook: the server's answer when it can be had, kept on this device; the
// device's copy first (so the desk opens at once, and with no signal at all), marked with when
// it was read. Reads again when its key changes, on reload(), and when the device comes back
// online.
import { useCallback, useEffect, useState } from 'react';
import { keepDeskCopy, readDeskCopy } from './actions.ts';
import type { SyncRuntime } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { useAppSync, useSelected } from '../engine/use-store.ts';
import type { DeskRead } from './model.ts';

interface State<T> {
  /** What the value is of (kind:key) and the read that gave it. */
  name: string;
  round: number;
  value: T | null;
  savedAt: string | null;
  /** When the value was read from the server (null: it is the device's copy). */
  readAt: string | null;
  error: string | null;
  /** The server answered (or failed) for this round; before, the value may be the copy. */
  done: boolean;
}

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
  const name = `${kind}:${key}`;
  const [state, setState] = useState<State<T>>({
    name: '',
    round: -1,
    value: null,
    savedAt: null,
    readAt: null,
    error: null,
    done: false,
  });

  useEffect(() => {
    if (!sync) return;
    let live = true;
    const copyName = copyKey(key);
    // The copy shows at once when nothing of this name is shown yet; a re-read keeps what is
    // on screen until the server answers.
    void readDeskCopy<T>(kind, copyName, sync).then((copy) => {
      if (!copy || !live) return;
      setState((s) =>
        s.name === name
          ? s
          : {
              name,
              round,
              value: copy.value,
              savedAt: copy.savedAt,
              readAt: null,
              error: null,
              done: false,
            },
      );
    });
    load(runtimeOf(sync)).then(
      (value) => {
        if (!live) return;
        const readAt = new Date().toISOString();
        setState({ name, round, value, savedAt: null, readAt, error: null, done: true });
        if (value && typeof value === 'object') {
          void keepDeskCopy(kind, copyName, value as Record<string, unknown>, sync);
        }
      },
      async (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        const copy = await readDeskCopy<T>(kind, copyName, sync).catch(() => null);
        if (!live) return;
        setState((s) => {
          // A fresh read already on screen stays (it is as new as the copy), said to be
          // from when it was read.
          const shown = s.name === name && s.value !== null && s.readAt !== null;
          return {
            name,
            round,
            value: shown ? s.value : (copy?.value ?? null),
            savedAt: shown ? s.readAt : (copy?.savedAt ?? null),
            readAt: shown ? s.readAt : null,
            error: message,
            done: true,
          };
        });
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; `name` says what it reads. Coming back online
    // reads again.
  }, [sync, kind, key, name, round, online]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const mine = state.name === name;
  return {
    value: mine ? state.value : null,
    savedAt: mine ? state.savedAt : null,
    error: mine ? state.error : null,
    loading: !mine || state.round !== round || !state.done,
    reload,
  };
}
