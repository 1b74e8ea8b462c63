// What the bundled catalogue holds: the rows a visitor would pull, as local docs, without the
// server's timestamps (so the files change only when the data does). Shared by
// scripts/export-fallback.ts and the test that keeps the files in step with seed.sql.
import type { RxJsonSchema } from 'rxdb';
import { columnsOf } from '../engine/replication/columns.ts';
import { FALLBACK_COLLECTIONS, type FallbackCollection, type FallbackRow } from './bundle.ts';

/**
 * Tables bundled as they are read over REST, with no local collection (sync/careers: the
 * local database has no room for another collection).
 */
export const FALLBACK_TABLES = ['careers_positions'] as const;
export type FallbackTable = (typeof FALLBACK_TABLES)[number];

/** Every bundled file, by the collection or table it holds. */
export const FALLBACK_FILES = [...FALLBACK_COLLECTIONS, ...FALLBACK_TABLES] as const;
export type FallbackFile = FallbackCollection | FallbackTable;

/** SQL selecting what anon sees of each table, in a stable order. */
export const FALLBACK_QUERIES: Record<FallbackFile, string> = {
  products: 'select * from public.products where not hidden and not _deleted order by id',
  services: 'select * from public.services where not _deleted order by id',
  dealers: 'select * from public.dealers where not _deleted order by id',
  site_settings: 'select * from public.site_settings where not _deleted order by id',
  // The columns and order sync/careers/refresh.ts reads.
  careers_positions: `select id, title, location, employment_type, description, sort_order
    from public.careers_positions where is_open order by sort_order, title`,
};

/**
 * A server row as a bundled doc of the collection with `schema` (sync/registry.ts): schema
 * columns only, JSON-safe, no `_modified`.
 */
export function toFallbackRow(schema: RxJsonSchema<unknown>, row: FallbackRow): FallbackRow {
  const doc = columnsOf(schema)(JSON.parse(JSON.stringify(row)) as FallbackRow);
  delete doc._deleted;
  doc._modified = null;
  return doc;
}
