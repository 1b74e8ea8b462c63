// `select=`, `order=`, `columns=` and `on_conflict=` as PostgREST's QueryParams.hs parses them.
import { Cursor, cast, field, fieldName, type Field } from './grammar.ts';

export type SelectItem =
  | { type: 'star' }
  | {
      type: 'field';
      field: Field;
      alias?: string;
      cast?: string;
      aggregate?: string;
      /** `col.sum()::text`: the cast of the aggregate's result. */
      aggregateCast?: string;
    }
  /** `rel(...)`, `alias:rel!hint!inner(...)` or `...rel(...)`: an embedded resource. */
  | {
      type: 'embed';
      name: string;
      alias?: string;
      hint?: string;
      join?: 'inner' | 'left';
      spread: boolean;
      items: SelectItem[];
    };

export interface OrderTerm {
  field: Field;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
  /** `rel(col)`: ordering by an embedded resource. */
  relation?: string;
}

const AGGREGATES = ['sum', 'avg', 'count', 'max', 'min'];

function atItemEnd(c: Cursor): boolean {
  if (c.done || c.peek() === ',' || c.peek() === ')') return true;
  c.expect('","');
  c.expect('")"');
  c.expect('end of input');
  return false;
}

function alias(c: Cursor): string | undefined {
  return c.attempt(() => {
    const name = fieldName(c);
    if (name === undefined || c.peek() !== ':' || c.peek(1) === ':') return undefined;
    c.pos += 1;
    return name;
  });
}

/** Up to two `!word`s: a join type (`inner`, `left`) and/or a hint. */
function embedParams(c: Cursor): { hint?: string; join?: 'inner' | 'left' } {
  const out: { hint?: string; join?: 'inner' | 'left' } = {};
  for (let i = 0; i < 2 && c.peek() === '!'; i += 1) {
    c.pos += 1;
    const word = fieldName(c);
    if (word === undefined) c.fail();
    if (word === 'inner' || word === 'left') out.join = word;
    else out.hint = word;
  }
  return out;
}

function embed(c: Cursor): SelectItem | undefined {
  return c.attempt(() => {
    c.skipSpaces();
    const spread = c.startsWith('...');
    if (spread) c.pos += 3;
    const as = spread ? undefined : alias(c);
    const name = fieldName(c);
    if (name === undefined || (!spread && name === 'count')) return undefined;
    const params = embedParams(c);
    if (c.peek() !== '(') return undefined;
    c.pos += 1;
    const items = c.descend(() => forest(c));
    if (!c.eat(')')) c.fail();
    c.skipSpaces();
    return { type: 'embed', name, alias: as, ...params, spread, items };
  });
}

function aggregate(c: Cursor): string | undefined {
  return c.attempt(() => {
    if (c.peek() !== '.') return undefined;
    c.pos += 1;
    const name = AGGREGATES.find((a) => c.startsWith(`${a}()`));
    if (!name) return undefined;
    c.pos += name.length + 2;
    return name;
  });
}

function fieldItem(c: Cursor): SelectItem {
  c.skipSpaces();
  const star = c.attempt(() => (c.eat('*') && (c.skipSpaces(), atItemEnd(c)) ? true : undefined));
  if (star) return { type: 'star' };
  const as = alias(c);
  if (c.startsWith('count()')) {
    c.pos += 'count()'.length;
    const aggregateCast = cast(c);
    c.skipSpaces();
    if (!atItemEnd(c)) c.fail();
    const star = { name: '*', jsonPath: [] };
    return { type: 'field', field: star, alias: as, aggregate: 'count', aggregateCast };
  }
  const f = field(c);
  if (!f) c.fail();
  const type = cast(c);
  const agg = aggregate(c);
  const aggregateCast = agg ? cast(c) : undefined;
  c.skipSpaces();
  if (!atItemEnd(c)) c.fail();
  return { type: 'field', field: f, alias: as, cast: type, aggregate: agg, aggregateCast };
}

function forest(c: Cursor): SelectItem[] {
  const items: SelectItem[] = [];
  c.skipSpaces();
  if (c.done || c.peek() === ')') return items;
  for (;;) {
    items.push(embed(c) ?? fieldItem(c));
    c.skipSpaces();
    if (c.peek() !== ',') return items;
    c.pos += 1;
    c.skipSpaces();
  }
}

export function parseSelect(raw: string): SelectItem[] {
  const c: Cursor = new Cursor(raw, 'select parameter');
  const items = forest(c);
  if (!c.done) {
    c.expect('","');
    c.expect('end of input');
    c.fail();
  }
  return items;
}

function orderTerm(c: Cursor): OrderTerm {
  c.skipSpaces();
  const relation = c.attempt(() => {
    const name = fieldName(c);
    if (name === undefined || !c.eat('(')) return undefined;
    const f = field(c);
    if (!f || !c.eat(')')) return undefined;
    return { name, field: f };
  });
  const f = relation?.field ?? field(c);
  if (!f) c.fail();
  const term: OrderTerm = { field: f, relation: relation?.name };
  const option = (names: string[]) =>
    c.attempt(() => {
      if (c.peek() !== '.') return undefined;
      c.pos += 1;
      const found = names.find((n) => c.startsWith(n));
      if (!found) names.forEach((n) => c.expect(`"${n}"`));
      if (found) c.pos += found.length;
      return found;
    });
  const direction = option(['asc', 'desc']);
  if (direction) term.direction = direction as 'asc' | 'desc';
  const nulls = option(['nullsfirst', 'nullslast']);
  if (nulls) term.nulls = nulls === 'nullsfirst' ? 'first' : 'last';
  c.skipSpaces();
  if (!c.done && c.peek() !== ',') {
    c.expect('","');
    c.expect('end of input');
    c.fail();
  }
  return term;
}

export function parseOrder(raw: string): OrderTerm[] {
  const c: Cursor = new Cursor(raw, 'order');
  const terms = [orderTerm(c)];
  while (c.peek() === ',') {
    c.pos += 1;
    terms.push(orderTerm(c));
  }
  return terms;
}

/** `columns=` and `on_conflict=`: field names separated by commas. */
export function parseColumnList(raw: string, what: string): string[] {
  const c: Cursor = new Cursor(raw, what);
  const names: string[] = [];
  for (;;) {
    c.skipSpaces();
    const name = fieldName(c);
    if (name === undefined) c.fail();
    names.push(name);
    c.skipSpaces();
    if (c.done) return names;
    if (!c.eat(',')) c.fail();
  }
}
