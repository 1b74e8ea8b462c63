// Request bodies for inserts, updates and RPC calls (ApiRequest.getPayload): which columns
// they carry, and the SQL that turns the JSON into typed rows (fromJsonBodyF), so Postgres
// parses every value with the column's own type.
import type { ApiRequest } from '../http/types.ts';
import { columnNotFound, invalidBody } from './errors.ts';
import type { Column, SchemaCache, Table } from './schema-cache.ts';
import { quoteIdent, type SqlParams } from './sql.ts';

export interface Payload {
  /** The body exactly as sent (numbers keep their precision). */
  raw: string;
  /** Keys of the body, or the `columns=` parameter. */
  keys: string[];
  isObject: boolean;
  value: unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function sameKeys(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((k) => set.has(k));
}

export async function readPayload(
  req: ApiRequest,
  columnsParam?: string[],
  options: { emptyIsObject?: boolean } = {},
): Promise<Payload> {
  const value = await req.json();
  if (value === undefined) {
    // An RPC called without a body has no arguments.
    if (options.emptyIsObject) return { raw: '{}', keys: [], isObject: true, value: {} };
    throw invalidBody('Empty or invalid json');
  }
  const raw = (await req.body()).toString('utf8');
  const isObject = raw.trimStart().startsWith('{');
  if (columnsParam) return { raw, keys: columnsParam, isObject, value };
  if (isPlainObject(value)) return { raw, keys: Object.keys(value), isObject, value };
  if (Array.isArray(value)) {
    if (value.length === 0) return { raw, keys: [], isObject, value };
    const first = value[0];
    if (!isPlainObject(first)) throw invalidBody('All object keys must match');
    const keys = Object.keys(first);
    if (!value.every((row) => isPlainObject(row) && sameKeys(Object.keys(row), keys))) {
      throw invalidBody('All object keys must match');
    }
    return { raw, keys, isObject, value };
  }
  // PostgREST reads any other JSON value as an empty array.
  return { raw: '[]', keys: [], isObject: false, value: [] };
}

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

/**
 * `FROM (payload) pgrst_payload, ... LATERAL (typed rows) pgrst_body`. With `applyDefaults`
 * (Prefer: missing=default) keys a row leaves out take the column default instead of NULL.
 */
export function payloadFromSql(
  payload: Payload,
  columns: Column[],
  p: SqlParams,
  options: { applyDefaults?: boolean; limitOne?: boolean } = {},
): string {
  const jsonb = options.applyDefaults === true;
  const kind = jsonb ? 'jsonb' : 'json';
  let source = 'pgrst_payload.json_data';
  let defaults = '';
  if (jsonb) {
    // Security: default expressions come from the catalog (pg_get_expr), never from the request.
    const pairs = columns
      .filter((c) => c.default !== null)
      .map((c) => `${p.bind(c.name)}::text, ${c.default}`);
    const build = `jsonb_build_object(${pairs.join(', ')})`;
    defaults = payload.isObject
      ? `LATERAL (SELECT ${build} || pgrst_payload.json_data AS val) pgrst_json_defs, `
      : `LATERAL (SELECT jsonb_agg(${build} || elem) AS val FROM jsonb_array_elements(pgrst_payload.json_data) elem) pgrst_json_defs, `;
    source = 'pgrst_json_defs.val';
  }
  let rows: string;
  if (columns.length === 0) {
    rows = payload.isObject ? '(values(1)) _' : `${kind}_array_elements(${source}) _`;
  } else {
    const fn = `${kind}_to_record${payload.isObject ? '' : 'set'}`;
    const typed = columns.map((c) => `${quoteIdent(c.name)} ${c.type}`).join(', ');
    rows = `${fn}(${source}) AS _(${typed})${options.limitOne ? ' LIMIT 1' : ''}`;
  }
  const names = columns.map((c) => quoteIdent(c.name)).join(', ');
  return (
    `FROM (SELECT ${p.bind(payload.raw)}::${kind} AS json_data) pgrst_payload, ${defaults}` +
    `LATERAL (SELECT ${names} FROM ${rows}) pgrst_body`
  );
}
