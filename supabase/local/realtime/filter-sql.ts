// postgres_changes filters as SQL, evaluated on the new row the way hosted Realtime's
// realtime.check_equality_op does: the value cast to the column's type, `in` as an array.
import type { Queryable } from '../db/engine.ts';
import type { Filter } from './bindings.ts';
import { quoteIdent, type TableMeta } from './table-meta.ts';

type Row = Record<string, unknown>;

const OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
};
const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);

/** SQL for one filter on the row `r`, its value bound as `$n`; undefined if it cannot apply. */
export function filterSql(f: Filter, meta: TableMeta, param: string): string | undefined {
  const column = meta.columns.find((c) => c.name === f.column);
  if (!column) return undefined;
  const col = `r.${quoteIdent(column.name)}`;
  let sql: string;
  if (f.op in OPERATORS) sql = `${col} ${OPERATORS[f.op]} ${param}::${column.sqlType}`;
  else if (f.op === 'in') sql = `${col} = any(${param}::${column.sqlType}[])`;
  else if (f.op === 'isdistinct') sql = `${col} is distinct from ${param}::${column.sqlType}`;
  else if (f.op === 'like') sql = `${col}::text like ${param}`;
  else if (f.op === 'ilike') sql = `${col}::text ilike ${param}`;
  else if (f.op === 'match') sql = `${col}::text ~ ${param}`;
  else if (f.op === 'imatch') sql = `${col}::text ~* ${param}`;
  else if (f.op === 'is' && IS_VALUES.has(f.value.toLowerCase())) {
    sql = `(${col} is ${f.value.toLowerCase()} and ${param}::text is not null)`;
  } else return undefined;
  return `coalesce(${f.negate ? `not (${sql})` : sql}, false)`;
}

const FILTERS_PER_QUERY = 500;

export const filterKey = (f: Filter) => JSON.stringify([f.column, f.op, f.value, f.negate]);

/**
 * Which of the filters the new row passes, as the superuser connection. Postgres allows at
 * most 1664 columns in a select list, so the filters are evaluated in batches: no number of
 * distinct subscriber filters can break delivery for everyone.
 */
export async function evaluateFilters(
  db: Queryable,
  meta: TableMeta,
  record: Row,
  filters: Filter[],
): Promise<Map<string, boolean>> {
  const passed = new Map<string, boolean>();
  const usable = filters.filter((f) => {
    if (filterSql(f, meta, '$2') !== undefined) return true;
    passed.set(filterKey(f), false);
    return false;
  });
  const row = JSON.stringify(record);
  for (let start = 0; start < usable.length; start += FILTERS_PER_QUERY) {
    const batch = usable.slice(start, start + FILTERS_PER_QUERY);
    const exprs = batch.map((f, i) => `${filterSql(f, meta, `$${i + 2}`)!} as f${i}`);
    const { rows } = await db.query<Record<string, boolean>>(
      `select ${exprs.join(', ')} from jsonb_populate_record(null::${meta.rel}, $1::jsonb) r`,
      [row, ...batch.map((f) => f.value)],
    );
    batch.forEach((f, i) => passed.set(filterKey(f), !!rows[0]?.[`f${i}`]));
  }
  return passed;
}
