// When to start work a pre-rendered page does not need for reading: the first sign that the
// visitor is about to use the page (a tap, a key, focus moving in), or once the page has
// loaded and the browser is idle, whichever comes first. Not later than that: the code must
// be on the device before the signal goes, or the page could not save anything offline.
const SIGNS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** How long an idle callback may wait for the browser to be idle after the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `work` once: on the visitor's first interaction, or when idle after loading. */
export function whenVisitorActsOrLoaded(work: () => void): void {
  let done = false;
  const options = { capture: true, passive: true } as const;
  const run = () => {
    if (done) return;
    done = true;
    for (const sign of SIGNS) window.removeEventListener(sign, run, options);
    work();
  };
  for (const sign of SIGNS) window.addEventListener(sign, run, options);
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
