// Start-up: paint first, then start the data layer. The page renders (or hydrates the
// pre-rendered HTML) from the bundled catalogue; the local database, replication and
// supabase-js load after the first paint, and the hooks switch to them when they are ready.
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { showBundledCatalogue } from '../../sync/fallback/actions.ts';
import { App, Providers } from './app.tsx';
import { reportError } from '../features/analytics/error-reports.ts';
import { ErrorScreen } from './error-screen.tsx';
import { LOAD_FAILED_EVENT, PRERENDERED_ATTRIBUTE } from './prerendered.ts';
import { HYDRATED_ATTRIBUTE, HYDRATED_MARK } from '../lib/early-input.ts';
import type * as EarlyInput from './early-input.ts';
import { preloadPages, routes } from './routes.tsx';
import { preloadSections } from '../ui/lazy-section.tsx';
import { prefetchOnDemand, prefetchWhenLoaded } from './prefetch-on-demand.ts';
import { whenVisitorActsOrQuiet } from './when-visitor-acts.ts';
import { startLanguage } from './page-language.ts';
import { loadCatalogues } from '../i18n/index.ts';
import { whenPageHydrated } from './page-hydrated.tsx';
import { localeOfPath, pathWithoutLocale } from '../lib/i18n/locale.ts';
import { addressIn, rememberedLocale } from '../features/language/language-choice.ts';

/** Runs `work` once the browser has painted (and is idle, when it can say). */
function afterPaint(work: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 1500 });
      else work();
    }, 0);
  });
}

async function startDataLayer(root: Root): Promise<void> {
  await hydrated;
  try {
    // On a Hindi page, the texts only the data layer's work shows load beside it (a chunk the
    // first paint does without); losing them offline leaves those texts English, not the
    // data layer stopped.
    const [{ startSync }] = await Promise.all([
      import('../../sync/start.ts'),
      loadCatalogues(['data']).catch(() => undefined),
    ]);
    prefetchOnDemand();
    await startSync();
  } catch (error) {
    console.error(error);
    reportError(error, 'boundary');
    root.render(
      <Providers>
        <ErrorScreen />
      </Providers>,
    );
  }
}

/**
 * A pre-rendered page inlines only its first screen's CSS (scripts/prerender/critical-css.ts)
 * and links the whole stylesheet disabled in <head>, in its place in the cascade (before the
 * theme's styles). Turned on here, before hydrating: what hydration and the device add is
 * styled. Resolves when it has loaded, failed, or after 3 s (the inline rules hold until).
 */
function enableStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          setTimeout(resolve, 3000);
          link.removeAttribute('disabled');
        }),
    ),
  ).then(() => undefined);
}

/**
 * Marks the page the app's once React has hydrated it: the layout, and the page itself, which
 * hydrates in a pass of its own (src/app/page-hydrated.tsx). Until then the pre-rendered page's
 * early script holds what needs the code (scripts/prerender/early-input.ts); what it caught is
 * carried out here. A page rendered on the device is the app's as soon as it shows.
 */
function Interactive({
  container,
  hydrating,
  early,
  children,
}: {
  container: HTMLElement;
  hydrating: boolean;
  /** Missing only when the code failed to load on a page rendered on the device. */
  early: EarlyInputModule | undefined;
  children: React.ReactNode;
}) {
  useEffect(() => {
    const ready = () => {
      container.setAttribute(HYDRATED_ATTRIBUTE, '');
      performance.mark?.(HYDRATED_MARK);
      early?.takeOverEarlyInput(container, hydrating);
      markHydrated();
    };
    if (hydrating) void whenPageHydrated().then(ready);
    else ready();
  }, [container, hydrating, early]);
  return children;
}

type EarlyInputModule = typeof EarlyInput;

// The data layer starts once the root has hydrated, not while it hydrates. Suspense boundaries
// (the page, the footer) may hydrate in a later pass, after it has started: hydration reads
// the stores' server snapshots, the pre-render's values, never the device's cart or the live
// catalogue (sync/engine/use-store.ts), so the HTML always matches.
let markHydrated: () => void = () => undefined;
const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));

export async function boot(container: HTMLElement): Promise<void> {
  const { pathname, search } = window.location;
  // Hydrate only the address the HTML was rendered for: a search in the address (or the
  // service worker's shell) renders on the client instead of "fixing" mismatched HTML.
  // ("/hi" and "/hi/" are the same page: the Hindi home.)
  const rendered = container.getAttribute(PRERENDERED_ATTRIBUTE);
  const hydrate =
    rendered !== null &&
    rendered.replace(/(.)\/$/, '$1') === pathname.replace(/(.)\/$/, '$1') &&
    search === '';
  // Opened at an address in the other language than the one the visitor chose: their choice.
  const chosen = rememberedLocale();
  if (chosen && chosen !== localeOfPath(pathname)) {
    window.location.replace(addressIn(chosen));
    return;
  }
  startLanguage(pathname);
  // Taking over from the early script is needed only once the page has hydrated: its code
  // loads beside the page's, not in the first paint's JavaScript.
  const loadingEarly = import('./early-input.ts');
  let early: EarlyInputModule | undefined;
  try {
    [early] = await Promise.all([
      loadingEarly,
      enableStylesheets(),
      showBundledCatalogue(),
      // The route's page and, on a Hindi page, its texts.
      preloadPages(routes, pathWithoutLocale(pathname)),
      // The footer's and the search's code, beside the route's (src/ui/lazy-section.tsx): a
      // pre-rendered page hydrates whole, or a link or form in it would act as plain HTML.
      hydrate ? preloadSections().catch(() => undefined) : null,
    ]);
  } catch (error) {
    // The page's code could not be fetched (the signal lost since the paint). A pre-rendered
    // page stays readable; its loader says so and reloads it once back online. Anywhere else
    // the page renders and shows the error screen for the page that could not load.
    if (hydrate) {
      document.dispatchEvent(new Event(LOAD_FAILED_EVENT));
      return;
    }
    console.error(error);
  }
  const app = (
    <StrictMode>
      <Interactive container={container} hydrating={hydrate} early={early}>
        <App />
      </Interactive>
    </StrictMode>
  );
  let root: Root;
  if (hydrate) {
    // The page is already painted: hydrating as a transition lets React work in slices of a
    // few milliseconds, so the browser can answer input in between, not one long task.
    early?.noteSilentlyFilled(container);
    root = startTransitionFor(() => hydrateRoot(container, app));
  } else {
    // Nothing is painted yet: render at once (a transition here would yield to the data
    // layer starting just after, and paint the page seconds later on a slow phone).
    container.replaceChildren();
    root = createRoot(container);
    root.render(app);
  }
  // A pre-rendered page already shows the bundled catalogue: the data layer (the heaviest
  // start-up work) waits until the visitor reaches for the page, or a quiet moment after
  // loading. Addresses rendered on the device (cart, checkout, accounts) need it at once.
  if (hydrate) {
    prefetchWhenLoaded();
    whenVisitorActsOrQuiet(() => void startDataLayer(root));
  } else afterPaint(() => void startDataLayer(root));
  // The service worker never competes with the first paint either.
  afterPaint(
    () =>
      void import('../features/app-update/register-service-worker.ts').then((module) =>
        module.registerServiceWorker(),
      ),
  );
}

function startTransitionFor<T>(create: () => T): T {
  let created: T | undefined;
  startTransition(() => {
    created = create();
  });
  return created!;
}
