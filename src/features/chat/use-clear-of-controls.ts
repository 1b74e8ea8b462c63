// The floating chat button must never cover one of the page's own controls (it hid
// the consent text, a grid's Add to Cart, the footer's Subscribe). The page's bottom padding
// keeps the end of every page clear; elsewhere, while a control scrolls under the button, the
// button moves to a free corner (bottom left, or a little higher on the right), and only where
// none is free does it step aside; it comes back to bottom right once scrolling has paused.
// (Stepping aside alone left it hidden nearly all the time on a product grid, where a card's
// name lies under the corner.)
import { useEffect, useState, type RefObject } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint.ts';

/**
 * What a visitor can press or type in, and what they must be able to read (a total marked
 * data-keep-clear: the order total under the button on a phone). The e2e check uses
 * the same list.
 */
const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [data-keep-clear]';

/**
 * How much of a control the button may lie over: its corner over a product's picture (a link
 * the size of the card) hides nothing, over a fifth of an Add to Cart or a name hides words.
 */
export const MAY_OVERLAP = 0.2;

/** Whether `box` hides more than MAY_OVERLAP of `control`'s area. */
function hides(box: DOMRect, control: DOMRect): boolean {
  const width = Math.min(box.right, control.right) - Math.max(box.left, control.left);
  const height = Math.min(box.bottom, control.bottom) - Math.max(box.top, control.top);
  if (width <= 0 || height <= 0) return false;
  return width * height > MAY_OVERLAP * control.width * control.height;
}

/** Whether a shown control of the page (not the launcher's own) lies under `box`. */
function coversAControlAt(launcher: HTMLElement, box: DOMRect): boolean {
  if (box.width === 0 || box.height === 0) return false;
  for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (launcher.contains(control)) continue;
    const rect = control.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || !hides(box, rect)) continue;
    if (control.checkVisibility?.({ visibilityProperty: true }) === false) continue;
    return true;
  }
  return false;
}

/** Whether a shown control of the page (not the launcher's own) lies under `launcher`. */
export function coversAControl(launcher: HTMLElement): boolean {
  return coversAControlAt(launcher, launcher.getBoundingClientRect());
}

/** Where the closed button may sit, the first one preferred. */
export type LauncherSpot = 'right' | 'left' | 'raised';
const SPOTS: readonly LauncherSpot[] = ['right', 'left', 'raised'];
/** The button's distance from the screen's edges, and how much higher "raised" sits. */
export const SPOT_MARGIN = 16;
const RAISED_BY = 88;

/** The button's place at `spot`, from its size (the screen's width without the scroll bar). */
function spotBox(launcher: HTMLElement, spot: LauncherSpot): DOMRect {
  const { width, height } = launcher.getBoundingClientRect();
  const screenWidth = document.documentElement.clientWidth;
  const left = spot === 'left' ? SPOT_MARGIN : screenWidth - SPOT_MARGIN - width;
  const bottom = window.innerHeight - SPOT_MARGIN - (spot === 'raised' ? RAISED_BY : 0);
  return new DOMRect(left, bottom - height, width, height);
}

/** The CSS place of a spot (the launcher is position: fixed). */
export function spotPosition(spot: LauncherSpot): {
  bottom: number;
  right?: number;
  left?: number;
} {
  const bottom = SPOT_MARGIN + (spot === 'raised' ? RAISED_BY : 0);
  return spot === 'left' ? { bottom, left: SPOT_MARGIN } : { bottom, right: SPOT_MARGIN };
}

/** Where the button sits: a spot, or aside (see-through) when every spot covers a control. */
export type LauncherPlace = LauncherSpot | 'aside';

/** How long scrolling must pause before the button comes back (no flicker over a grid). */
const RETURN_AFTER_MS = 250;

/**
 * Where the button sits (checked at most once a frame, on scroll, resize and page changes):
 * its spot while nothing lies under it; when a control arrives under it, at once the first
 * free spot (or aside when none is); back to the preferred spot only once scrolling has
 * paused with nothing under that one. `active` false (the chat is open) stays at bottom right.
 *
 * A scroll is checked in the frame that shows it (scrolling leaves the layout as it was, so
 * reading the controls' places costs nothing). A change to the page is checked after its frame
 * is painted, on the layout that frame made: checked before it, reading every control's place
 * made the browser lay the page out inside the script of the frame that shows a keystroke's
 * results or a chip's list (INP).
 */
export function useLauncherPlace(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
): LauncherPlace {
  const [place, setPlace] = useState<LauncherPlace>('right');
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    let awaitingPaint = false;
    let stopped = false;
    let later = 0;
    let lastScroll = 0;
    let current: LauncherPlace = 'right';
    const move = (next: LauncherPlace) => {
      current = next;
      setPlace(next);
    };
    const check = () => {
      const launcher = ref.current;
      if (stopped || !launcher) return;
      const free = SPOTS.filter((spot) => !coversAControlAt(launcher, spotBox(launcher, spot)));
      const best = free[0] ?? 'aside';
      if (best === current) return;
      const stillFree = current !== 'aside' && free.includes(current);
      // A control under it: away at once. Only a better spot free: wait for scrolling to pause.
      if (!stillFree) return move(best);
      const wait = lastScroll + RETURN_AFTER_MS - performance.now();
      if (wait <= 0) return move(best);
      clearTimeout(later);
      later = window.setTimeout(inFrame, wait);
    };
    const inFrame = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        check();
      });
    };
    const afterPaint = () => {
      if (awaitingPaint) return;
      awaitingPaint = true;
      afterNextPaint(() => {
        awaitingPaint = false;
        check();
      });
    };
    const onScroll = () => {
      lastScroll = performance.now();
      inFrame();
    };
    afterPaint();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', inFrame);
    // Pages render after navigation and data arrive late: a changed page is checked again.
    const observer = new MutationObserver(afterPaint);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      clearTimeout(later);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', inFrame);
      observer.disconnect();
    };
  }, [ref, active]);
  return active ? place : 'right';
}
