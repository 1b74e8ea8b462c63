// Code the page loads on first use (the menu drawer, the sync bar's details, toasts, the
// account menu, the search, the newsletter's lead code), made ready as the data layer starts
// (the HTML has prefetched it: scripts/prefetch-plugin.ts): the page must not need the
// network to open its menu or list what is waiting to be sent.
import { prepareSearch } from '../../sync/catalogue/actions.ts';

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
