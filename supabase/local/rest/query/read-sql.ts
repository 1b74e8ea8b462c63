// The statement of a read (GET/HEAD on a table or view): one statement that selects,
// filters, orders and pages the rows, counts them when asked (Prefer: count=...), and lets
// Postgres build the JSON; and the EXPLAIN around it for the plan media type.
import type { ReadNode } from '../plan/embed-plan.ts';
import type { Media, Preferences } from '../request/preferences.ts';
import type { RowRange } from '../request/range.ts';
import { countColumn } from './counting.ts';
import { nodeSql } from './embed-sql.ts';
import { limitOffsetSql, SqlParams } from './sql.ts';
import { bodySql, RESPONSE_SETTINGS_SQL } from './statement.ts';

export interface ReadStatement {
  sql: string;
  params: SqlParams;
  /** The count query again with its own parameters (count=planned/estimated EXPLAINs it). */
  countSql: (params: SqlParams) => string;
}

export function readSql(
  node: ReadNode,
  from: string,
  range: RowRange,
  prefs: Preferences,
  media: Media | 'none',
): ReadStatement {
  const p = new SqlParams();
  const source = nodeSql(node, from, p, { root: true }) + limitOffsetSql(range, (v) => p.bind(v));
  const countSql = (params: SqlParams) => nodeSql(node, from, params, { countOnly: true });
  const count = countColumn(prefs, () => countSql(p));
  const sql =
    `WITH pgrst_source AS (${source}) ` +
    `SELECT ${count}::text AS total, pg_catalog.count(_postgrest_t)::int AS page_total, ` +
    `${bodySql(media, 'rows')}::text AS body, ${RESPONSE_SETTINGS_SQL} ` +
    `FROM (SELECT * FROM pgrst_source) _postgrest_t`;
  return { sql, params: p, countSql };
}

/** Accept: application/vnd.pgrst.plan: the statement's EXPLAIN in the asked format. */
export function explainSql(media: Extract<Media, { kind: 'plan' }>, sql: string): string {
  const options = [
    `FORMAT ${media.format.toUpperCase()}`,
    ...media.options.map((o) => o.toUpperCase()),
  ];
  return `EXPLAIN (${options.join(', ')}) ${sql}`;
}
