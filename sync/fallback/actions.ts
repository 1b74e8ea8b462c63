// The bundled catalogue on screen before the local database opens: the app's boot and the
// pre-renderer show the same rows the pages were built from, so hydration finds what the server
// rendered. A page re-rendered after a publish says what changed since the build (page-rows.ts);
// those changes are shown too.
import { FALLBACK_COLLECTIONS, bundledRows, type FallbackRow } from './bundle.ts';
import { applyRowsDelta, pageRowsDelta, type CollectionRows } from './page-rows.ts';
import { showBundledRows } from './snapshot.ts';

export type { CollectionRows } from './page-rows.ts';

/** Shows `rows` (every bundled collection) instead: the pre-render of a live catalogue. */
export function showCatalogueRows(rows: CollectionRows): void {
  showBundledRows(rows);
}

/** Shows the bundled catalogue (with the page's changes) until the local database has been read. */
export async function showBundledCatalogue(): Promise<void> {
  const rows = await Promise.all(FALLBACK_COLLECTIONS.map((name) => bundledRows(name)));
  const bundled = Object.fromEntries(FALLBACK_COLLECTIONS.map((name, i) => [name, rows[i]])) as {
    [name: string]: FallbackRow[];
  };
  const delta = pageRowsDelta(typeof document === 'undefined' ? undefined : document);
  showBundledRows(applyRowsDelta(bundled, delta));
}
