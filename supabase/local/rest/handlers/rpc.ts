// POST/GET/HEAD /rpc/<fn>: finds the function by name and argument names (overloads
// included, as PostgREST's findProc), calls it with typed named arguments, and returns a
// scalar as a bare JSON value, a row as an object, a set as an array (filterable), void as 204.
import type { ApiResponse } from '../../http/types.ts';
import type { RestCall } from '../call.ts';
import { checkMaxAffected, invalidRange, pgrstError, singularityError } from '../errors.ts';
import { planRead } from '../plan/embed-plan.ts';
import { findRoutine } from '../plan/routine.ts';
import { callStatementSql } from '../query/call-sql.ts';
import { quoteIdent } from '../query/sql.ts';
import { callArgs } from '../request/call-args.ts';
import { preferenceApplied } from '../request/preferences.ts';
import { readRangeStatus, requestedRange } from '../request/range.ts';
import { jsonResponse, withResponseSettings } from './response.ts';
import { runStatement } from './run-statement.ts';
import { inTransaction } from './transaction.ts';

export async function callRoutine(call: RestCall, name: string): Promise<ApiResponse> {
  const { req, query, prefs, media } = call;
  const isPost = req.method === 'POST';
  const { args, keys, kind } = await callArgs(req, query);
  const routine = await findRoutine(call.cache, name, keys, kind);
  const range = requestedRange(
    req.method,
    req.headers.range as string | undefined,
    query.limit,
    query.offset,
  );

  const table = routine.table ? (await call.cache.table(routine.table)).table : undefined;
  // Rows of a table type are read as that table, so they embed like the table's rows.
  const node =
    routine.returns === 'composite' && table
      ? await planRead(call.cache, table, quoteIdent(table.name), query, query)
      : undefined;
  const embed = node ? undefined : query.select.find((i) => i.type === 'embed');
  if (embed) {
    throw pgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${name}' and '${embed.name}' in the schema cache`,
      `Searched for a foreign key relationship between '${name}' and '${embed.name}' in the schema '${call.cache.schema}', but no matches were found.`,
    );
  }
  const strictMax = prefs.handling === 'strict' ? prefs['max-affected'] : undefined;
  if (strictMax !== undefined && !routine.set) {
    throw pgrstError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
  const { sql, params: p } = callStatementSql({
    routine,
    args,
    node,
    table,
    query,
    count: prefs.count !== undefined,
    media,
    range,
    head: req.method === 'HEAD' || routine.returns === 'void',
  });

  const readOnly = !isPost || routine.volatility !== 'volatile';
  const result = await inTransaction(
    call,
    async (tx) => {
      const r = await runStatement(tx, sql, p.values);
      if (media.kind === 'single' && r.pageTotal !== 1) throw singularityError(r.pageTotal);
      if (strictMax !== undefined) checkMaxAffected(r.pageTotal, strictMax);
      return r;
    },
    { readOnly },
  );
  const ranged = readRangeStatus(range, result.pageTotal, result.total);
  if (ranged.status === 416) {
    throw invalidRange(
      `An offset of ${range.lower} was requested, but there are only ${result.total ?? 0} rows.`,
    );
  }
  const headers = {
    'content-range': ranged.contentRange,
    ...preferenceApplied(prefs, ['max-affected']),
  };
  const final = withResponseSettings(
    result,
    routine.returns === 'void' ? 204 : ranged.status,
    headers,
  );
  if (routine.returns === 'void') return jsonResponse(call, final.status, final.headers, undefined);
  return jsonResponse(call, final.status, final.headers, result.body);
}
