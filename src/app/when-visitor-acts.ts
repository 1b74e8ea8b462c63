// When to start work a pre-rendered page does not need for reading: the first sign that the
// visitor is about to use the page (a tap, a key, focus moving in), or a quiet moment after
// the page has loaded, whichever comes first. The code itself is on the device by then: it is
// prefetched as soon as the page has loaded (prefetch-on-demand.ts), so losing the signal in
// between does not stop the page from saving offline.
import { afterNextPaint } from '../lib/after-next-paint.ts';

const SIGNS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** How long after loading the page waits for the visitor before starting anyway. */
export const QUIET_AFTER_LOAD_MS = 3000;

/** Runs `work` once: on the visitor's first interaction, or in the quiet after loading. */
export function whenVisitorActsOrQuiet(work: () => void): void {
  let done = false;
  const options = { capture: true, passive: true } as const;
  const start = () => {
    if (done) return;
    done = true;
    for (const sign of SIGNS) window.removeEventListener(sign, run, options);
    work();
  };
  // A tap is answered first (Add to Cart within a frame, from its journal): the
  // work starts once the tap's click has been handled and its frame painted, or 1 s after
  // the finger went down, not between pointerdown and click, where its first tasks (the
  // data layer's modules) held the click back by hundreds of milliseconds on a phone.
  const afterTheTap = () => {
    let waited = false;
    const go = () => {
      if (waited) return;
      waited = true;
      afterNextPaint(start);
    };
    window.addEventListener('click', go, { capture: true, once: true });
    window.addEventListener('pointercancel', go, { capture: true, once: true });
    setTimeout(go, 1000);
  };
  const run = (event?: Event) => {
    if (done) return;
    if (event?.type === 'pointerdown' || event?.type === 'touchstart') {
      for (const sign of SIGNS) window.removeEventListener(sign, run, options);
      afterTheTap();
      return;
    }
    start();
  };
  for (const sign of SIGNS) window.addEventListener(sign, run, options);
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => start(), { timeout: 1000 });
      else start();
    }, QUIET_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
