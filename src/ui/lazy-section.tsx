// A part of every page whose code is not in the entry (the footer with its newsletter form,
// the header's search with Mantine's input stack). A pre-rendered page loads it beside its
// route's code before hydrating (src/app/boot.tsx), in parallel with it, so the page hydrates
// whole: a link or form left dehydrated would act as plain HTML (a full page load, a form sent
// to nowhere). A page rendered on the device shows `placeholder` until the code arrives;
// offline before then, it waits for the connection instead of failing the page. If the code
// could not be loaded before hydrating, React keeps the pre-rendered markup (a Suspense
// boundary waiting to hydrate) until it arrives.
import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { partLoader } from './lazy-part.tsx';

const preloads: (() => Promise<unknown>)[] = [];

/** Loads every section's code (the pre-render, and a pre-rendered page before hydrating). */
export function preloadSections(): Promise<unknown> {
  return Promise.all(preloads.map((preload) => preload()));
}

export function lazySection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: ReactNode = null,
): ComponentType<P> {
  const loader = partLoader(load);
  preloads.push(() => loader.get());
  function Loaded(props: P) {
    const Part = loader.loaded ?? (use(loader.whenLoaded()), null);
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
