// GET/HEAD on a table or view: one statement that selects, filters, orders and pages the
// rows, counts them when asked (Prefer: count=...), and lets Postgres build the JSON.
import type { ApiResponse } from '../http/types.ts';
import { inTransaction, jsonResponse, type RestCall } from './call.ts';
import { invalidRange, singularityError } from './errors.ts';
import { preferenceApplied } from './preferences.ts';
import { limitOffsetSql, readRangeStatus, requestedRange } from './range.ts';
import { bodySql, RESPONSE_SETTINGS_SQL, runStatement, withResponseSettings } from './result.ts';
import type { Table } from './schema-cache.ts';
import { countColumn, reportedTotal } from './counting.ts';
import { planRead } from './embed-plan.ts';
import { nodeSql } from './embed-sql.ts';
import { qualified, quoteIdent, SqlParams } from './sql.ts';

export async function readTable(call: RestCall, table: Table): Promise<ApiResponse> {
  const { query, prefs, media, req } = call;
  const head = req.method === 'HEAD';
  const range = requestedRange(
    req.method,
    req.headers.range as string | undefined,
    query.limit,
    query.offset,
  );
  const from = qualified(table.schema, table.name);
  const node = await planRead(call.cache, table, quoteIdent(table.name), query, query);
  const p = new SqlParams();
  const source = nodeSql(node, from, p, { root: true }) + limitOffsetSql(range, (v) => p.bind(v));
  const countSql = (params: SqlParams) => nodeSql(node, from, params, { countOnly: true });
  const count = countColumn(prefs, () => countSql(p));
  const sql =
    `WITH pgrst_source AS (${source}) ` +
    `SELECT ${count}::text AS total, pg_catalog.count(_postgrest_t)::int AS page_total, ` +
    `${bodySql(head ? 'none' : media, 'rows')}::text AS body, ${RESPONSE_SETTINGS_SQL} ` +
    `FROM (SELECT * FROM pgrst_source) _postgrest_t`;

  if (media.kind === 'plan') {
    const options = [
      `FORMAT ${media.format.toUpperCase()}`,
      ...media.options.map((o) => o.toUpperCase()),
    ];
    const plan = await inTransaction(call, async (tx) => {
      const { rows } = await tx.query<Record<string, unknown>>(
        `EXPLAIN (${options.join(', ')}) ${sql}`,
        p.values,
      );
      return rows.map((r) => Object.values(r)[0]);
    });
    const body = media.format === 'json' ? JSON.stringify(plan[0]) : plan.join('\n');
    return jsonResponse(
      call,
      200,
      {},
      typeof plan[0] === 'string' && media.format === 'json' ? String(plan[0]) : body,
    );
  }
  const result = await inTransaction(call, async (tx) => {
    const r = await runStatement(tx, sql, p.values);
    if (media.kind === 'single' && r.pageTotal !== 1) throw singularityError(r.pageTotal);
    r.total = await reportedTotal(prefs, tx, r.total, countSql, () => new SqlParams());
    return r;
  });

  const { status, contentRange } = readRangeStatus(range, result.pageTotal, result.total);
  if (status === 416) {
    throw invalidRange(
      `An offset of ${range.lower} was requested, but there are only ${result.total ?? 0} rows.`,
    );
  }
  const headers = {
    'content-range': contentRange,
    ...preferenceApplied(prefs, ['count']),
  };
  const final = withResponseSettings(result, status, headers);
  return jsonResponse(call, final.status, final.headers, result.body);
}
