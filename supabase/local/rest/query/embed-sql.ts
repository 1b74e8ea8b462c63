// SQL for a read tree, written as PostgREST's QueryBuilder writes it: each embedded resource is
// a LATERAL subquery joined to its parent (LEFT, or INNER for `!inner`), a to-one one read
// with row_to_json, a to-many one aggregated with json_agg, a spread one's columns lifted
// into the parent; `embed=is.null` tests the subquery's row.
import type { EmbedNode, ReadNode } from '../plan/embed-plan.ts';
import type { Filter } from '../request/filter-parser.ts';
import { requestedRange } from '../request/range.ts';
import {
  groupBySql,
  jsonAlias,
  limitOffsetSql,
  orderSql,
  qualified,
  quoteIdent,
  selectSql,
  whereSql,
  type Relation,
  type SqlParams,
} from './sql.ts';

function relationOf(node: ReadNode): Relation {
  return { ref: node.ref, columns: node.table.columns };
}

/** An embed that selects nothing (`rel!inner()`): it filters but adds no key. */
function isEmpty(node: ReadNode): boolean {
  return node.fields.length === 0 && node.children.every(isEmpty);
}

/** The keys a node's rows have, for lifting a to-many spread's columns into arrays. */
function outputNames(node: ReadNode): string[] {
  const names = node.fields.flatMap((item) => {
    if (item.type === 'star') return [...node.table.columns.keys()];
    if (item.type !== 'field') return [];
    return [item.alias ?? jsonAlias(item.field) ?? item.field.name];
  });
  const fromChildren = node.children.flatMap((c) =>
    isEmpty(c) ? [] : c.spread ? outputNames(c) : [c.output],
  );
  const all = [...names, ...fromChildren];
  return all.length ? all : node.children.length ? [] : [...node.table.columns.keys()];
}

function childSelects(child: EmbedNode): string[] {
  if (isEmpty(child)) return [];
  // A spread's columns are named one by one, so an aggregate beside them can group by each.
  if (child.spread) return outputNames(child).map((n) => `${child.agg}.${quoteIdent(n)}`);
  if (child.toOne) return [`row_to_json(${child.agg}.*)::jsonb AS ${quoteIdent(child.output)}`];
  return [`COALESCE(${child.agg}.${child.agg}, '[]') AS ${quoteIdent(child.output)}`];
}

/** FROM and join conditions of an embedded node, relative to its parent's rows. */
function childSource(child: EmbedNode, parent: ReadNode): { from: string; on: string[] } {
  const schema = child.table.schema;
  const target = `${qualified(schema, child.table.name)} AS ${child.ref}`;
  const rel = child.rel;
  if (rel.kind === 'computed') {
    const arg = `${parent.ref}::${qualified(schema, parent.table.name)}`;
    return { from: `${qualified(schema, rel.fn)}(${arg}) AS ${child.ref}`, on: [] };
  }
  if (rel.junction) {
    const j = child.agg.replace('pgrst_agg_', 'pgrst_jt_');
    const on = [
      ...rel.junction.target.map(
        ([jc, tc]) => `${j}.${quoteIdent(jc)} = ${child.ref}.${quoteIdent(tc)}`,
      ),
      ...rel.junction.source.map(
        ([jc, sc]) => `${j}.${quoteIdent(jc)} = ${parent.ref}.${quoteIdent(sc)}`,
      ),
    ];
    return { from: `${target}, ${qualified(schema, rel.junction.table)} AS ${j}`, on };
  }
  const on = rel.columns.map(
    ([c, fc]) => `${child.ref}.${quoteIdent(fc)} = ${parent.ref}.${quoteIdent(c)}`,
  );
  return { from: target, on };
}

function childJoin(child: EmbedNode, parent: ReadNode, p: SqlParams, countOnly: boolean): string {
  const { from, on } = childSource(child, parent);
  const sub = nodeSql(child, from, p, { on, countOnly: false });
  const join = child.inner ? 'INNER' : 'LEFT';
  const lateral = (sql: string, cond: string) =>
    ` ${join} JOIN LATERAL (${sql}) AS ${child.agg} ON ${cond}`;
  if (child.toOne) return lateral(sub, 'TRUE');
  if (child.spread && !countOnly) {
    const arrays = outputNames(child).map(
      (n) => `COALESCE(json_agg(${child.agg}.${quoteIdent(n)}), '[]') AS ${quoteIdent(n)}`,
    );
    return lateral(
      `SELECT ${[...arrays, 'count(*) AS pgrst_rows'].join(', ')} FROM (${sub}) AS ${child.agg}`,
      child.inner ? `${child.agg}.pgrst_rows > 0` : 'TRUE',
    );
  }
  return lateral(
    `SELECT json_agg(${child.agg})::jsonb AS ${child.agg} FROM (${sub}) AS ${child.agg}`,
    child.inner ? `${child.agg} IS NOT NULL` : 'TRUE',
  );
}

/** `embed=is.null` / `embed=not.is.null`: whether the embedded resource has a row. */
function nullEmbedFilter(node: ReadNode): (f: Filter) => string | undefined {
  return (f) => {
    if (f.field.jsonPath.length || f.operation.type !== 'is' || f.operation.value !== 'null') {
      return undefined;
    }
    const child = node.children.find((c) => c.output === f.field.name);
    if (!child) return undefined;
    if (child.toOne) return `${child.agg} IS ${f.negated ? '' : 'NOT '}DISTINCT FROM NULL`;
    return `${child.agg}.${child.agg} IS ${f.negated ? 'NOT ' : ''}NULL`;
  };
}

/**
 * `SELECT ... FROM from [joins] WHERE ... ORDER BY ... [LIMIT]` for one node. The root's
 * limit/offset come from the caller (with the Range header); an embed's from `rel.limit`.
 * With `countOnly`, the statement selects 1 per row that would be returned, unpaged.
 */
export function nodeSql(
  node: ReadNode,
  from: string,
  p: SqlParams,
  options: { on?: string[]; countOnly?: boolean; root?: boolean } = {},
): string {
  const rel = relationOf(node);
  const countOnly = options.countOnly === true;
  const selects = countOnly
    ? ['1']
    : [
        ...(node.fields.length
          ? [selectSql(rel, node.fields, p)]
          : node.children.length
            ? []
            : [`${node.ref}.*`]),
        ...node.children.flatMap(childSelects),
      ];
  const joins = node.children.map((c) => childJoin(c, node, p, countOnly)).join('');
  const where = whereSql(rel, node.filters, node.logic, p, nullEmbedFilter(node), options.on);
  if (countOnly) return `SELECT ${selects.join(', ')} FROM ${from}${joins}${where}`;
  const related = (name: string): Relation => {
    const child = node.children.find((c) => c.output === name)!;
    return { ref: child.agg, columns: child.table.columns };
  };
  // Aggregates group by the other fields and by the embedded resources' outputs.
  const embedKeys = node.children
    .flatMap(childSelects)
    .map((s) => s.replace(/ AS "[^"]*(?:""[^"]*)*"$/, ''));
  const group = groupBySql(rel, node.fields, p, embedKeys);
  const order = orderSql(rel, node.order, p, related);
  const paging = options.root
    ? ''
    : limitOffsetSql(requestedRange('GET', undefined, node.limit, node.offset), (v) => p.bind(v));
  return `SELECT ${selects.join(', ')} FROM ${from}${joins}${where}${group}${order}${paging}`;
}
