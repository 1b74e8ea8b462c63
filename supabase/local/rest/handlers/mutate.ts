// POST (insert / upsert), PUT (single upsert), PATCH (update) and DELETE on a table, with
// PostgREST's statuses: 201/200 for inserts, 204 or 200 with a representation, the counts
// in Content-Range, and a rollback when `.single()` does not get exactly one row. The SQL is
// built in query/mutate-sql.ts; this runs it and shapes the answer.
import type { ApiResponse } from '../../http/types.ts';
import type { RestCall } from '../call.ts';
import { checkMaxAffected, invalidBody, pgrstError, singularityError } from '../errors.ts';
import { planRead } from '../plan/embed-plan.ts';
import { checkWriteRows } from '../plan/limits.ts';
import { payloadColumns } from '../plan/payload-columns.ts';
import { checkPutTarget, insertConflict, refuseLimits } from '../plan/write-plan.ts';
import {
  deleteSql,
  insertSql,
  mutationStatementSql,
  updateSql,
  type Mutation,
} from '../query/mutate-sql.ts';
import { filterSql, quoteIdent, SqlParams, type Relation } from '../query/sql.ts';
import { readPayload } from '../request/payload.ts';
import { preferenceApplied } from '../request/preferences.ts';
import { contentRange } from '../request/range.ts';
import type { Table } from '../schema-cache/schema-cache.ts';
import { jsonResponse, withResponseSettings } from './response.ts';
import { runStatement, type StatementResult } from './run-statement.ts';
import { inTransaction } from './transaction.ts';

/** What every write's SQL takes from the Prefer header: missing=default and return=... */
function writeOptions(call: RestCall) {
  return { applyDefaults: call.prefs.missing === 'default', returning: call.prefs.return };
}

async function execute(
  call: RestCall,
  table: Table,
  m: Mutation,
  check?: (r: StatementResult) => void,
) {
  // Like PostgREST, the returned rows are read as the table (so embeds find their relationships).
  const node =
    call.prefs.return === 'representation'
      ? await planRead(call.cache, table, quoteIdent(table.name), call.query, {
          filters: [],
          logic: [],
          order: [],
        })
      : undefined;
  const sql = mutationStatementSql(m, table, node, call.prefs.return, call.media);
  const method = call.req.method;
  const strictMax =
    call.prefs.handling === 'strict' && (method === 'PATCH' || method === 'DELETE')
      ? call.prefs['max-affected']
      : undefined;
  return inTransaction(call, async (tx) => {
    const result = await runStatement(tx, sql, m.p.values);
    check?.(result);
    if (strictMax !== undefined) checkMaxAffected(result.pageTotal, strictMax);
    if (call.media.kind === 'single' && result.pageTotal !== 1)
      throw singularityError(result.pageTotal);
    return result;
  });
}

function respond(
  call: RestCall,
  result: StatementResult,
  status: number,
  headers: Record<string, string>,
): ApiResponse {
  const final = withResponseSettings(result, status, headers);
  const body = call.prefs.return === 'representation' ? result.body : undefined;
  return jsonResponse(call, final.status, final.headers, body);
}

function location(call: RestCall, table: Table, result: StatementResult): Record<string, string> {
  if (call.prefs.return !== 'headers-only' || result.pageTotal !== 1 || !table.primaryKey.length)
    return {};
  const row = (JSON.parse(result.body) as Record<string, unknown>[])[0] ?? {};
  const query = new URLSearchParams();
  for (const key of table.primaryKey) {
    const value = row[key];
    query.append(key, value === null || value === undefined ? 'is.null' : `eq.${String(value)}`);
  }
  return { location: `/${table.name}?${query.toString()}` };
}

export async function insertRows(call: RestCall, table: Table): Promise<ApiResponse> {
  const { prefs, query } = call;
  const payload = await readPayload(call.req, query.columns);
  checkWriteRows(call.claims, payload, call.ctx.config.maxWriteRows);
  const conflict = insertConflict(call, table);
  const columns = await payloadColumns(call.cache, table, payload.keys);
  const options = { ...writeOptions(call), conflict, putConditions: '' };
  const m = insertSql(table, payload, columns, options, new SqlParams());
  const result = await execute(call, table, m);
  const status = conflict?.merge && !(result.inserted !== null && result.inserted > 0) ? 200 : 201;
  const applied: (keyof typeof prefs)[] = ['missing', 'return', 'count'];
  if (table.primaryKey.length || query.onConflict) applied.push('resolution');
  return respond(call, result, status, {
    ...location(call, table, result),
    'content-range': contentRange(1, 0, prefs.count ? result.pageTotal : null),
    ...preferenceApplied(prefs, applied),
  });
}

/** PUT: insert or replace the one row named by `pk=eq.value` filters on every key column. */
export async function putRow(call: RestCall, table: Table): Promise<ApiResponse> {
  const { query, prefs } = call;
  checkPutTarget(call, table);
  const payload = await readPayload(call.req, query.columns);
  const p = new SqlParams();
  const body: Relation = { ref: 'pgrst_body', columns: table.columns };
  const conditions = query.filters.map((f) => filterSql(body, f, p)).join(' AND ');
  const columns = await payloadColumns(call.cache, table, payload.keys);
  const conflict = { columns: table.primaryKey, merge: true };
  const options = { ...writeOptions(call), conflict, putConditions: conditions };
  const m = insertSql(table, payload, columns, options, p);
  const result = await execute(call, table, m, (r) => {
    if (r.pageTotal !== 1) {
      throw pgrstError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
    }
  });
  const representation = prefs.return === 'representation';
  const status = representation ? ((result.inserted ?? 0) > 0 ? 201 : 200) : 204;
  return respond(call, result, status, preferenceApplied(prefs, ['return', 'count']));
}

export async function updateRows(call: RestCall, table: Table): Promise<ApiResponse> {
  const { prefs, query } = call;
  refuseLimits(call);
  const payload = await readPayload(call.req, query.columns);
  if (!payload.isObject && !query.columns) {
    throw invalidBody('A PATCH body must be one JSON object');
  }
  const columns = await payloadColumns(call.cache, table, payload.keys);
  const m = updateSql(table, payload, columns, query, writeOptions(call), new SqlParams());
  const result = await execute(call, table, m);
  const representation = prefs.return === 'representation';
  return respond(call, result, representation ? 200 : 204, {
    'content-range': contentRange(0, result.pageTotal - 1, prefs.count ? result.pageTotal : null),
    ...preferenceApplied(prefs, ['missing', 'return', 'max-affected']),
  });
}

export async function deleteRows(call: RestCall, table: Table): Promise<ApiResponse> {
  const { prefs } = call;
  refuseLimits(call);
  const m = deleteSql(table, call.query, prefs.return, new SqlParams());
  const result = await execute(call, table, m);
  const representation = prefs.return === 'representation';
  return respond(call, result, representation ? 200 : 204, {
    'content-range': contentRange(1, 0, prefs.count ? result.pageTotal : null),
    ...preferenceApplied(prefs, ['return', 'max-affected']),
  });
}
