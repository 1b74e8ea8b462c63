// When to start work a pre-rendered page does not need for reading: the first sign that the
// visitor is about to use the page (a tap, a key, focus moving in), or a quiet period.
/**
 * How long a pre-rendered page may sit unused before the data layer starts anyway: long
 * enough that loading, hydrating and painting the page are not slowed by it on a phone.
 */
export const DATA_LAYER_QUIET_START_MS = 3000;

const SIGNS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** Runs `work` once: on the visitor's first interaction, or after the page has been idle. */
export function whenVisitorActsOrIdle(work: () => void): void {
  let done = false;
  const options = { capture: true, passive: true } as const;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    for (const sign of SIGNS) window.removeEventListener(sign, run, options);
    work();
  };
  for (const sign of SIGNS) window.addEventListener(sign, run, options);
  const timer = setTimeout(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1000 });
    else run();
  }, DATA_LAYER_QUIET_START_MS);
}
