// POST/GET/HEAD /rpc/<fn>: finds the function by name and argument names (overloads
// included, as PostgREST's findProc), calls it with typed named arguments, and returns a
// scalar as a bare JSON value, a row as an object, a set as an array (filterable), void as 204.
import type { ApiResponse } from '../http/types.ts';
import { inTransaction, jsonResponse, type RestCall } from './call.ts';
import { checkMaxAffected, invalidRange, pgrstError, singularityError } from './errors.ts';
import { readPayload, payloadFromSql, type Payload } from './payload.ts';
import { bodyKind, findRoutine, isRawKind, type BodyKind } from './rpc-resolve.ts';
import { preferenceApplied } from './preferences.ts';
import { limitOffsetSql, readRangeStatus, requestedRange } from './range.ts';
import {
  bodySql,
  RESPONSE_SETTINGS_SQL,
  runStatement,
  withResponseSettings,
  type Shape,
} from './result.ts';
import { countColumn } from './counting.ts';
import { planRead } from './embed-plan.ts';
import { nodeSql } from './embed-sql.ts';
import type { Routine } from './schema-cache.ts';
import {
  arrayLiteral,
  orderSql,
  qualified,
  quoteIdent,
  selectSql,
  SqlParams,
  whereSql,
  type Relation,
} from './sql.ts';

/** Arguments from the query string (GET) or a form body: repeated ones fill a variadic parameter. */
function directArgs(routine: Routine, pairs: [string, string][], p: SqlParams): string {
  return routine.params
    .flatMap((prm) => {
      const values = pairs.filter(([k]) => k === prm.name).map(([, v]) => v);
      if (values.length === 0) return [];
      // Like PostgREST, a repeated non-variadic parameter takes its last value.
      const value = prm.variadic ? arrayLiteral(values) : values[values.length - 1]!;
      return [
        `${prm.variadic ? 'VARIADIC ' : ''}${quoteIdent(prm.name)} := ${p.bind(value)}::${prm.type}`,
      ];
    })
    .join(', ');
}

type CallArgs =
  | { kind: 'json'; payload: Payload }
  | { kind: 'raw'; value: string }
  | { kind: 'direct'; pairs: [string, string][] };

function callSql(routine: Routine, args: CallArgs, p: SqlParams): string {
  const fn = qualified(routine.schema, routine.name);
  const scalar = routine.returns !== 'composite';
  const wrap = (list: string) =>
    scalar ? `(SELECT ${fn}(${list}) pgrst_scalar) pgrst_call` : `${fn}(${list}) pgrst_call`;
  const columns = scalar ? 'pgrst_call.pgrst_scalar' : 'pgrst_call.*';
  const single = routine.params.length === 1 && routine.params[0]!.name === '';
  if (args.kind === 'raw' || (args.kind === 'json' && single)) {
    const value = args.kind === 'raw' ? args.value : args.payload.raw;
    const type = routine.params[0]!.type;
    // Bytes travel as hex text: PGlite would refuse a string bound as bytea.
    const arg =
      type === 'bytea' ? `decode(${p.bind(value)}::text, 'hex')` : `${p.bind(value)}::${type}`;
    return `SELECT ${columns} FROM ${wrap(arg)}`;
  }
  if (args.kind === 'direct')
    return `SELECT ${columns} FROM ${wrap(directArgs(routine, args.pairs, p))}`;
  const payload = args.payload;
  const keys = new Set(payload.keys);
  const used = routine.params.filter((prm) => keys.has(prm.name));
  if (used.length === 0) return `SELECT ${columns} FROM ${wrap('')}`;
  const from = payloadFromSql(
    payload,
    used.map((prm) => ({ name: prm.name, type: prm.type, base: prm.type, default: null })),
    p,
    { limitOne: true },
  );
  const list = used
    .map(
      (prm) =>
        `${prm.variadic ? 'VARIADIC ' : ''}${quoteIdent(prm.name)} := pgrst_body.${quoteIdent(prm.name)}`,
    )
    .join(', ');
  return `SELECT ${columns} ${from}, LATERAL ${wrap(list)}`;
}

/** The arguments of a call and their names, from the query string or the body. */
async function callArgs(
  call: RestCall,
): Promise<{ args: CallArgs; keys: string[]; kind?: BodyKind }> {
  const { req, query } = call;
  if (req.method !== 'POST') {
    return { args: { kind: 'direct', pairs: query.rpcArgs }, keys: query.rpcArgs.map(([k]) => k) };
  }
  const kind = bodyKind(req);
  if (isRawKind(kind)) {
    const body = await req.body();
    const value = kind === 'bytea' ? body.toString('hex') : body.toString('utf8');
    return { args: { kind: 'raw', value }, keys: [], kind };
  }
  if (kind === 'form') {
    const pairs = [...new URLSearchParams((await req.body()).toString('utf8'))];
    return { args: { kind: 'direct', pairs }, keys: [...new Set(pairs.map(([k]) => k))], kind };
  }
  const payload = await readPayload(req, query.columns, { emptyIsObject: true });
  if (!payload.isObject && !query.columns && payload.keys.length) {
    throw pgrstError(400, 'PGRST102', 'A function call body must be one JSON object');
  }
  return { args: { kind: 'json', payload }, keys: payload.keys, kind };
}

export async function callRoutine(call: RestCall, name: string): Promise<ApiResponse> {
  const { req, query, prefs, media } = call;
  const isPost = req.method === 'POST';
  const { args, keys, kind } = await callArgs(call);
  const routine = await findRoutine(call.cache, name, keys, kind);
  const range = requestedRange(
    req.method,
    req.headers.range as string | undefined,
    query.limit,
    query.offset,
  );

  const shape: Shape =
    routine.returns === 'composite'
      ? routine.set
        ? 'rows'
        : 'row'
      : routine.set
        ? 'scalar-set'
        : 'scalar';
  const p = new SqlParams();
  const source = callSql(routine, args, p);
  const table = routine.table ? (await call.cache.table(routine.table)).table : undefined;
  const rel: Relation = { ref: 'pgrst_source', columns: table?.columns };
  let select: string;
  let counted: (params: SqlParams) => string;
  if (routine.returns === 'composite' && table) {
    // Rows of a table type are read as that table, so they embed like the table's rows.
    const ref = quoteIdent(table.name);
    const node = await planRead(call.cache, table, ref, query, query);
    select = nodeSql(node, `pgrst_source AS ${ref}`, p, { root: true });
    counted = (params) => nodeSql(node, `pgrst_source AS ${ref}`, params, { countOnly: true });
  } else {
    const embed = query.select.find((i) => i.type === 'embed');
    if (embed) {
      throw pgrstError(
        400,
        'PGRST200',
        `Could not find a relationship between '${name}' and '${embed.name}' in the schema cache`,
        `Searched for a foreign key relationship between '${name}' and '${embed.name}' in the schema '${call.cache.schema}', but no matches were found.`,
      );
    }
    const where = whereSql(rel, query.filters, query.logic, p);
    const columns =
      routine.returns === 'composite'
        ? selectSql(rel, query.select, p)
        : 'pgrst_source.pgrst_scalar';
    select = `SELECT ${columns} FROM pgrst_source${where}${orderSql(rel, query.order, p)}`;
    counted = () => `SELECT 1 FROM pgrst_source${where}`;
  }
  // A function's rows are counted exactly whichever count is asked for: EXPLAIN cannot see
  // how many rows a function will return.
  const count = countColumn({ count: prefs.count && 'exact' }, () => counted(p));
  const strictMax = prefs.handling === 'strict' ? prefs['max-affected'] : undefined;
  if (strictMax !== undefined && !routine.set) {
    throw pgrstError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
  const head = req.method === 'HEAD' || routine.returns === 'void';
  const single = shape === 'row' || shape === 'scalar';
  const sql =
    `WITH pgrst_source AS (${source}) ` +
    `SELECT ${count}::text AS total, ${single ? '1' : 'pg_catalog.count(_postgrest_t)::int'} AS page_total, ` +
    `${head ? `''` : bodySql(media, shape)}::text AS body, ${RESPONSE_SETTINGS_SQL} ` +
    `FROM (${select}${limitOffsetSql(range, (v) => p.bind(v))}) _postgrest_t`;

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
