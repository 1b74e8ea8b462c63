// postgres_changes bindings as a channel joins with them ({event, schema, table, filter,
// select}), parsed with supabase/realtime's grammar (Extensions.PostgresCdcRls.Subscriptions):
// `col=op.value` joined by commas, `not.` negation, `in.(a,b)`, PostgREST-style quoting.

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';
export const FILTER_OPS = [
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'is',
  'match',
  'imatch',
  'isdistinct',
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];
/**
 * Security: regular expressions can backtrack for minutes on one row, and a filter runs on
 * every change, so they are refused at join (hosted Realtime does not offer them either).
 */
const UNBOUNDED_OPS = new Set(['match', 'imatch']);

export interface Filter {
  column: string;
  op: FilterOp;
  /** The value as text; for `in`, a Postgres array literal `{a,b}`. */
  value: string;
  negate: boolean;
}

export interface Binding {
  /** Echoed in the join reply and in every event's `ids`, as hosted does (a hash of the params). */
  id: number;
  event: ChangeType | '*';
  schema: string;
  table: string;
  filters: Filter[];
  select: string[] | null;
  /** The params exactly as the client sent them (the reply echoes them). */
  params: Record<string, unknown>;
}

export type ParsedBinding = { ok: true; binding: Binding } | { ok: false; error: string };

/** A stable 27-bit number for the params, like Erlang's phash2 that hosted Realtime uses. */
export function bindingId(params: Record<string, unknown>): number {
  const canonical = JSON.stringify(params, Object.keys(params).sort());
  let hash = 0x811c9dc5;
  for (let i = 0; i < canonical.length; i++) {
    hash ^= canonical.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & 0x7ffffff;
}

function splitTopLevel(filter: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  let prev = '';
  for (let i = 0; i < filter.length; i++) {
    const ch = filter[i]!;
    if (quoted) {
      if (ch === '\\' && i + 1 < filter.length) {
        current += ch + filter[++i];
        continue;
      }
      if (ch === '"') quoted = false;
      current += ch;
    } else if (ch === '"' && ['.', '(', ','].includes(prev)) {
      quoted = true;
      current += ch;
    } else if (ch === '(') {
      depth++;
      current += ch;
    } else if (ch === ')') {
      depth = Math.max(0, depth - 1);
      current += ch;
    } else if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
      prev = '';
      continue;
    } else {
      current += ch;
    }
    prev = ch;
  }
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  if (!value.startsWith('"') || !value.endsWith('"') || value.length < 2) return value;
  let out = '';
  for (let i = 1; i < value.length - 1; i++) {
    const ch = value[i]!;
    if (ch === '\\') out += value[++i] ?? '';
    else if (ch === '"') return value;
    else out += ch;
  }
  return out;
}

const inspect = (parts: string[]) => `[${parts.map((p) => JSON.stringify(p)).join(', ')}]`;

export function parseFilters(
  filter: string,
): { ok: true; filters: Filter[] } | { ok: false; error: string } {
  const trimmed = filter.trim();
  if (trimmed === '') return { ok: true, filters: [] };
  const filters: Filter[] = [];
  for (const raw of splitTopLevel(trimmed)) {
    const segment = raw.trim();
    if (segment === '') {
      return {
        ok: false,
        error: 'filter must not contain empty segments (check for extra commas)',
      };
    }
    const eq = segment.indexOf('=');
    if (eq < 0) return { ok: false, error: inspect([segment]) };
    const column = segment.slice(0, eq);
    let rest = segment.slice(eq + 1);
    const negate = rest.startsWith('not.');
    if (negate) rest = rest.slice(4);
    const dot = rest.indexOf('.');
    if (dot < 0) return { ok: false, error: inspect([rest]) };
    const op = rest.slice(0, dot);
    const value = rest.slice(dot + 1);
    if (!(FILTER_OPS as readonly string[]).includes(op)) {
      return { ok: false, error: inspect([op, value]) };
    }
    if (UNBOUNDED_OPS.has(op)) {
      return {
        ok: false,
        error: `operator \`${op}\` is not supported in realtime filters (use eq, neq, lt, lte, gt, gte, in, like, ilike, is or isdistinct)`,
      };
    }
    if (op === 'in') {
      if (value.length < 2 || !value.startsWith('(') || !value.endsWith(')')) {
        return { ok: false, error: '`in` filter value must be wrapped by parentheses' };
      }
      filters.push({ column, op, value: `{${value.slice(1, -1)}}`, negate });
    } else {
      filters.push({ column, op: op as FilterOp, value: unquote(value), negate });
    }
  }
  return { ok: true, filters };
}

function eventOf(params: Record<string, unknown>): ChangeType | '*' {
  const event = typeof params.event === 'string' ? params.event.toUpperCase() : '*';
  return event === 'INSERT' || event === 'UPDATE' || event === 'DELETE' ? event : '*';
}

export function parseBinding(raw: unknown): ParsedBinding {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, error: 'postgres_changes entries must be objects' };
  }
  const params = raw as Record<string, unknown>;
  let select: string[] | null = null;
  if (typeof params.select === 'string') {
    return {
      ok: false,
      error:
        'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
    };
  }
  if (Array.isArray(params.select)) {
    const names = params.select.filter((c): c is string => typeof c === 'string');
    select = names.length > 0 ? names : null;
  }
  const { schema, table, filter } = params;
  const has = (key: string) => key in params && params[key] !== undefined;
  let target: { schema: string; table: string; filters: Filter[] } | undefined;
  if (typeof schema === 'string' && typeof table === 'string' && typeof filter === 'string') {
    const parsed = parseFilters(filter);
    if (!parsed.ok) return { ok: false, error: `Error parsing \`filter\` params: ${parsed.error}` };
    target = { schema, table, filters: parsed.filters };
  } else if (typeof schema === 'string' && typeof table === 'string' && !has('filter')) {
    target = { schema, table, filters: [] };
  } else if (typeof schema === 'string' && !has('table') && !has('filter')) {
    target = { schema, table: '*', filters: [] };
  } else if (typeof table === 'string' && !has('schema') && !has('filter')) {
    target = { schema: 'public', table, filters: [] };
  }
  if (!target) {
    return {
      ok: false,
      error:
        'No subscription params provided. Please provide at least a `schema` or `table` to subscribe to',
    };
  }
  if (select && (target.schema === '*' || target.table === '*')) {
    return {
      ok: false,
      error:
        'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
    };
  }
  return {
    ok: true,
    binding: { id: bindingId(params), event: eventOf(params), ...target, select, params },
  };
}

export function bindingMatches(b: Binding, schema: string, table: string, type: ChangeType) {
  return (
    (b.schema === '*' || b.schema === schema) &&
    (b.table === '*' || b.table === table) &&
    (b.event === '*' || b.event === type)
  );
}
