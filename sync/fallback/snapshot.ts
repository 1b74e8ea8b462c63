// The bundled rows on screen before the local database opens (the rows the pre-rendered pages
// were built from), so the first paint never waits for the data layer. Each collection maps
// them to its own values (sync/<collection>/queries.ts) until the database's first read
// replaces them.
import type { LiveSnapshot } from '../engine/live.ts';
import type { FallbackCollection, FallbackRow } from './bundle.ts';

type Shown = Partial<Record<FallbackCollection, readonly FallbackRow[]>>;

let shown: Shown = {};

/** Replaces the rows the collections show until the local database has been read. */
export function showBundledRows(rows: Shown): void {
  shown = { ...shown, ...rows };
}

/**
 * What `name` shows before the database's first read: its bundled rows through `toValue` (the
 * same object until they change), loaded; or `empty`, not loaded, while none are shown.
 */
export function bundledSnapshot<T>(
  name: FallbackCollection,
  toValue: (rows: readonly FallbackRow[]) => T,
  empty: T,
): () => LiveSnapshot<T> {
  const nothing: LiveSnapshot<T> = { value: empty, loaded: false };
  let last: { rows: readonly FallbackRow[]; snapshot: LiveSnapshot<T> } | null = null;
  return () => {
    const rows = shown[name];
    if (!rows) return nothing;
    if (last?.rows !== rows) last = { rows, snapshot: { value: toValue(rows), loaded: true } };
    return last.snapshot;
  };
}
