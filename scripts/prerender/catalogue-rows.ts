// The catalogue a page is rendered with, for the app host (supabase/local/app-host/
// fresh-pages.ts, which may not import the app itself): the bundled rows as the build has them,
// and what a visitor would pull of each bundled collection now, read from the database as
// scripts/export-fallback.ts reads the bundle's.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { COLLECTIONS } from '../../sync/registry.ts';
import {
  FALLBACK_COLLECTIONS,
  type FallbackCollection,
  type FallbackRow,
} from '../../sync/fallback/bundle.ts';
import type { CollectionRows } from '../../sync/fallback/page-rows.ts';
import { FALLBACK_QUERIES, toFallbackRow } from '../../sync/fallback/rows.ts';

export { rowsDelta, type CollectionRows, type RowsDelta } from '../../sync/fallback/page-rows.ts';
export type { FallbackRow } from '../../sync/fallback/bundle.ts';

const FALLBACK = path.resolve(import.meta.dirname, '../../sync/fallback');

/** The bundled catalogue, as the build pre-rendered it (sync/fallback/*.json). */
export async function bundledCatalogue(): Promise<CollectionRows> {
  const rows: CollectionRows = {};
  for (const name of FALLBACK_COLLECTIONS) {
    const file = path.join(FALLBACK, `${name.replace('_', '-')}.json`);
    rows[name] = JSON.parse(await readFile(file, 'utf8')) as FallbackRow[];
  }
  return rows;
}

type Schema = Parameters<typeof toFallbackRow>[0];

function schemaOf(name: FallbackCollection): Schema {
  const collection = COLLECTIONS.find((c) => c.name === name);
  if (!collection) throw new Error(`No collection ${name} in sync/registry.ts`);
  return collection.schema as Schema;
}

/** Every bundled collection's rows as `query` (a database connection) reads them now. */
export async function liveCatalogueRows(
  query: (sql: string) => Promise<{ rows: FallbackRow[] }>,
): Promise<CollectionRows> {
  const result: CollectionRows = {};
  for (const name of FALLBACK_COLLECTIONS) {
    const { rows } = await query(FALLBACK_QUERIES[name]);
    result[name] = rows.map((row) => toFallbackRow(schemaOf(name), row));
  }
  return result;
}
