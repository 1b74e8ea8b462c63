// A part of every page whose code stays out of the first paint (the footer with its
// newsletter form, the header's search with Mantine's input stack): the pre-rendered HTML
// has it, and the browser hydrates it once its code has arrived, which the first render
// starts. Until then React keeps the pre-rendered markup as it is (a Suspense boundary
// waiting to hydrate); on a page rendered on the device it shows `placeholder`. Offline
// before the code arrived, it waits for the connection instead of failing the page.
import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { partLoader } from './lazy-part.tsx';

const preloads: (() => Promise<unknown>)[] = [];

/** Loads every section's code: the pre-render renders them in full (src/app/prerender.tsx). */
export function preloadSections(): Promise<unknown> {
  return Promise.all(preloads.map((preload) => preload()));
}

export function lazySection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: ReactNode = null,
): ComponentType<P> {
  const loader = partLoader(load);
  preloads.push(() => loader.get());
  let arrival: Promise<unknown> | null = null;
  // Resolves once the code is here, however many tries that takes.
  const arrived = () =>
    (arrival ??= new Promise<void>((resolve) => {
      const attempt = () =>
        void loader.get().then(
          () => {
            window.removeEventListener('online', attempt);
            resolve();
          },
          () => undefined,
        );
      window.addEventListener('online', attempt);
      attempt();
    }));
  function Loaded(props: P) {
    const Part = loader.loaded ?? (use(arrived()), null);
    return Part ? <Part {...props} /> : null;
  }
  return function LazySection(props: P) {
    return (
      <Suspense fallback={placeholder}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
