// POST (insert / upsert), PUT (single upsert), PATCH (update) and DELETE on a table, with
// PostgREST's statuses: 201/200 for inserts, 204 or 200 with a representation, the counts
// in Content-Range, and a rollback when `.single()` does not get exactly one row.
import type { ApiResponse } from '../http/types.ts';
import { inTransaction, jsonResponse, type RestCall } from './call.ts';
import {
  checkMaxAffected,
  invalidBody,
  notImplemented,
  pgrstError,
  singularityError,
} from './errors.ts';
import { checkWriteRows } from './limits.ts';
import { payloadColumns, payloadFromSql, readPayload, type Payload } from './payload.ts';
import { preferenceApplied } from './preferences.ts';
import { contentRange } from './range.ts';
import {
  bodySql,
  RESPONSE_SETTINGS_SQL,
  runStatement,
  withResponseSettings,
  type StatementResult,
} from './result.ts';
import type { Table } from './schema-cache.ts';
import { planRead } from './embed-plan.ts';
import { nodeSql } from './embed-sql.ts';
import { filterSql, qualified, quoteIdent, SqlParams, whereSql, type Relation } from './sql.ts';

const INSERTED = `nullif(current_setting('pgrst.inserted', true), '')::int`;
const COUNT_INSERTED = `set_config('pgrst.inserted', (coalesce(${INSERTED}, 0) + 1)::text, true) <> '0'`;
const UNCOUNT_INSERTED = `set_config('pgrst.inserted', (coalesce(${INSERTED}, 0) - 1)::text, true) <> '-1'`;

interface Mutation {
  sql: string;
  p: SqlParams;
  /** Whether the statement counts inserted rows in pgrst.inserted (upserts). */
  countsInserts: boolean;
}

function returningSql(call: RestCall, rel: Relation): { sql: string; returnsRows: boolean } {
  const returnsRows =
    call.prefs.return === 'representation' || call.prefs.return === 'headers-only';
  return { sql: returnsRows ? ` RETURNING ${rel.ref}.*` : ' RETURNING 1', returnsRows };
}

function refuseLimits(call: RestCall): void {
  if (call.query.limit !== undefined || call.query.offset !== undefined) {
    throw notImplemented(
      `limit/offset on ${call.req.method} are not supported by the local server`,
    );
  }
}

async function execute(
  call: RestCall,
  table: Table,
  m: Mutation,
  check?: (r: StatementResult) => void,
) {
  const representation = call.prefs.return === 'representation';
  // Like PostgREST, the returned rows are read as the table (so embeds find their relationships).
  const ref = quoteIdent(table.name);
  const node = representation
    ? await planRead(call.cache, table, ref, call.query, { filters: [], logic: [], order: [] })
    : undefined;
  const readBack = node
    ? nodeSql(node, `pgrst_source AS ${ref}`, m.p, { root: true })
    : 'SELECT * FROM pgrst_source';
  const body =
    representation || call.prefs.return === 'headers-only' ? bodySql(call.media, 'rows') : `''`;
  const sql =
    `WITH pgrst_source AS (${m.sql}) ` +
    `SELECT null::text AS total, pg_catalog.count(_postgrest_t)::int AS page_total, ${body}::text AS body, ` +
    `${RESPONSE_SETTINGS_SQL}, ${m.countsInserts ? INSERTED : 'null::int'} AS inserted ` +
    `FROM (${readBack}) _postgrest_t`;
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

async function insertSql(
  call: RestCall,
  table: Table,
  payload: Payload,
  conflict: { columns: string[]; merge: boolean } | undefined,
  putConditions: string,
  p: SqlParams,
): Promise<Mutation> {
  const rel: Relation = { ref: qualified(table.schema, table.name), columns: table.columns };
  const columns = await payloadColumns(call.cache, table, payload.keys);
  const names = columns.map((c) => quoteIdent(c.name));
  const from = payloadFromSql(payload, columns, p, {
    applyDefaults: call.prefs.missing === 'default',
  });
  const countsInserts = conflict?.merge === true || putConditions !== '';
  const where = [countsInserts ? COUNT_INSERTED : '', putConditions].filter(Boolean).join(' AND ');
  let onConflict = '';
  if (conflict && conflict.columns.length) {
    const target = conflict.columns.map(quoteIdent).join(', ');
    const set = names.map((n) => `${n} = EXCLUDED.${n}`).join(', ');
    onConflict =
      conflict.merge && names.length
        ? ` ON CONFLICT(${target}) DO UPDATE SET ${set} WHERE ${UNCOUNT_INSERTED}`
        : ` ON CONFLICT(${target}) DO NOTHING`;
  }
  const returning = returningSql(call, rel);
  const sql =
    `INSERT INTO ${rel.ref}${names.length ? `(${names.join(', ')})` : ''} ` +
    `SELECT ${names.map((n) => `pgrst_body.${n}`).join(', ')} ${from}` +
    `${where ? ` WHERE ${where}` : ''}${onConflict}${returning.sql}`;
  return { sql, p, countsInserts };
}

export async function insertRows(call: RestCall, table: Table): Promise<ApiResponse> {
  const { prefs, query } = call;
  const payload = await readPayload(call.req, query.columns);
  checkWriteRows(call.claims, payload, call.ctx.config.maxWriteRows);
  const conflictColumns = query.onConflict ?? table.primaryKey;
  const conflict = prefs.resolution
    ? { columns: conflictColumns, merge: prefs.resolution === 'merge-duplicates' }
    : undefined;
  const m = await insertSql(call, table, payload, conflict, '', new SqlParams());
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
  const { query } = call;
  if (query.limit !== undefined || query.offset !== undefined) {
    throw pgrstError(
      400,
      'PGRST114',
      'limit/offset querystring parameters are not allowed for PUT',
    );
  }
  const pk = table.primaryKey;
  const filterColumns = new Set(query.filters.map((f) => f.field.name));
  const onlyPkEq =
    pk.length > 0 &&
    query.logic.length === 0 &&
    filterColumns.size === pk.length &&
    pk.every((k) => filterColumns.has(k)) &&
    query.filters.every(
      (f) =>
        !f.negated &&
        f.operation.type === 'quant' &&
        f.operation.op === 'eq' &&
        !f.operation.quantifier,
    );
  if (!onlyPkEq) {
    throw pgrstError(
      405,
      'PGRST105',
      "Filters must include all and only primary key columns with 'eq' operators",
    );
  }
  const payload = await readPayload(call.req, query.columns);
  const p = new SqlParams();
  const body: Relation = { ref: 'pgrst_body', columns: table.columns };
  const conditions = query.filters.map((f) => filterSql(body, f, p)).join(' AND ');
  const m = await insertSql(call, table, payload, { columns: pk, merge: true }, conditions, p);
  const result = await execute(call, table, m, (r) => {
    if (r.pageTotal !== 1) {
      throw pgrstError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
    }
  });
  const representation = call.prefs.return === 'representation';
  const status = representation ? ((result.inserted ?? 0) > 0 ? 201 : 200) : 204;
  return respond(call, result, status, preferenceApplied(call.prefs, ['return', 'count']));
}

export async function updateRows(call: RestCall, table: Table): Promise<ApiResponse> {
  refuseLimits(call);
  const payload = await readPayload(call.req, call.query.columns);
  if (!payload.isObject && !call.query.columns) {
    throw invalidBody('A PATCH body must be one JSON object');
  }
  const rel: Relation = { ref: qualified(table.schema, table.name), columns: table.columns };
  const p = new SqlParams();
  const columns = await payloadColumns(call.cache, table, payload.keys);
  const returning = returningSql(call, rel);
  let sql: string;
  if (columns.length === 0) {
    sql = `SELECT ${returning.returnsRows ? `${rel.ref}.*` : 'NULL'} FROM ${rel.ref} WHERE false`;
  } else {
    const set = columns
      .map((c) => `${quoteIdent(c.name)} = pgrst_body.${quoteIdent(c.name)}`)
      .join(', ');
    const from = payloadFromSql(payload, columns, p, {
      applyDefaults: call.prefs.missing === 'default',
    });
    const where = whereSql(rel, call.query.filters, call.query.logic, p);
    sql = `UPDATE ${rel.ref} SET ${set} ${from}${where}${returning.sql}`;
  }
  const result = await execute(call, table, {
    sql,
    p,
    countsInserts: false,
  });
  const representation = call.prefs.return === 'representation';
  return respond(call, result, representation ? 200 : 204, {
    'content-range': contentRange(
      0,
      result.pageTotal - 1,
      call.prefs.count ? result.pageTotal : null,
    ),
    ...preferenceApplied(call.prefs, ['missing', 'return', 'max-affected']),
  });
}

export async function deleteRows(call: RestCall, table: Table): Promise<ApiResponse> {
  refuseLimits(call);
  const rel: Relation = { ref: qualified(table.schema, table.name), columns: table.columns };
  const p = new SqlParams();
  const returning = returningSql(call, rel);
  const where = whereSql(rel, call.query.filters, call.query.logic, p);
  const sql = `DELETE FROM ${rel.ref}${where}${returning.sql}`;
  const result = await execute(call, table, {
    sql,
    p,
    countsInserts: false,
  });
  const representation = call.prefs.return === 'representation';
  return respond(call, result, representation ? 200 : 204, {
    'content-range': contentRange(1, 0, call.prefs.count ? result.pageTotal : null),
    ...preferenceApplied(call.prefs, ['return', 'max-affected']),
  });
}
