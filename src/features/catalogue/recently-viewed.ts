// The products this device viewed, newest first: kept in localStorage (a visitor's own
// browsing, never sent anywhere), so the list survives reloads and works offline.
import { useEffect, useMemo } from 'react';
import { withRecentlyViewed } from '../../lib/product-companions.ts';

const KEY = 'mgrid:recently-viewed';

function read(): string[] {
  if (typeof window === 'undefined') return [];
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Records `productId` as viewed; returns the ids viewed before it (not itself). */
export function useRecentlyViewed(productId: string | undefined): string[] {
  // Read when the product changes, before the effect below adds it.
  const earlier = useMemo(() => read().filter((id) => id !== productId), [productId]);
  useEffect(() => {
    if (!productId) return;
    const ids = read();
    try {
      window.localStorage.setItem(KEY, JSON.stringify(withRecentlyViewed(ids, productId)));
    } catch {
      // Storage full or blocked: the list is a convenience, the page works without it.
    }
  }, [productId]);
  return earlier;
}
