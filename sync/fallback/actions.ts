// The bundled catalogue on screen before the local database opens: the app's boot and the
// pre-renderer show the same rows the pages were built from, so hydration finds what the server
// rendered.
import { FALLBACK_COLLECTIONS, bundledRows } from './bundle.ts';
import { showBundledRows } from './snapshot.ts';

/** Shows the bundled catalogue until the local database has been read. */
export async function showBundledCatalogue(): Promise<void> {
  const rows = await Promise.all(FALLBACK_COLLECTIONS.map((name) => bundledRows(name)));
  showBundledRows(Object.fromEntries(FALLBACK_COLLECTIONS.map((name, i) => [name, rows[i]])));
}
