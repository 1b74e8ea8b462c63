// A route's page, its code loaded on first visit. The address being opened has its page
// loaded before the first render (boot.tsx, prerender.tsx): a pre-rendered page hydrates with
// its real component instead of suspending, and a later visit renders at once.
import { use, type ComponentType } from 'react';
import { loadCatalogues, type CatalogueArea } from '../i18n/index.ts';
import { partLoader } from '../ui/lazy-part.tsx';

type PageModule = Record<string, unknown>;

export interface LazyPage {
  /** Loads the page's code (once; again after a failure was shown, see forgetFailedPages). */
  preload(): Promise<ComponentType>;
  /** The page, suspending while its code loads; a failed load is thrown to the error screen. */
  Page: ComponentType;
  /** Where its texts' Hindi lives (none: the back office, in English). */
  areas: readonly CatalogueArea[];
}

const failures = new Set<() => void>();

/**
 * Lets pages whose code failed to load (offline, a chunk of an older build) try again the
 * next time they are opened. Called once the error screen is up: until then a failed load
 * must stay failed, or each render would start a new load and wait forever instead of
 * showing the error.
 */
export function forgetFailedPages(): void {
  for (const forget of failures) forget();
  failures.clear();
}

/**
 * The page exported as `name` by the module `load` imports. In Hindi its texts' catalogue
 * (`areas`, beside the shell's; none for the back office, which is in English) loads beside its code.
 */
export function lazyPage(
  load: () => Promise<PageModule>,
  name: string,
  areas: readonly CatalogueArea[],
): LazyPage {
  const loader = partLoader(async () => {
    const [module] = await Promise.all([
      load(),
      loadCatalogues(areas.length > 0 ? ['shell', ...areas] : []),
    ]);
    return module[name] as ComponentType;
  });
  let attempt: Promise<ComponentType> | null = null;
  const preload = () =>
    (attempt ??= loader.get().catch((error: unknown) => {
      failures.add(() => (attempt = null));
      throw error;
    }));
  function Page() {
    const Component = loader.loaded ?? use(preload());
    return <Component />;
  }
  return { preload, Page, areas };
}
