// Code the page loads on first use (the menu drawer, the sync bar's details, toasts, the
// account menu, the search, the newsletter's lead code), made ready as the data layer starts
// (the HTML has prefetched it: scripts/prefetch-plugin.ts): the page must not need the
// network to open its menu or list what is waiting to be sent.
import { loadSearchCode } from '../../sync/products/actions.ts';

/** Milliseconds of an idle period left unused. */
const IDLE_MARGIN_MS = 5;
/**
 * Milliseconds of links added per idle period at most. An idle period lasts up to 50 ms, and
 * filling it was itself a long task: 15-23 ms on this machine, which Lighthouse's 4x CPU counts
 * as 60-90 ms of blocking.
 */
const LINKS_BUDGET_MS = 3;

/**
 * Once the page has loaded and the browser is idle, fetches (without running) the code the
 * build listed in the asset `<meta name="mgrid-prefetch">` names (scripts/prefetch-plugin.ts).
 * Adding a link costs a phone about a millisecond (3 ms at Lighthouse's 4x): the 50 or so are
 * added a few per idle period (LINKS_BUDGET_MS), not in one 125 ms task. With no signal the
 * list does not arrive and nothing is prefetched, as the links would not have been.
 */
export function prefetchWhenLoaded(): void {
  const listUrl = document.querySelector<HTMLMetaElement>('meta[name="mgrid-prefetch"]')?.content;
  if (!listUrl) return;
  const queue: string[] = [];
  const addSome = (deadline?: IdleDeadline) => {
    const started = performance.now();
    do {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = queue.shift()!;
      document.head.append(link);
    } while (
      queue.length > 0 &&
      performance.now() - started < LINKS_BUDGET_MS &&
      (deadline?.timeRemaining() ?? 0) > IDLE_MARGIN_MS
    );
    if (queue.length > 0) whenIdle();
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(addSome, { timeout: 1000 });
    else setTimeout(addSome, 0);
  };
  const start = () => {
    fetch(listUrl)
      .then((response) => (response.ok ? response.json() : []))
      .then((list: unknown) => {
        if (!Array.isArray(list)) return;
        queue.push(
          ...list.filter((href): href is string => typeof href === 'string' && href !== ''),
        );
        if (queue.length > 0) whenIdle();
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Runs the code fetched above as the data layer starts, so first use needs no network. */
export function prefetchOnDemand(): void {
  loadSearchCode();
  // One part per task: run together, their code was one 80 ms task at 4x CPU.
  const parts = [
    () => import('./layout/menu-drawer.tsx'),
    () => import('./layout/unsent-details.tsx'),
    () => import('./layout/toasts.tsx'),
    () => import('../features/auth/person-menu.tsx'),
    () => import('../../sync/leads/actions.ts'),
  ];
  void (async () => {
    for (const load of parts) {
      await load().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  })();
}
