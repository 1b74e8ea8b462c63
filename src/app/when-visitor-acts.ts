// When to start work a pre-rendered page does not need for reading: the first sign that the
// visitor is about to use the page (a tap, a key, focus moving in), or a quiet moment after
// the page has loaded, whichever comes first. The code itself is on the device by then: it is
// prefetched as soon as the page has loaded (prefetch-on-demand.ts), so losing the signal in
// between does not stop the page from saving offline.
const SIGNS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** How long after loading the page waits for the visitor before starting anyway. */
export const QUIET_AFTER_LOAD_MS = 3000;

/** Runs `work` once: on the visitor's first interaction, or in the quiet after loading. */
export function whenVisitorActsOrQuiet(work: () => void): void {
  let done = false;
  const options = { capture: true, passive: true } as const;
  const run = () => {
    if (done) return;
    done = true;
    for (const sign of SIGNS) window.removeEventListener(sign, run, options);
    work();
  };
  for (const sign of SIGNS) window.addEventListener(sign, run, options);
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1000 });
      else run();
    }, QUIET_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
