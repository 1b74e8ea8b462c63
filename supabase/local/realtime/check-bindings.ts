// Checks postgres_changes bindings when a channel joins, as hosted Realtime's
// realtime.subscription_check_filters does: the table exists, filter columns exist and
// filter values cast to the column's type. A failure is reported to the channel as a
// `system` error and nothing is delivered for it.
import type { Queryable } from '../db/engine.ts';
import type { Binding } from './bindings.ts';
import { exactKey } from './filter-exact.ts';
import type { TableCatalog } from './table-meta.ts';

const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);
const CAST_OPS = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'isdistinct']);

function describe(b: Binding): string {
  const filters = b.filters.map((f) => `${f.column}=${f.negate ? 'not.' : ''}${f.op}.${f.value}`);
  return `[event: ${b.event}, schema: ${b.schema}, table: ${b.table}, filters: [${filters.join(', ')}]]`;
}

/** Undefined when every binding can be served, else the error message for the channel. */
export async function checkBindings(
  db: Queryable,
  catalog: TableCatalog,
  bindings: Binding[],
): Promise<string | undefined> {
  // One catalog read per table, however many of a join's bindings name it.
  const metas = new Map<string, ReturnType<TableCatalog['byName']>>();
  for (const b of bindings) {
    if (b.table === '*' || b.schema === '*') continue;
    const key = JSON.stringify([b.schema, b.table]);
    if (!metas.has(key)) metas.set(key, catalog.byName(b.schema, b.table));
    const meta = await metas.get(key);
    if (!meta) {
      return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${describe(b)}`;
    }
    for (const f of b.filters) {
      const column = meta.columns.find((c) => c.name === f.column);
      if (!column) return `invalid column for filter ${f.column}`;
      if (f.op === 'is' && !IS_VALUES.has(f.value.toLowerCase())) {
        return `invalid value for is filter: ${f.value}`;
      }
      // A value filter-exact.ts can compare is one the column's type takes: no query needed.
      if (!CAST_OPS.has(f.op) || exactKey(f, column) !== undefined) continue;
      const type = f.op === 'in' ? `${column.sqlType}[]` : column.sqlType;
      try {
        await db.query(`select $1::${type}`, [f.value]);
      } catch (error) {
        return (error as Error).message;
      }
    }
    if (b.select) {
      const unknown = b.select.find((name) => !meta.columns.some((c) => c.name === name));
      if (unknown) return `invalid column for select ${unknown}`;
    }
  }
  return undefined;
}
