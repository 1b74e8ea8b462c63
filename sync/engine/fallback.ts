// The bundled catalogue in the local database (docs/product.md#catalogue-loading-and-its-messages):
// loaded when no backend is configured, or when the backend cannot be reached and this device has
// nothing stored yet. Each collection with a bundled copy hands it over in its descriptor.
import { collectionOf, type AnyCollection } from './collection.ts';
import type { SyncDatabase } from './register.ts';

/**
 * Fills each empty bundled collection from its bundle. With `replace` (bundled mode, where
 * the bundle is the truth) every one is made equal to its bundle instead.
 * Returns true when anything was written.
 */
export async function loadFallback(
  db: SyncDatabase,
  collections: readonly AnyCollection[],
  options: { replace?: boolean } = {},
): Promise<boolean> {
  let wrote = false;
  for (const descriptor of collections) {
    if (!descriptor.bundled) continue;
    const collection = collectionOf<{ id: string }>(db, descriptor.name);
    const rows = (await descriptor.bundled()) as { id: string }[];
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
