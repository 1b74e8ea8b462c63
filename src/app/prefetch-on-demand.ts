// Code the page loads on first use (the menu drawer, the sync bar's details, toasts, the
// account menu, the search, the newsletter's lead code), made ready as the data layer starts
// (the HTML has prefetched it: scripts/prefetch-plugin.ts): the page must not need the
// network to open its menu or list what is waiting to be sent.
import { prepareSearch } from '../../sync/catalogue/actions.ts';

/**
 * Once the page has loaded and the browser is idle, fetches (without running) the code the
 * build named in `<meta name="mgrid-prefetch">` (scripts/prefetch-plugin.ts).
 */
export function prefetchWhenLoaded(): void {
  const fetchAll = () => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="mgrid-prefetch"]');
    for (const href of meta?.content.split(' ').filter(Boolean) ?? []) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      document.head.append(link);
    }
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(fetchAll, { timeout: 1000 });
    else setTimeout(fetchAll, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Runs the code fetched above as the data layer starts, so first use needs no network. */
export function prefetchOnDemand(): void {
  prepareSearch();
  void Promise.allSettled([
    import('./layout/menu-drawer.tsx'),
    import('./layout/unsent-details.tsx'),
    import('./layout/toasts.tsx'),
    import('../features/auth/person-menu.tsx'),
    import('../../sync/leads/actions.ts'),
  ]);
}
