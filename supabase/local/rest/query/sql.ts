// SQL fragments for a parsed request, written as PostgREST writes them (SqlFragment.hs).
// Security: every value from the request is a bound parameter ($n, type left to Postgres
// like PostgREST's "unknown" literals) and every identifier goes through quoteIdent; the
// only unquoted text from a request is a cast type, which the grammar limits to letters,
// digits, `_`, `$` and spaces.
import type { Field } from '../request/grammar.ts';
import type { Filter, LogicTree, Operation } from '../request/filter-parser.ts';
import type { OrderTerm, SelectItem } from '../request/select-parser.ts';
import type { RowRange } from '../request/range.ts';
import type { Column } from '../schema-cache/schema-cache.ts';

export class SqlParams {
  readonly values: string[] = [];

  bind(value: string): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Postgres cuts strings at NUL; PostgREST trims identifiers there too. */
function trimNul(text: string): string {
  const nul = text.indexOf('\0');
  return nul < 0 ? text : text.slice(0, nul);
}

export function quoteIdent(name: string): string {
  return `"${trimNul(name).replaceAll('"', '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
}

/** What the SQL of one request refers to: a relation (or CTE) and, if known, its columns. */
export interface Relation {
  ref: string;
  columns?: Map<string, Column>;
}

function isJsonColumn(rel: Relation, name: string): boolean {
  const base = rel.columns?.get(name)?.base;
  return base === 'json' || base === 'jsonb';
}

export function fieldSql(rel: Relation, field: Field, p: SqlParams): string {
  const column = field.name === '*' ? `${rel.ref}.*` : `${rel.ref}.${quoteIdent(field.name)}`;
  if (field.jsonPath.length === 0) return column;
  const base = isJsonColumn(rel, field.name) ? column : `to_jsonb(${column})`;
  return (
    base +
    field.jsonPath
      .map((op) => `${op.arrow}${p.bind(op.operand)}${op.index ? '::int' : ''}`)
      .join('')
  );
}

const SIMPLE_SQL: Record<string, string> = {
  neq: '<>',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const QUANT_SQL: Record<string, string> = {
  eq: '=',
  gte: '>=',
  gt: '>',
  lte: '<=',
  lt: '<',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};

const FTS_SQL: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** A Postgres array literal of text elements, each quoted and escaped. */
export function arrayLiteral(values: string[]): string {
  const quoted = values.map(
    (v) => `"${trimNul(v).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
  );
  return `{${quoted.join(',')}}`;
}

function operationSql(target: string, operation: Operation, p: SqlParams): string {
  switch (operation.type) {
    case 'quant': {
      const like = operation.op === 'like' || operation.op === 'ilike';
      const value = p.bind(like ? operation.value.replaceAll('*', '%') : operation.value);
      const rhs = operation.quantifier ? `${operation.quantifier.toUpperCase()}(${value})` : value;
      return `${target} ${QUANT_SQL[operation.op]} ${rhs}`;
    }
    case 'simple':
      return `${target} ${SIMPLE_SQL[operation.op]} ${p.bind(operation.value)}`;
    case 'in':
      return operation.values.length === 1 && operation.values[0] === ''
        ? `${target} = ANY('{}')`
        : `${target} = ANY (${p.bind(arrayLiteral(operation.values))})`;
    case 'is':
      return `${target} IS ${operation.value.replace('_', ' ').toUpperCase()}`;
    case 'isdistinct':
      return `${target} IS DISTINCT FROM ${p.bind(operation.value)}`;
    case 'fts': {
      const config = operation.config === undefined ? '' : `${p.bind(operation.config)}, `;
      return `${target} @@ ${FTS_SQL[operation.op]}(${config}${p.bind(operation.value)})`;
    }
  }
}

export function filterSql(rel: Relation, filter: Filter, p: SqlParams): string {
  let target = fieldSql(rel, filter.field, p);
  const op = filter.operation;
  if (op.type === 'fts' && rel.columns?.get(filter.field.name)?.base !== 'tsvector') {
    const config = op.config === undefined ? '' : `${p.bind(op.config)}, `;
    target = `to_tsvector(${config}${target})`;
  }
  return `${filter.negated ? 'NOT ' : ''}${operationSql(target, op, p)}`;
}

/** SQL for a filter that is not on a column (e.g. `embed=not.is.null`), if it is one. */
export type SpecialFilter = (filter: Filter) => string | undefined;

export function logicSql(
  rel: Relation,
  tree: LogicTree,
  p: SqlParams,
  special?: SpecialFilter,
): string {
  if (tree.type === 'filter') return special?.(tree.filter) ?? filterSql(rel, tree.filter, p);
  const inner = tree.children
    .map((child) => logicSql(rel, child, p, special))
    .join(` ${tree.op.toUpperCase()} `);
  return `${tree.negated ? 'NOT ' : ''}(${inner})`;
}

/** ` WHERE ...` for the root filters and and/or trees (and join conditions), or nothing. */
export function whereSql(
  rel: Relation,
  filters: Filter[],
  logic: LogicTree[],
  p: SqlParams,
  special?: SpecialFilter,
  extra: string[] = [],
): string {
  const parts = [
    ...filters.map((f) => special?.(f) ?? filterSql(rel, f, p)),
    ...logic.map((t) => logicSql(rel, t, p, special)),
    ...extra,
  ];
  return parts.length ? ` WHERE ${parts.map((s) => `(${s})`).join(' AND ')}` : '';
}

export function orderSql(
  rel: Relation,
  order: OrderTerm[],
  p: SqlParams,
  /** The SQL name of a to-one embedded resource, for `order=rel(col)`. */
  related: (relation: string) => Relation = () => rel,
): string {
  if (order.length === 0) return '';
  const terms = order.map((t) =>
    [
      fieldSql(t.relation ? related(t.relation) : rel, t.field, p),
      t.direction?.toUpperCase(),
      t.nulls ? `NULLS ${t.nulls.toUpperCase()}` : undefined,
    ]
      .filter(Boolean)
      .join(' '),
  );
  return ` ORDER BY ${terms.join(', ')}`;
}

/** The output name PostgREST gives `col->a->>b` without an alias: the last JSON key. */
export function jsonAlias(field: Field): string | undefined {
  if (field.jsonPath.length === 0) return undefined;
  const lastKey = [...field.jsonPath].reverse().find((op) => !op.index);
  return lastKey?.operand ?? field.name;
}

type FieldItem = Extract<SelectItem, { type: 'field' }>;

/** A selected field's value: column or JSON path, cast, aggregated (`sum(price)`), cast again. */
function itemValue(rel: Relation, item: FieldItem, p: SqlParams): string {
  if (item.aggregate === 'count' && item.field.name === '*') {
    const counted = 'pg_catalog.count(*)';
    return item.aggregateCast ? `CAST(${counted} AS ${item.aggregateCast})` : counted;
  }
  const value = fieldSql(rel, item.field, p);
  const cast = item.cast ? `CAST(${value} AS ${item.cast})` : value;
  if (!item.aggregate) return cast;
  const aggregated = `pg_catalog.${item.aggregate}(${cast})`;
  return item.aggregateCast ? `CAST(${aggregated} AS ${item.aggregateCast})` : aggregated;
}

export function selectSql(rel: Relation, items: SelectItem[], p: SqlParams): string {
  const list = items.length ? items : [{ type: 'star' } as const];
  return list
    .map((item) => {
      if (item.type === 'star') return `${rel.ref}.*`;
      if (item.type === 'embed') throw new Error('an embedded resource reaches selectSql');
      const alias = item.alias ?? (item.aggregate ? item.aggregate : jsonAlias(item.field));
      const value = itemValue(rel, item, p);
      return alias === undefined ? value : `${value} AS ${quoteIdent(alias)}`;
    })
    .join(', ');
}

/** ` GROUP BY` the non-aggregated fields when any field is aggregated (db-aggregates-enabled). */
export function groupBySql(
  rel: Relation,
  items: SelectItem[],
  p: SqlParams,
  extra: string[],
): string {
  const fields = items.filter((i): i is FieldItem => i.type === 'field');
  if (!fields.some((f) => f.aggregate)) return '';
  const keys = [
    ...items.filter((i) => i.type === 'star').map(() => `${rel.ref}.*`),
    ...fields.filter((f) => !f.aggregate).map((f) => itemValue(rel, f, p)),
    ...extra,
  ];
  return keys.length ? ` GROUP BY ${keys.join(', ')}` : '';
}

/** LIMIT/OFFSET with bound values, or nothing for the whole set. */
export function limitOffsetSql(range: RowRange, bind: (value: string) => string): string {
  if (range.lower === 0 && range.upper === null) return '';
  const limit = range.upper === null ? 'ALL' : bind(String(range.upper - range.lower + 1));
  return ` LIMIT ${limit} OFFSET ${bind(String(range.lower))}`;
}
