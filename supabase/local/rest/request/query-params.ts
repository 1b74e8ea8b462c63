// Splits a request's query string into PostgREST's parts (QueryParams.hs): select, filters,
// and/or trees, order, limit/offset, columns, on_conflict, and RPC arguments for GET calls.
import { Cursor, fieldName, jsonPath, type Field } from './grammar.ts';
import { parseFilterValue, parseLogicTree, type Filter, type LogicTree } from './filter-parser.ts';
import {
  parseColumnList,
  parseOrder,
  parseSelect,
  type OrderTerm,
  type SelectItem,
} from './select-parser.ts';

/** Filters, and/or trees, order and paging of one embedded resource (`rel.col=eq.1`, ...). */
export interface EmbedParams {
  /** Names or aliases from the root, e.g. ['messages'] or ['channels', 'messages']. */
  path: string[];
  filters: Filter[];
  logic: LogicTree[];
  order: OrderTerm[];
  limit?: string;
  offset?: string;
}

export interface ApiQuery {
  select: SelectItem[];
  /** Parameters of embedded resources, checked against `select` when the request is planned. */
  embedded: EmbedParams[];
  filters: Filter[];
  logic: LogicTree[];
  order: OrderTerm[];
  limit?: string;
  offset?: string;
  columns?: string[];
  onConflict?: string[];
  /** GET /rpc/fn?name=value: parameters whose value is not an operator expression. */
  rpcArgs: [string, string][];
}

const RESERVED = new Set(['select', 'columns', 'on_conflict', 'apikey']);
const EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);

function decode(text: string): string {
  const spaced = text.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** Key/value pairs in order; `undefined` for a key without `=` (PostgREST ignores those). */
export function splitQuery(search: string): [string, string | undefined][] {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return [];
  return query
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const eq = part.indexOf('=');
      return eq < 0
        ? [decode(part), undefined]
        : [decode(part.slice(0, eq)), decode(part.slice(eq + 1))];
    });
}

/** `a.b.c->x` into the embed path [a, b] and the field c->x. */
function treePath(key: string): { path: string[]; field: Field } {
  const c: Cursor = new Cursor(key, 'tree path');
  const names: string[] = [];
  for (;;) {
    const name = fieldName(c);
    if (name === undefined) c.fail();
    names.push(name);
    if (c.peek() !== '.') break;
    c.pos += 1;
  }
  const path = jsonPath(c);
  if (!c.done) c.fail();
  return { path: names.slice(0, -1), field: { name: names[names.length - 1]!, jsonPath: path } };
}

function lastSegment(key: string): string {
  const parts = key.split('.');
  return parts[parts.length - 1]!;
}

export function parseQuery(search: string, rpcRead = false): ApiQuery {
  const query: ApiQuery = {
    select: [],
    embedded: [],
    filters: [],
    logic: [],
    order: [],
    rpcArgs: [],
  };
  const embedded = (path: string[]): EmbedParams => {
    const key = path.join('\u0000');
    let found = query.embedded.find((e) => e.path.join('\u0000') === key);
    if (!found) {
      found = { path, filters: [], logic: [], order: [] };
      query.embedded.push(found);
    }
    return found;
  };
  const pairs = splitQuery(search);
  let select: string | undefined;
  for (const [key, value] of pairs) {
    if (value === undefined) continue;
    if (RESERVED.has(key)) {
      if (key === 'select') select ??= value;
      if (key === 'columns') query.columns ??= parseColumnList(value, 'columns parameter');
      if (key === 'on_conflict')
        query.onConflict ??= parseColumnList(value, 'on_conflict parameter');
      continue;
    }
    const last = lastSegment(key);
    if (EMBEDDABLE.has(last)) {
      const path = key.split('.').slice(0, -1);
      const embedPath = last === 'and' || last === 'or' ? path.filter((p) => p !== 'not') : path;
      const target = embedPath.length > 0 ? embedded(embedPath) : query;
      const logicKey = key.endsWith(`not.${last}`) ? `not.${last}` : last;
      if (last === 'order') target.order.push(...parseOrder(value));
      else if (last === 'limit') target.limit = value;
      else if (last === 'offset') target.offset = value;
      else target.logic.push(parseLogicTree(logicKey, value));
      continue;
    }
    const { path, field } = treePath(key);
    if (rpcRead) {
      try {
        const filter = parseFilterValue(field, value);
        (path.length > 0 ? embedded(path).filters : query.filters).push(filter);
      } catch (error) {
        if (path.length > 0) throw error;
        query.rpcArgs.push([field.name, value]);
      }
      continue;
    }
    (path.length > 0 ? embedded(path).filters : query.filters).push(parseFilterValue(field, value));
  }
  query.select = parseSelect(select ?? '*');
  return query;
}
