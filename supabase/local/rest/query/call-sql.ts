// The statement of an /rpc/<fn> call, as PostgREST's callPlanToQuery writes it: the function
// called with typed named arguments (or one raw value), its rows read as its table's when it
// returns a table type (so they filter and embed like the table's), filtered, ordered,
// counted and paged, with the body Postgres builds.
import type { ReadNode } from '../plan/embed-plan.ts';
import type { CallArgs } from '../request/call-args.ts';
import type { Media } from '../request/preferences.ts';
import type { ApiQuery } from '../request/query-params.ts';
import type { RowRange } from '../request/range.ts';
import type { Routine, Table } from '../schema-cache/schema-cache.ts';
import { countColumn } from './counting.ts';
import { nodeSql } from './embed-sql.ts';
import { payloadFromSql } from './payload-sql.ts';
import {
  arrayLiteral,
  groupBySql,
  limitOffsetSql,
  orderSql,
  qualified,
  quoteIdent,
  selectSql,
  SqlParams,
  whereSql,
  type Relation,
} from './sql.ts';
import { bodySql, RESPONSE_SETTINGS_SQL, type Shape } from './statement.ts';

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

/** What a function's result aggregates to: rows, one row, scalars or one scalar. */
export function shapeOf(routine: Routine): Shape {
  if (routine.returns === 'composite') return routine.set ? 'rows' : 'row';
  return routine.set ? 'scalar-set' : 'scalar';
}

export interface CallStatement {
  routine: Routine;
  args: CallArgs;
  /** The read plan of the rows when the function returns its table's row type. */
  node?: ReadNode;
  table?: Table;
  query: ApiQuery;
  /** Whether a count was asked for (Prefer: count=...). */
  count: boolean;
  media: Media;
  range: RowRange;
  /** No body: HEAD, or a function returning void. */
  head: boolean;
}

export function callStatementSql(s: CallStatement): { sql: string; params: SqlParams } {
  const { routine, query, table, node } = s;
  const p = new SqlParams();
  const source = callSql(routine, s.args, p);
  const rel: Relation = { ref: 'pgrst_source', columns: table?.columns };
  let select: string;
  let counted: (params: SqlParams) => string;
  if (node && table) {
    const ref = quoteIdent(table.name);
    select = nodeSql(node, `pgrst_source AS ${ref}`, p, { root: true });
    counted = (params) => nodeSql(node, `pgrst_source AS ${ref}`, params, { countOnly: true });
  } else {
    const where = whereSql(rel, query.filters, query.logic, p);
    const columns =
      routine.returns === 'composite'
        ? selectSql(rel, query.select, p)
        : 'pgrst_source.pgrst_scalar';
    const group = routine.returns === 'composite' ? groupBySql(rel, query.select, p, []) : '';
    select = `SELECT ${columns} FROM pgrst_source${where}${group}${orderSql(rel, query.order, p)}`;
    counted = () => `SELECT 1 FROM pgrst_source${where}`;
  }
  // A function's rows are counted exactly whichever count is asked for: EXPLAIN cannot see
  // how many rows a function will return.
  const count = countColumn({ count: s.count ? 'exact' : undefined }, () => counted(p));
  const shape = shapeOf(routine);
  const single = shape === 'row' || shape === 'scalar';
  const sql =
    `WITH pgrst_source AS (${source}) ` +
    `SELECT ${count}::text AS total, ${single ? '1' : 'pg_catalog.count(_postgrest_t)::int'} AS page_total, ` +
    `${s.head ? `''` : bodySql(s.media, shape)}::text AS body, ${RESPONSE_SETTINGS_SQL} ` +
    `FROM (${select}${limitOffsetSql(s.range, (v) => p.bind(v))}) _postgrest_t`;
  return { sql, params: p };
}
