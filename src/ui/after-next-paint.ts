import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `work` in a task after the browser's next paint: what a tap or key shows is painted
 * before the heavier work it starts (INP counts the time to that paint), and a render React
 * schedules from here cannot slip in before it.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}

/**
 * `value` as it was at the last paint: a change is rendered after the frame that shows what
 * was tapped, as a transition a later tap may interrupt (useDeferredValue's render may start
 * before that paint).
 */
export function useValueAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    let current = true;
    afterNextPaint(() => {
      if (current) startTransition(() => setShown(value));
    });
    return () => {
      current = false;
    };
  }, [value, shown]);
  return shown;
}
