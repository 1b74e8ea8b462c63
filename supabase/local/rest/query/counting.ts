// Prefer: count=exact | planned | estimated, as PostgREST answers them: exact counts every row,
// planned reads the planner's row estimate (EXPLAIN), estimated counts exactly up to the row
// limit and takes the planner's estimate beyond it.
import type { Queryable } from '../../db/engine.ts';
import type { Preferences } from '../request/preferences.ts';
import type { SqlParams } from './sql.ts';

/** Supabase's default `[api] max_rows`: above it, count=estimated uses the planner's figure. */
export const ESTIMATE_ABOVE_ROWS = 1000;

/** The `total` column of the main statement for a count query (`SELECT 1 FROM ...`). */
export function countColumn(prefs: Preferences, countSql: () => string): string {
  if (prefs.count === 'exact') return `(SELECT pg_catalog.count(*) FROM (${countSql()}) c)`;
  if (prefs.count === 'estimated') {
    return `(SELECT pg_catalog.count(*) FROM (${countSql()} LIMIT ${ESTIMATE_ABOVE_ROWS + 1}) c)`;
  }
  return 'null::bigint';
}

async function plannedRows(tx: Queryable, sql: string, p: SqlParams): Promise<number | null> {
  const { rows } = await tx.query<Record<string, unknown>>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    p.values,
  );
  const raw = Object.values(rows[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as
    { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  const estimate = plan?.[0]?.Plan?.['Plan Rows'];
  return typeof estimate === 'number' ? estimate : null;
}

/**
 * The total to report. `counted` is the main statement's total; `countSql` builds the count
 * query again with its own parameters, for EXPLAIN.
 */
export async function reportedTotal(
  prefs: Preferences,
  tx: Queryable,
  counted: number | null,
  countSql: (p: SqlParams) => string,
  newParams: () => SqlParams,
): Promise<number | null> {
  if (prefs.count !== 'planned' && prefs.count !== 'estimated') return counted;
  if (prefs.count === 'estimated' && (counted ?? 0) <= ESTIMATE_ABOVE_ROWS) return counted;
  const p = newParams();
  const planned = await plannedRows(tx, countSql(p), p);
  if (prefs.count === 'planned') return planned;
  return Math.max(counted ?? 0, planned ?? 0);
}
