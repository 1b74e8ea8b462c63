// GET/HEAD on a table or view: plans the read, runs its one statement (query/read-sql.ts),
// and answers with the rows, the Content-Range and the count asked for.
import type { ApiResponse } from '../../http/types.ts';
import type { RestCall } from '../call.ts';
import { invalidRange, singularityError } from '../errors.ts';
import { planRead } from '../plan/embed-plan.ts';
import { reportedTotal } from '../query/counting.ts';
import { explainSql, readSql } from '../query/read-sql.ts';
import { qualified, quoteIdent, SqlParams } from '../query/sql.ts';
import { preferenceApplied } from '../request/preferences.ts';
import { readRangeStatus, requestedRange } from '../request/range.ts';
import type { Table } from '../schema-cache/schema-cache.ts';
import { jsonResponse, withResponseSettings } from './response.ts';
import { runStatement } from './run-statement.ts';
import { inTransaction } from './transaction.ts';

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
  const { sql, params: p, countSql } = readSql(node, from, range, prefs, head ? 'none' : media);

  if (media.kind === 'plan') {
    const plan = await inTransaction(call, async (tx) => {
      const { rows } = await tx.query<Record<string, unknown>>(explainSql(media, sql), p.values);
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
