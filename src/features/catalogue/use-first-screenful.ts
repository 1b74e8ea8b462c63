// A new list (another search, filter or sort) paints its first screenful of cards first and
// the rest of the page right after, as a transition: the cards a shopper can see arrive a
// frame sooner on a slow phone, and a keystroke typed meanwhile interrupts the rest.
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** Cards painted first: two rows of four on a wide screen, three rows of two on a phone. */
export const FIRST_SCREENFUL = 8;

const subscribeNever = () => () => undefined;

/**
 * How many of `limit` cards to render for the list `key` names: all of them once the list
 * has painted, and always when hydrating pre-rendered HTML (which holds all of them) or when
 * only the data changed (a live price), so a grid already shown never shrinks under the reader.
 */
export function useFirstScreenful(key: string, limit: number): number {
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const [grown, setGrown] = useState<string | null>(hydrating ? key : null);
  const complete = grown === key;
  useEffect(() => {
    if (complete) return;
    // After the first screenful is painted: a frame, then a task.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setGrown(key)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [key, complete]);
  return complete || hydrating ? limit : Math.min(limit, FIRST_SCREENFUL);
}
