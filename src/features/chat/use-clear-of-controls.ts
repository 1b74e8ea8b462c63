// The floating chat button must never cover one of the page's own controls (it hid
// the consent text, a grid's Add to Cart, the footer's Subscribe). The page's bottom padding
// keeps the end of every page clear; elsewhere, while a control scrolls under the button, the
// button steps aside, and it comes back once the control has moved on.
import { useEffect, useState, type RefObject } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint.ts';

/**
 * What a visitor can press or type in, and what they must be able to read (a total marked
 * data-keep-clear: the order total under the button on a phone). The e2e check uses
 * the same list.
 */
const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [data-keep-clear]';

function intersects(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Whether a shown control of the page (not the launcher's own) lies under `launcher`. */
export function coversAControl(launcher: HTMLElement): boolean {
  const box = launcher.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (launcher.contains(control)) continue;
    const rect = control.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || !intersects(rect, box)) continue;
    if (control.checkVisibility?.({ visibilityProperty: true }) === false) continue;
    return true;
  }
  return false;
}

/** How long scrolling must pause before the button comes back (no flicker over a grid). */
const RETURN_AFTER_MS = 250;

/**
 * True while a control lies under the element (checked at most once a frame, on scroll,
 * resize and page changes): at once when one arrives, and false again only once scrolling
 * has paused with nothing under it. `active` false (the chat is open) never steps aside.
 *
 * A scroll is checked in the frame that shows it (scrolling leaves the layout as it was, so
 * reading the controls' places costs nothing). A change to the page is checked after its frame
 * is painted, on the layout that frame made: checked before it, reading every control's place
 * made the browser lay the page out inside the script of the frame that shows a keystroke's
 * results or a chip's list (INP).
 */
export function useCoversAControl(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    let awaitingPaint = false;
    let stopped = false;
    let later = 0;
    let lastScroll = 0;
    const check = () => {
      if (stopped || !ref.current) return;
      if (coversAControl(ref.current)) return setCovers(true);
      const wait = lastScroll + RETURN_AFTER_MS - performance.now();
      if (wait <= 0) return setCovers(false);
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
  return active && covers;
}
