// postgres_changes filters answered without the database: `eq` / `neq` (and their `not.`) on a
// text, uuid, integer or boolean column compare the row's value with the filter's as Postgres
// would (`col = value::type`, a null column passing nothing), in JavaScript. They cost a string
// comparison per change, so however many clients hold them they add no database work and do
// not count toward a table's share of filters evaluated in SQL (limits.ts). Anything else
// (another operator or type, a value written in a form Postgres would first convert) is
// evaluated in SQL (filter-sql.ts).
import type { Filter } from './bindings.ts';
import type { ColumnMeta, TableMeta } from './table-meta.ts';

const INTEGER_RANGE: Record<string, bigint> = {
  int2: 32_767n,
  int4: 2_147_483_647n,
  int8: 9_223_372_036_854_775_807n,
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filter's value as the key its column's values are compared with; undefined: use SQL. */
export function exactKey(f: Filter, column: ColumnMeta): string | undefined {
  if (f.op !== 'eq' && f.op !== 'neq') return undefined;
  const v = f.value;
  switch (column.type) {
    case 'text':
      return v;
    case 'varchar':
      // varchar(n) casts a longer value by cutting it: that is SQL's to answer.
      return column.sqlType === 'character varying' ? v : undefined;
    case 'uuid':
      return UUID.test(v) ? v.toLowerCase() : undefined;
    case 'bool':
      return v === 'true' || v === 'false' ? v : undefined;
    case 'int2':
    case 'int4':
    case 'int8': {
      if (!/^-?\d{1,19}$/.test(v)) return undefined;
      const n = BigInt(v);
      const max = INTEGER_RANGE[column.type]!;
      return n <= max && n >= -max - 1n ? n.toString() : undefined;
    }
    default:
      return undefined;
  }
}

/** A row's value as a key; null for SQL null; undefined when it cannot be compared here. */
function rowKey(value: unknown, column: ColumnMeta): string | null | undefined {
  if (value === null || value === undefined) return null;
  switch (column.type) {
    case 'text':
    case 'varchar':
      return typeof value === 'string' ? value : undefined;
    case 'uuid':
      return typeof value === 'string' ? value.toLowerCase() : undefined;
    case 'bool':
      return typeof value === 'boolean' ? String(value) : undefined;
    default:
      // A bigint past 2^53 has lost digits in JSON: SQL compares it.
      return typeof value === 'number' && Number.isSafeInteger(value)
        ? BigInt(value).toString()
        : undefined;
  }
}

/** The filter's column, when the filter can be answered here. */
export function exactColumn(f: Filter, meta: TableMeta): ColumnMeta | undefined {
  const column = meta.columns.find((c) => c.name === f.column);
  return column && exactKey(f, column) !== undefined ? column : undefined;
}

/** Whether the row passes the filter, as filter-sql.ts's SQL would answer; undefined: use SQL. */
export function exactPass(
  f: Filter,
  meta: TableMeta,
  record: Record<string, unknown>,
): boolean | undefined {
  const column = exactColumn(f, meta);
  if (!column) return undefined;
  const value = rowKey(record[column.name], column);
  if (value === undefined) return undefined;
  // coalesce(..., false): a null column passes neither `eq` nor `neq`, negated or not.
  if (value === null) return false;
  const equal = value === exactKey(f, column);
  const result = f.op === 'eq' ? equal : !equal;
  return f.negate ? !result : result;
}
