// The last step every /rest/v1 statement shares (Statements.hs): Postgres aggregates the
// rows into the response body itself (json_agg, so numeric, bigint, timestamptz and jsonb
// print exactly as PostgREST prints them), counts them, and reads back the response.status /
// response.headers settings a function may have set (handlers/run-statement.ts runs it).
import type { Media } from '../request/preferences.ts';

/** What the aggregated rows are: table rows, or a function's scalar / single row result. */
export type Shape = 'rows' | 'row' | 'scalar' | 'scalar-set';

const CSV_BODY = `(SELECT coalesce(string_agg(a.k, ','), '') FROM (
    SELECT json_object_keys(r)::text AS k FROM (
      SELECT row_to_json(hh) AS r FROM pgrst_source AS hh LIMIT 1) s) a)
  || E'\\n' || coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), E'\\n'), '')`;

/** SQL for the body column, from the `_postgrest_t` rows. */
export function bodySql(media: Media | 'none', shape: Shape): string {
  if (media === 'none') return `''`;
  if (media.kind === 'csv') return CSV_BODY;
  const value =
    shape === 'scalar' || shape === 'scalar-set' ? '_postgrest_t.pgrst_scalar' : '_postgrest_t';
  const strip = (sql: string, on: boolean) => (on ? `json_strip_nulls(${sql})` : sql);
  if (media.kind === 'single' || shape === 'row' || shape === 'scalar') {
    const on = media.kind === 'single' ? media.strip : media.kind === 'array-strip';
    return `coalesce(${strip(`json_agg(${value})->0`, on)}, 'null')`;
  }
  return `coalesce(${strip(`json_agg(${value})`, media.kind === 'array-strip')}, '[]')`;
}

export const RESPONSE_SETTINGS_SQL = `nullif(current_setting('response.headers', true), '') AS response_headers,
  nullif(current_setting('response.status', true), '') AS response_status`;
