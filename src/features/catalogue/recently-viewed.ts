// The products this device viewed, newest first: kept in localStorage (a visitor's own
// browsing, never sent anywhere), so the list survives reloads and works offline.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { withRecentlyViewed } from '../../lib/product-companions.ts';

const KEY = 'mgrid:recently-viewed';
const NONE: string[] = [];

let cache: { raw: string | null; ids: string[] } = { raw: null, ids: NONE };

/** The stored ids; the same array until the stored text changes (for useSyncExternalStore). */
function stored(): string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return NONE;
  }
  if (raw !== cache.raw) {
    let ids: string[] = NONE;
    try {
      const parsed: unknown = JSON.parse(raw ?? '[]');
      if (Array.isArray(parsed)) ids = parsed.filter((id): id is string => typeof id === 'string');
    } catch {
      // A damaged value reads as no history.
    }
    cache = { raw, ids };
  }
  return cache.ids;
}

const noUpdates = () => () => undefined;
// Pre-rendered pages are built with no history, so hydration starts from the same list.
const serverSnapshot = () => NONE;

/** Records `productId` as viewed; returns the ids viewed before it (not itself). */
export function useRecentlyViewed(productId: string | undefined): string[] {
  const ids = useSyncExternalStore(noUpdates, stored, serverSnapshot);
  const earlier = useMemo(() => ids.filter((id) => id !== productId), [ids, productId]);
  useEffect(() => {
    if (!productId) return;
    try {
      window.localStorage.setItem(KEY, JSON.stringify(withRecentlyViewed(stored(), productId)));
    } catch {
      // Storage full or blocked: the list is a convenience, the page works without it.
    }
  }, [productId]);
  return earlier;
}
