// The SQL that turns a request body into typed rows (PostgREST's fromJsonBodyF), so Postgres
// parses every value with the column's own type.
import type { Payload } from '../request/payload.ts';
import type { Column } from '../schema-cache/schema-cache.ts';
import { quoteIdent, type SqlParams } from './sql.ts';

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
