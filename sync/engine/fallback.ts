// The bundled catalogue (spec 8, "falls back to bundled data"): loaded when no backend is
// configured, or when the backend cannot be reached and this device has nothing stored yet.
// The JSON files are generated from seed.sql by scripts/export-fallback.ts.
import type { RxCollection } from 'rxdb';
import type { MgridDatabase } from './collections.ts';
import { bundledRows } from '../fallback/bundle.ts';
import { FALLBACK_COLLECTIONS } from '../fallback/rows.ts';

type Keyed = RxCollection<{ id: string }>;

/**
 * Fills each empty catalogue collection from the bundle. With `replace` (bundled mode, where
 * the bundle is the truth) every collection is made equal to the bundle instead.
 * Returns true when anything was written.
 */
export async function loadFallback(
  db: MgridDatabase,
  options: { replace?: boolean } = {},
): Promise<boolean> {
  let wrote = false;
  for (const name of FALLBACK_COLLECTIONS) {
    const collection = db.collections[name] as unknown as Keyed;
    const rows = (await bundledRows(name)) as { id: string }[];
    if (options.replace) {
      const keep = new Set(rows.map((r) => r.id));
      const stale = (await collection.find().exec()).filter((d) => !keep.has(d.id));
      if (stale.length > 0) await collection.bulkRemove(stale.map((d) => d.id));
      await collection.bulkUpsert(rows);
      wrote = true;
    } else if ((await collection.count().exec()) === 0) {
      await collection.bulkInsert(rows);
      wrote = true;
    }
  }
  return wrote;
}
