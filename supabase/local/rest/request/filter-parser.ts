// Horizontal filters (`col=not.eq.5`) and logic trees (`or=(a.eq.1,and(b.gt.2,c.is.null))`)
// as PostgREST's QueryParams.hs parses them.
import { Cursor, field, identifier, quotedValue, type Field } from './grammar.ts';

export const QUANT_OPERATORS = ['eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike', 'match', 'imatch'];
export const SIMPLE_OPERATORS = ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'];
export const FTS_OPERATORS = ['fts', 'plfts', 'phfts', 'wfts'];
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;

export type IsValue = (typeof IS_VALUES)[number];

export type Operation =
  | { type: 'quant'; op: string; quantifier?: 'any' | 'all'; value: string }
  | { type: 'simple'; op: string; value: string }
  | { type: 'in'; values: string[] }
  | { type: 'is'; value: IsValue }
  | { type: 'isdistinct'; value: string }
  | { type: 'fts'; op: string; config?: string; value: string };

export interface Filter {
  field: Field;
  negated: boolean;
  operation: Operation;
}

export type LogicTree =
  | { type: 'filter'; filter: Filter }
  | { type: 'expr'; negated: boolean; op: 'and' | 'or'; children: LogicTree[] };

type ValueParser = (c: Cursor) => string;

/** Root filters take the rest of the value literally, quotes included. */
const restOfInput: ValueParser = (c) => {
  const value = c.input.slice(c.pos);
  c.pos = c.input.length;
  return value;
};

function takeUntil(c: Cursor, stops: string): string {
  const start = c.pos;
  while (!c.done && !stops.includes(c.peek())) c.pos += 1;
  return c.input.slice(start, c.pos);
}

/** A quoted value must be followed by `,`, `)` or the end of input. */
function quotedElement(c: Cursor): string | undefined {
  const value = quotedValue(c);
  if (value === undefined) return undefined;
  return c.done || c.peek() === ',' || c.peek() === ')' ? value : undefined;
}

/** Inside or=(...): a quoted value, a `{...}` array literal, or text up to `,` / `)`. */
const logicValue: ValueParser = (c) => {
  const quoted = c.attempt(() => quotedElement(c));
  if (quoted !== undefined) return quoted;
  if (c.peek() === '{') {
    const end = c.input.indexOf('}', c.pos);
    const inner = end < 0 ? '' : c.input.slice(c.pos + 1, end);
    if (end >= 0 && !inner.includes('{')) {
      c.pos = end + 1;
      return `{${inner}}`;
    }
  }
  return takeUntil(c, ',)');
};

function listValue(c: Cursor): string[] {
  c.skipSpaces();
  if (!c.eat('(')) c.fail();
  c.skipSpaces();
  const values: string[] = [];
  for (;;) {
    const quoted = c.attempt(() => quotedElement(c));
    values.push(quoted ?? takeUntil(c, ',)'));
    if (c.peek() !== ',') break;
    c.pos += 1;
  }
  c.skipSpaces();
  if (!c.eat(')')) c.fail();
  c.skipSpaces();
  return values;
}

function delimiter(c: Cursor): boolean {
  return c.eat('.', 'delimiter (.)');
}

/** The longest operator name from `names` that comes next, if any. */
function keyword(c: Cursor, names: string[]): string | undefined {
  const sorted = [...names].sort((a, b) => b.length - a.length);
  return sorted.find((name) => c.startsWith(name));
}

function isValue(c: Cursor): IsValue {
  const found = IS_VALUES.find((v) => c.input.slice(c.pos, c.pos + v.length).toLowerCase() === v);
  if (!found) {
    c.expect('isVal: (null, not_null, true, false, unknown)');
    c.fail();
  }
  c.pos += found.length;
  return found;
}

function operation(c: Cursor, value: ValueParser): Operation {
  const op =
    c.attempt(() => (c.eat('in') && delimiter(c) ? { type: 'in' as const } : undefined)) ??
    c.attempt(() =>
      c.eat('isdistinct') && delimiter(c) ? { type: 'isdistinct' as const } : undefined,
    ) ??
    c.attempt(() => (c.eat('is') && delimiter(c) ? { type: 'is' as const } : undefined));
  if (op?.type === 'in') return { type: 'in', values: listValue(c) };
  if (op?.type === 'is') return { type: 'is', value: isValue(c) };
  if (op?.type === 'isdistinct') return { type: 'isdistinct', value: value(c) };

  const fts = c.attempt(() => {
    const name = keyword(c, FTS_OPERATORS);
    if (!name) return undefined;
    c.pos += name.length;
    let config: string | undefined;
    if (c.peek() === '(') {
      const save = c.pos;
      c.pos += 1;
      config = identifier(c);
      if (config === undefined || !c.eat(')')) {
        c.pos = save;
        config = undefined;
      }
    }
    return delimiter(c) ? { name, config } : undefined;
  });
  if (fts) return { type: 'fts', op: fts.name, config: fts.config, value: value(c) };

  const simple = c.attempt(() => {
    const name = keyword(c, SIMPLE_OPERATORS);
    if (!name) return undefined;
    c.pos += name.length;
    return delimiter(c) ? name : undefined;
  });
  if (simple) return { type: 'simple', op: simple, value: value(c) };

  const quant = c.attempt(() => {
    const name = keyword(c, QUANT_OPERATORS);
    if (!name) return undefined;
    c.pos += name.length;
    let quantifier: 'any' | 'all' | undefined;
    if (c.startsWith('(any)')) quantifier = 'any';
    else if (c.startsWith('(all)')) quantifier = 'all';
    if (quantifier) c.pos += 5;
    return delimiter(c) ? { name, quantifier } : undefined;
  });
  if (quant)
    return { type: 'quant', op: quant.name, quantifier: quant.quantifier, value: value(c) };

  c.expect('operator (eq, gt, ...)');
  return c.fail();
}

function opExpr(c: Cursor, value: ValueParser): { negated: boolean; operation: Operation } {
  const negated = c.attempt(() => (c.eat('not') && delimiter(c) ? true : undefined)) ?? false;
  if (!negated) c.expect('"not"');
  return { negated, operation: operation(c, value) };
}

/** The value of a filter parameter, e.g. `not.in.(1,2)`; the field comes from the key. */
export function parseFilterValue(fieldOf: Field, raw: string): Filter {
  const c: Cursor = new Cursor(raw, 'filter');
  const filter = { field: fieldOf, ...opExpr(c, restOfInput) };
  // Stricter than PostgREST, which ignores text after `in.(...)` or `is.null`.
  if (!c.done) {
    c.expect('end of input');
    c.fail();
  }
  return filter;
}

function logicTree(c: Cursor): LogicTree {
  const statement = c.attempt(() => {
    const f = field(c);
    if (!f || !delimiter(c)) return undefined;
    return { type: 'filter' as const, filter: { field: f, ...opExpr(c, logicValue) } };
  });
  if (statement) return statement;
  const negated = c.attempt(() => (c.eat('not') && delimiter(c) ? true : undefined)) ?? false;
  const op = c.eat('and') ? 'and' : c.eat('or') ? 'or' : undefined;
  if (!op) {
    c.expect('logic operator (and, or)');
    c.fail();
  }
  c.skipSpaces();
  if (!c.eat('(')) c.fail();
  const children: LogicTree[] = [];
  for (;;) {
    c.skipSpaces();
    children.push(c.descend(() => logicTree(c)));
    c.skipSpaces();
    if (c.peek() !== ',') break;
    c.pos += 1;
  }
  if (!c.eat(')')) c.fail();
  c.skipSpaces();
  return { type: 'expr', negated, op, children };
}

/** `key` is `or`, `and`, `not.or` or `not.and`; `raw` is the parenthesised list. */
export function parseLogicTree(key: string, raw: string): LogicTree {
  const c: Cursor = new Cursor(`${key}${raw}`, 'logic tree', raw);
  const tree = logicTree(c);
  if (tree.type !== 'expr' || !c.done) {
    c.expect('end of input');
    c.fail();
  }
  return tree;
}
