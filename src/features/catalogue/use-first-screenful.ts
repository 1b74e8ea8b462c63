// A new list (another search, filter or sort) renders its first screenful of cards, and the
// rest of the page only as the reader scrolls towards it: a keystroke in the product search
// re-renders the cards a shopper can see, not the 16 below the fold (a windowed grid that
// only grows). The rest renders as a transition, so a keystroke typed meanwhile interrupts it.
import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Cards painted first: two rows of four on a wide screen, four rows of two on a phone. */
export const FIRST_SCREENFUL = 8;

/**
 * How far below the screen the rest of the page starts rendering, in screen heights: half a
 * screen, so a flick of the thumb finds the cards there (16 cards render in a frame or two).
 */
export const RENDER_AHEAD = 0.5;

const subscribeNever = () => () => undefined;

export interface FirstScreenful {
  /** How many cards to render. */
  count: number;
  /** Put on an empty element after the grid: the rest renders once it nears the screen. */
  sentinel: (element: HTMLElement | null) => void;
  /** Renders the rest now: focus entered the grid (a keyboard must not tab past unrendered cards). */
  renderAll: () => void;
}

/**
 * How many of `limit` cards to render for the list `key` names: all of them once the reader
 * nears the end of the first screenful, and always when hydrating pre-rendered HTML (which
 * holds all of them), when `whole` (Back to a list: its place is restored in the full page),
 * or when only the data changed (a live price), so a grid already shown never shrinks under
 * the reader.
 */
export function useFirstScreenful(key: string, limit: number, whole = false): FirstScreenful {
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const [grown, setGrown] = useState<string | null>(hydrating || whole ? key : null);
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const complete = grown === key;
  const renderAll = useCallback(() => setGrown(key), [key]);
  useEffect(() => {
    if (complete) return;
    const grow = () => startTransition(renderAll);
    if (!sentinel) return;
    // Near the screen, or already above it: the observer sees the sentinel come near when
    // scrolled or moved by the layout (its rectangle comes with the entry, so no forced
    // layout on a keystroke), the scroll listener a jump past it (End, a dragged bar).
    const near = (top: number) => top <= window.innerHeight * (1 + RENDER_AHEAD);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => near(entry.boundingClientRect.top))) grow();
      },
      { rootMargin: `0px 0px ${RENDER_AHEAD * 100}% 0px` },
    );
    const check = () => {
      if (near(sentinel.getBoundingClientRect().top)) grow();
    };
    observer.observe(sentinel);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', check);
    };
  }, [complete, sentinel, renderAll]);
  return {
    count: complete || hydrating ? limit : Math.min(limit, FIRST_SCREENFUL),
    sentinel: setSentinel,
    renderAll,
  };
}
