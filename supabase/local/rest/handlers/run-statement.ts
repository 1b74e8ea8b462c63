// Runs a statement built in query/ and reads its one row: the total, the page's row count,
// the body Postgres built, and the response settings a function may have set.
import type { Queryable } from '../../db/engine.ts';

export interface StatementResult {
  total: number | null;
  pageTotal: number;
  body: string;
  responseHeaders: string | null;
  responseStatus: string | null;
  inserted: number | null;
}

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
