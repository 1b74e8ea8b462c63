// Whether the prices on screen are the live catalogue's: a pre-rendered page older than the
// live catalogue (marked on <html> by its check, scripts/prerender/catalogue-check.ts) cannot
// vouch for its prices until the products shown are the local database's (not the page's
// own rows, which the store shows until its first read) and their pull has run its course.
import { useSyncExternalStore } from 'react';
import { usePullSettled } from '../engine/use-settled.ts';
import { useAppStore } from '../engine/use-store.ts';
import type { Sync } from '../engine/runtime.ts';
import { productsStore } from './queries.ts';
import { PENDING_ATTRIBUTE, STALE_ATTRIBUTE, STALE_EVENT } from '../fallback/page-rows.ts';

/** Stale, or not known yet (the page still waits for the live version). */
const stale = () =>
  typeof document !== 'undefined' &&
  (document.documentElement.hasAttribute(STALE_ATTRIBUTE) ||
    document.documentElement.hasAttribute(PENDING_ATTRIBUTE));

function subscribe(listener: () => void): () => void {
  document.addEventListener(STALE_EVENT, listener);
  return () => document.removeEventListener(STALE_EVENT, listener);
}

/** Whether the local database's products have been read (not only the page's own rows). */
const pickRead = (sync: Sync) => {
  const store = productsStore(sync);
  return { get: () => store.read?.() ?? true, subscribe: store.subscribe };
};

// Hydration renders what the pre-render rendered: neither stale nor fresh, the page's own.
const asRendered = () => null;

/**
 * Where the prices on screen come from: 'page' while hydrating (the HTML's own markup, which
 * its stylesheet shows or marks), 'checking' while a stale page waits for the live catalogue,
 * 'current' once the prices are the live catalogue's or the page is as new as it.
 */
export type PriceSource = 'page' | 'checking' | 'current';

export function usePriceSource(): PriceSource {
  const marked = useSyncExternalStore(subscribe, stale, asRendered);
  const settled = usePullSettled('products');
  const fromDatabase = useAppStore(pickRead, false);
  if (marked === null) return 'page';
  return marked && !(settled && fromDatabase) ? 'checking' : 'current';
}
