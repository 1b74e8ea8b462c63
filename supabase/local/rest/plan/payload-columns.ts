// Which columns a write's payload names, checked against the schema cache (PostgREST's
// PGRST204 for a key the table lacks).
import { columnNotFound } from '../errors.ts';
import type { Column, SchemaCache, Table } from '../schema-cache/schema-cache.ts';

/**
 * The payload's columns, or 400 PGRST204 for one the table does not have (after reading the
 * catalog again, in case a migration added it while the server runs).
 */
export async function payloadColumns(
  cache: SchemaCache,
  table: Table,
  keys: string[],
): Promise<Column[]> {
  const known = keys.every((k) => table.columns.has(k))
    ? table
    : ((await cache.tableWithColumns(table.name, keys)) ?? table);
  return keys.map((key) => {
    const column = known.columns.get(key);
    if (!column) throw columnNotFound(table.name, key);
    return column;
  });
}
