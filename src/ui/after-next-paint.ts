import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/after-next-paint.ts';

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
