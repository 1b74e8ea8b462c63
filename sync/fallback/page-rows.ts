// The rows a pre-rendered page was rendered with, when they are not the bundled ones: a page
// re-rendered after a publish carries what changed since the build (a few rows), in a JSON data
// block the browser never runs, and the app shows the bundled rows with those changes until
// its local database has been read, so hydration finds what the server rendered.
import type { FallbackCollection, FallbackRow } from './bundle.ts';

/** Set on <html> when the page's catalogue is older than the live one (its check says so). */
export const STALE_ATTRIBUTE = 'data-catalogue-stale';
/** Set on <html> while the page waits for the live version (it asked the database). */
export const PENDING_ATTRIBUTE = 'data-catalogue-pending';
/** Dispatched on `document` when the page learns it is stale, or stops waiting. */
export const STALE_EVENT = 'mgrid-catalogue-stale';

/** The id of the page's data block (`<script type="application/json">`). */
export const PAGE_ROWS_ID = 'catalogue-rows';

export interface CollectionChanges {
  /** Rows added or changed since the build, whole. */
  rows: FallbackRow[];
  /** Ids of the build's rows no longer shown (hidden or deleted). */
  removed: string[];
}

export type RowsDelta = Partial<Record<FallbackCollection, CollectionChanges>>;
export type CollectionRows = Partial<Record<FallbackCollection, readonly FallbackRow[]>>;

const idOf = (row: FallbackRow) => String(row.id);

/** What `live` changes of `bundled`, per collection (collections without changes left out). */
export function rowsDelta(bundled: CollectionRows, live: CollectionRows): RowsDelta {
  const delta: RowsDelta = {};
  for (const name of Object.keys(live) as FallbackCollection[]) {
    const before = new Map((bundled[name] ?? []).map((row) => [idOf(row), JSON.stringify(row)]));
    const now = live[name] ?? [];
    const rows = now.filter((row) => before.get(idOf(row)) !== JSON.stringify(row));
    const kept = new Set(now.map(idOf));
    const removed = [...before.keys()].filter((id) => !kept.has(id));
    if (rows.length > 0 || removed.length > 0) delta[name] = { rows: [...rows], removed };
  }
  return delta;
}

/** `bundled` with `delta` applied, each collection in id order as the bundle is. */
export function applyRowsDelta(bundled: CollectionRows, delta: RowsDelta): CollectionRows {
  const result: CollectionRows = { ...bundled };
  for (const name of Object.keys(delta) as FallbackCollection[]) {
    const changes = delta[name]!;
    const byId = new Map((bundled[name] ?? []).map((row) => [idOf(row), row]));
    for (const id of changes.removed) byId.delete(id);
    for (const row of changes.rows) byId.set(idOf(row), row);
    result[name] = [...byId.values()].sort((a, b) =>
      idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : 0,
    );
  }
  return result;
}

/** The data block for a page: JSON that cannot end the element early. */
export function rowsDeltaScript(delta: RowsDelta): string {
  if (Object.keys(delta).length === 0) return '';
  const json = JSON.stringify(delta).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_ROWS_ID}">${json}</script>`;
}

/** The changes the page in this document was rendered with (none: the bundled rows). */
export function pageRowsDelta(doc: Document | undefined): RowsDelta {
  const text = doc?.getElementById(PAGE_ROWS_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as RowsDelta;
  } catch {
    return {};
  }
}
