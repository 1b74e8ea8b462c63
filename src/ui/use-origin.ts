// The page's origin and address for meta tags and structured data. Pre-rendered HTML is built
// without knowing where it will be served, so the server (and hydration) sees '' and the
// browser fills the real value in right after.
import { useSyncExternalStore } from 'react';

const noUpdates = () => () => undefined;

export function useOrigin(): string {
  return useSyncExternalStore(
    noUpdates,
    () => window.location.origin,
    () => '',
  );
}

/** The address without its fragment; '' while pre-rendering and hydrating. */
export function usePageUrl(): string {
  return useSyncExternalStore(
    noUpdates,
    () => window.location.href.split('#')[0] ?? '',
    () => '',
  );
}
