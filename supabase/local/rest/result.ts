// The last step every /rest/v1 statement shares (Statements.hs): Postgres aggregates the
// rows into the response body itself (json_agg, so numeric, bigint, timestamptz and jsonb
// print exactly as PostgREST prints them), counts them, and reports the response.status /
// response.headers settings a function may have set.
import type { Queryable } from '../db/engine.ts';
import { pgrstError } from './errors.ts';
import type { Media } from './preferences.ts';

/** What the aggregated rows are: table rows, or a function's scalar / single row result. */
export type Shape = 'rows' | 'row' | 'scalar' | 'scalar-set';

export interface StatementResult {
  total: number | null;
  pageTotal: number;
  body: string;
  responseHeaders: string | null;
  responseStatus: string | null;
  inserted: number | null;
}

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

interface Row {
  total: string | number | null;
  page_total: string | number;
  body: string | null;
  response_headers: string | null;
  response_status: string | null;
  inserted?: string | number | null;
}

function num(value: string | number | null | undefined): number | null {
  return value === null || value === undefined || value === '' ? null : Number(value);
}

export async function runStatement(
  tx: Queryable,
  sql: string,
  params: string[],
): Promise<StatementResult> {
  const { rows } = await tx.query<Row>(sql, params);
  const row = rows[0];
  if (!row) {
    return {
      total: null,
      pageTotal: 0,
      body: '',
      responseHeaders: null,
      responseStatus: null,
      inserted: null,
    };
  }
  return {
    total: num(row.total),
    pageTotal: num(row.page_total) ?? 0,
    body: row.body ?? '',
    responseHeaders: row.response_headers,
    responseStatus: row.response_status,
    inserted: num(row.inserted),
  };
}

/** Applies `response.status` and `response.headers` set by the SQL; like PostgREST, they win. */
export function withResponseSettings(
  result: StatementResult,
  status: number,
  headers: Record<string, string>,
): { status: number; headers: Record<string, string> } {
  let finalStatus = status;
  if (result.responseStatus !== null) {
    const parsed = Number(result.responseStatus);
    if (!Number.isInteger(parsed) || parsed < 100 || parsed > 599) {
      throw pgrstError(500, 'PGRST112', 'response.status guc must be a valid status code');
    }
    finalStatus = parsed;
  }
  const merged = { ...headers };
  if (result.responseHeaders !== null) {
    let list: unknown;
    try {
      list = JSON.parse(result.responseHeaders);
    } catch {
      list = undefined;
    }
    const valid =
      Array.isArray(list) &&
      list.every(
        (h) =>
          h !== null &&
          typeof h === 'object' &&
          Object.keys(h).length === 1 &&
          typeof Object.values(h)[0] === 'string',
      );
    if (!valid) {
      throw pgrstError(
        500,
        'PGRST111',
        'response.headers guc must be a JSON array composed of objects with a single key and a string value',
      );
    }
    for (const h of list as Record<string, string>[]) {
      const [name, value] = Object.entries(h)[0]!;
      merged[name.toLowerCase()] = value;
    }
  }
  return { status: finalStatus, headers: merged };
}
