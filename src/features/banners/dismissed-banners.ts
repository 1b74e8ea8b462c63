// Banners dismissed in this browser tab: kept in sessionStorage, so a dismissed banner stays
// closed across pages and reloads until the tab is closed (docs/product.md#banners: "for the
// session").
import { useSyncExternalStore } from 'react';

export const DISMISSED_BANNERS_KEY = 'mgrid:dismissed-banners';

const listeners = new Set<() => void>();
let cache: { raw: string | null; ids: readonly string[] } = { raw: null, ids: [] };

function read(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(DISMISSED_BANNERS_KEY);
  } catch {
    // Storage blocked: dismissals then last until the page is left.
    return cache.ids;
  }
  if (raw === cache.raw) return cache.ids;
  let ids: string[] = [];
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed)) ids = parsed.filter((id): id is string => typeof id === 'string');
  } catch {
    ids = [];
  }
  cache = { raw, ids };
  return ids;
}

function dismiss(id: string) {
  const ids = [...new Set([...read(), id])];
  const raw = JSON.stringify(ids);
  cache = { raw, ids };
  try {
    window.sessionStorage.setItem(DISMISSED_BANNERS_KEY, raw);
  } catch {
    // Kept in memory only.
  }
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noIds: readonly string[] = [];

export function useDismissedBanners(): [readonly string[], (id: string) => void] {
  const ids = useSyncExternalStore(subscribe, read, () => noIds);
  return [ids, dismiss];
}
