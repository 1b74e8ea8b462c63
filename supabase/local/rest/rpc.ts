// POST/GET/HEAD /rpc/<fn>: finds the function by name and argument names (overloads
// included, as PostgREST's findProc), calls it with typed named arguments, and returns a
// scalar as a bare JSON value, a row as an object, a set as an array (filterable), void as 204.
import type { ApiResponse } from '../http/types.ts';
import { inTransaction, jsonResponse, type RestCall } from './call.ts';
import { invalidRange, pgrstError, singularityError } from './errors.ts';
import { closestMatch } from './fuzzy.ts';
import { readPayload, payloadFromSql, type Payload } from './payload.ts';
import { preferenceApplied } from './preferences.ts';
import { limitOffsetSql, readRangeStatus, requestedRange } from './range.ts';
import {
  bodySql,
  RESPONSE_SETTINGS_SQL,
  runStatement,
  withResponseSettings,
  type Shape,
} from './result.ts';
import { planRead } from './embed-plan.ts';
import { nodeSql } from './embed-sql.ts';
import type { Routine, SchemaCache } from './schema-cache.ts';
import {
  orderSql,
  qualified,
  quoteIdent,
  selectSql,
  SqlParams,
  whereSql,
  type Relation,
} from './sql.ts';

function matchesArguments(routine: Routine, keys: Set<string>): boolean {
  const params = routine.params;
  if (params.length === 0) return keys.size === 0;
  if (params.some((prm) => prm.name === '')) return false;
  const required = params.filter((prm) => prm.required).map((prm) => prm.name);
  const optional = new Set(params.filter((prm) => !prm.required).map((prm) => prm.name));
  const rest = [...keys].filter((k) => !optional.has(k));
  return rest.length === required.length && required.every((r) => keys.has(r));
}

function singleJsonParam(routine: Routine): boolean {
  const [only, ...others] = routine.params;
  return (
    !!only &&
    others.length === 0 &&
    only.name === '' &&
    (only.type === 'json' || only.type === 'jsonb')
  );
}

function noRpc(
  schema: string,
  name: string,
  keys: string[],
  isPost: boolean,
  all: string[],
  overloads: Routine[],
) {
  const func = `${schema}.${name}`;
  const sorted = [...keys].sort();
  const params = sorted.length ? `(${sorted.join(', ')})` : ' without parameters';
  const searched = sorted.length
    ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`
    : ' without parameters';
  const listed = (r: Routine) =>
    `(${r.params
      .map((prm) => prm.name)
      .sort()
      .join(', ')})`;
  const suggestion = overloads.length
    ? closestMatch(`(${sorted.join(', ')})`, overloads.map(listed))
    : closestMatch(name, all);
  return pgrstError(
    404,
    'PGRST202',
    `Could not find the function ${func}${params} in the schema cache`,
    `Searched for the function ${func}${searched}${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    suggestion
      ? `Perhaps you meant to call the function ${schema}.${overloads.length ? name : ''}${suggestion}`
      : null,
  );
}

async function findRoutine(
  cache: SchemaCache,
  name: string,
  keys: string[],
  isPost: boolean,
): Promise<Routine> {
  const keySet = new Set(keys);
  const pick = (routines: Routine[]) => {
    const named = routines.filter((r) => matchesArguments(r, keySet));
    const fallback = isPost ? routines.filter(singleJsonParam) : [];
    return named.length ? named : fallback;
  };
  const { result, routines, names } = await cache.findRoutines(name, pick);
  if (!result || result.length === 0)
    throw noRpc(cache.schema, name, keys, isPost, names, routines);
  if (result.length > 1) {
    const list = result
      .map(
        (r) =>
          `${r.schema}.${r.name}(${r.params.map((prm) => `${prm.name} => ${prm.type}`).join(', ')})`,
      )
      .join(', ');
    throw pgrstError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${list}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  return result[0]!;
}

function callSql(
  routine: Routine,
  call: RestCall,
  payload: Payload | undefined,
  p: SqlParams,
): string {
  const fn = qualified(routine.schema, routine.name);
  const scalar = routine.returns !== 'composite';
  const wrap = (args: string) =>
    scalar ? `(SELECT ${fn}(${args}) pgrst_scalar) pgrst_call` : `${fn}(${args}) pgrst_call`;
  const columns = scalar ? 'pgrst_call.pgrst_scalar' : 'pgrst_call.*';
  if (payload && singleJsonParam(routine)) {
    return `SELECT ${columns} FROM ${wrap(`${p.bind(payload.raw)}::${routine.params[0]!.type}`)}`;
  }
  if (payload) {
    const keys = new Set(payload.keys);
    const used = routine.params.filter((prm) => keys.has(prm.name));
    if (used.length === 0) return `SELECT ${columns} FROM ${wrap('')}`;
    const from = payloadFromSql(
      payload,
      used.map((prm) => ({ name: prm.name, type: prm.type, base: prm.type, default: null })),
      p,
      { limitOne: true },
    );
    const args = used
      .map(
        (prm) =>
          `${prm.variadic ? 'VARIADIC ' : ''}${quoteIdent(prm.name)} := pgrst_body.${quoteIdent(prm.name)}`,
      )
      .join(', ');
    return `SELECT ${columns} ${from}, LATERAL ${wrap(args)}`;
  }
  const given = new Map(call.query.rpcArgs);
  const args = routine.params
    .filter((prm) => given.has(prm.name))
    .map(
      (prm) =>
        `${prm.variadic ? 'VARIADIC ' : ''}${quoteIdent(prm.name)} := ${p.bind(given.get(prm.name)!)}::${prm.type}`,
    )
    .join(', ');
  return `SELECT ${columns} FROM ${wrap(args)}`;
}

export async function callRoutine(call: RestCall, name: string): Promise<ApiResponse> {
  const { req, query, prefs, media } = call;
  const isPost = req.method === 'POST';
  const payload = isPost
    ? await readPayload(req, query.columns, { emptyIsObject: true })
    : undefined;
  if (payload && !payload.isObject && !query.columns && payload.keys.length) {
    throw pgrstError(400, 'PGRST102', 'A function call body must be one JSON object');
  }
  const keys = payload ? payload.keys : query.rpcArgs.map(([k]) => k);
  const routine = await findRoutine(call.cache, name, keys, isPost);
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
  const source = callSql(routine, call, payload, p);
  const table = routine.table ? (await call.cache.table(routine.table)).table : undefined;
  const rel: Relation = { ref: 'pgrst_source', columns: table?.columns };
  let select: string;
  let counted: () => string;
  if (routine.returns === 'composite' && table) {
    // Rows of a table type are read as that table, so they embed like the table's rows.
    const ref = quoteIdent(table.name);
    const node = await planRead(call.cache, table, ref, query, query);
    select = nodeSql(node, `pgrst_source AS ${ref}`, p, { root: true });
    counted = () => nodeSql(node, `pgrst_source AS ${ref}`, p, { countOnly: true });
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
  const count = prefs.count ? `(SELECT pg_catalog.count(*) FROM (${counted()}) c)` : 'null::bigint';
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
  const headers = { 'content-range': ranged.contentRange, ...preferenceApplied(prefs, ['count']) };
  const final = withResponseSettings(
    result,
    routine.returns === 'void' ? 204 : ranged.status,
    headers,
  );
  if (routine.returns === 'void') return jsonResponse(call, final.status, final.headers, undefined);
  return jsonResponse(call, final.status, final.headers, result.body);
}
