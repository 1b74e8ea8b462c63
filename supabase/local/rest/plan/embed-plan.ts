// Resource embedding's plan (PostgREST's ReadPlan tree): each `rel(...)` in select= becomes a
// node bound to one relationship of its parent, carrying its own filters, and/or trees,
// order and paging (`rel.col=eq.1`, `rel.order=...`, `rel.limit=1`), checked the way
// Plan.hs checks them (PGRST108 for parameters of a resource that is not embedded,
// PGRST118 for ordering by a to-many embed, PGRST200/201 from findRelationship).
import { HttpError } from '../../http/types.ts';
import { notEmbedded, pgrstError } from '../errors.ts';
import type { Filter, LogicTree } from '../request/filter-parser.ts';
import type { ApiQuery } from '../request/query-params.ts';
import {
  buildRelationships,
  findRelationship,
  isToOne,
  type Relationship,
} from '../schema-cache/relationships.ts';
import type { Catalog, SchemaCache, Table } from '../schema-cache/schema-cache.ts';
import type { OrderTerm, SelectItem } from '../request/select-parser.ts';

export interface NodeParams {
  filters: Filter[];
  logic: LogicTree[];
  order: OrderTerm[];
  limit?: string;
  offset?: string;
}

export interface ReadNode extends NodeParams {
  table: Table;
  /** How SQL refers to this node's rows, e.g. `"clients_1"`. */
  ref: string;
  /** Field items of select= (no embeds). */
  fields: SelectItem[];
  children: EmbedNode[];
}

export interface EmbedNode extends ReadNode {
  /** The key in the parent's JSON (alias or name), also how parameters name it. */
  output: string;
  /** The lateral subquery's alias in the parent. */
  agg: string;
  rel: Relationship;
  toOne: boolean;
  inner: boolean;
  spread: boolean;
}

const relationshipsOf = new WeakMap<Catalog, Map<string, Relationship[]>>();

function relationships(catalog: Catalog): Map<string, Relationship[]> {
  let found = relationshipsOf.get(catalog);
  if (!found) {
    found = buildRelationships(catalog);
    relationshipsOf.set(catalog, found);
  }
  return found;
}

interface Planner {
  catalog: Catalog;
  schema: string;
  counter: number;
}

function emptyParams(): NodeParams {
  return { filters: [], logic: [], order: [] };
}

function embedNode(
  planner: Planner,
  parent: Table,
  item: Extract<SelectItem, { type: 'embed' }>,
): EmbedNode {
  const rel = findRelationship(
    relationships(planner.catalog),
    planner.schema,
    parent.name,
    item.name,
    item.hint,
  );
  const table = planner.catalog.tables.get(rel.foreign)!;
  planner.counter += 1;
  const n = planner.counter;
  const node: EmbedNode = {
    table,
    ref: `"${table.name.replaceAll('"', '""')}_${n}"`,
    fields: item.items.filter((i) => i.type !== 'embed'),
    children: [],
    ...emptyParams(),
    output: item.alias ?? item.name,
    agg: `"pgrst_agg_${n}"`,
    rel,
    toOne: isToOne(rel),
    inner: item.join === 'inner',
    spread: item.spread,
  };
  node.children = item.items.flatMap((i) =>
    i.type === 'embed' ? [embedNode(planner, table, i)] : [],
  );
  return node;
}

/**
 * Two embeds under one key would leave one silently overwriting the other in the JSON; as in
 * PostgREST, where their subqueries take the same name, the request fails (42712) until one
 * of them is aliased (`first:users!first_user(*),second:users!second_user(*)`). Spreads add
 * no key of their own.
 */
function checkDistinctEmbeds(node: ReadNode): void {
  const seen = new Set<string>();
  for (const child of node.children) {
    if (child.spread) continue;
    if (seen.has(child.output)) {
      throw pgrstError(
        400,
        '42712',
        `table name "${node.table.name}_${child.output}_1" specified more than once`,
        null,
        `Give each embed of '${child.output}' its own alias, e.g. 'first_${child.output}:${child.output}!...(*)'.`,
      );
    }
    seen.add(child.output);
  }
  node.children.forEach(checkDistinctEmbeds);
}

/** Finds the node a parameter path names, or PGRST108. */
function nodeAt(root: ReadNode, path: string[]): ReadNode {
  let node = root;
  for (const name of path) {
    const next = node.children.find((c) => c.output === name);
    if (!next) throw notEmbedded(name);
    node = next;
  }
  return node;
}

function checkRelatedOrders(node: ReadNode): void {
  for (const term of node.order) {
    if (!term.relation) continue;
    const child = node.children.find((c) => c.output === term.relation);
    if (!child) throw notEmbedded(term.relation);
    if (!child.toOne) {
      throw pgrstError(
        400,
        'PGRST118',
        `A related order on '${term.relation}' is not possible`,
        `'${node.table.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
      );
    }
  }
  node.children.forEach(checkRelatedOrders);
}

/**
 * The read tree of `table` for a request: the root takes `root` (the top-level filters etc.,
 * or none for mutations whose filters went into the statement), children take theirs.
 */
export async function planRead(
  cache: SchemaCache,
  table: Table,
  ref: string,
  query: Pick<ApiQuery, 'select' | 'embedded'>,
  root: NodeParams,
): Promise<ReadNode> {
  const hasEmbeds = query.select.some((i) => i.type === 'embed');
  const node: ReadNode = {
    table,
    ref,
    fields: query.select.filter((i) => i.type !== 'embed'),
    children: [],
    ...root,
  };
  if (!hasEmbeds && query.embedded.length === 0) {
    checkRelatedOrders(node);
    return node;
  }
  const embed = (catalog: Catalog) => {
    const planner: Planner = { catalog, schema: cache.schema, counter: 0 };
    return query.select.flatMap((i) => (i.type === 'embed' ? [embedNode(planner, table, i)] : []));
  };
  try {
    node.children = embed(await cache.snapshot());
  } catch (error) {
    // A relationship added by a migration since the catalog was read: read it again once.
    if (!(error instanceof HttpError && error.status === 400)) throw error;
    cache.invalidate();
    node.children = embed(await cache.snapshot());
  }
  checkDistinctEmbeds(node);
  for (const params of query.embedded) {
    const target = nodeAt(node, params.path);
    target.filters.push(...params.filters);
    target.logic.push(...params.logic);
    target.order.push(...params.order);
    if (params.limit !== undefined) target.limit = params.limit;
    if (params.offset !== undefined) target.offset = params.offset;
  }
  checkRelatedOrders(node);
  return node;
}
