// The lexical pieces of PostgREST's query grammar (ApiRequest/QueryParams.hs): field names,
// quoted values, JSON paths and casts, read by a small cursor that reports errors the way
// Parsec does (`"failed to parse filter (x)" (line 1, column n)` + `unexpected ... expecting ...`).

import { MAX_PAREN_DEPTH } from '../../http/nesting.ts';

export interface JsonOperation {
  arrow: '->' | '->>';
  /** A key, or an array index such as "+1" / "-2". */
  operand: string;
  index: boolean;
}

export interface Field {
  name: string;
  jsonPath: JsonOperation[];
}

/** A query-string value that does not follow PostgREST's grammar (400 PGRST100). */
export class GrammarError extends Error {
  constructor(
    readonly what: string,
    readonly input: string,
    readonly column: number,
    readonly details: string,
  ) {
    super(`"failed to parse ${what} (${input})" (line 1, column ${column})`);
  }
}

/**
 * A value nested deeper than the parser descends (logic trees, embeds): refused where the
 * recursion happens, so no quoting trick that fools a pre-check can overflow the stack.
 */
export class NestingError extends Error {
  constructor(what: string) {
    super(`"failed to parse ${what}": nested deeper than ${MAX_PAREN_DEPTH} levels of parentheses`);
  }
}

const IDENTIFIER_CHAR = /[\p{L}\p{N}_ $]/u;

export class Cursor {
  pos = 0;
  private depth = 0;
  private expected: string[] = [];
  private expectedAt = -1;

  constructor(
    readonly input: string,
    readonly what: string,
    /** What the error message quotes, when it differs from what is parsed. */
    readonly shown = input,
  ) {}

  get done(): boolean {
    return this.pos >= this.input.length;
  }

  peek(offset = 0): string {
    return this.input[this.pos + offset] ?? '';
  }

  startsWith(text: string): boolean {
    return this.input.startsWith(text, this.pos);
  }

  /** Consumes `text` if it comes next; otherwise records it as expected. */
  eat(text: string, label = `"${text}"`): boolean {
    if (this.startsWith(text)) {
      this.pos += text.length;
      return true;
    }
    this.expect(label);
    return false;
  }

  expect(label: string): void {
    if (this.pos > this.expectedAt) {
      this.expectedAt = this.pos;
      this.expected = [];
    }
    if (this.pos === this.expectedAt && !this.expected.includes(label)) this.expected.push(label);
  }

  /** Runs `parse`, restoring the position when it returns undefined or throws GrammarError. */
  attempt<T>(parse: () => T | undefined): T | undefined {
    const start = this.pos;
    try {
      const result = parse();
      if (result === undefined) this.pos = start;
      return result;
    } catch (error) {
      if (!(error instanceof GrammarError)) throw error;
      this.pos = start;
      return undefined;
    }
  }

  /** Runs a nested parse one level deeper; NestingError past MAX_PAREN_DEPTH levels. */
  descend<T>(parse: () => T): T {
    if (this.depth >= MAX_PAREN_DEPTH) throw new NestingError(this.what);
    this.depth += 1;
    try {
      return parse();
    } finally {
      this.depth -= 1;
    }
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }

  fail(): never {
    const at = Math.max(this.pos, this.expectedAt);
    const found = this.input[at];
    const unexpected = found === undefined ? 'end of input' : JSON.stringify(found);
    const expecting = this.expectedAt === at && this.expected.length ? this.expected : [];
    const list =
      expecting.length > 1
        ? `${expecting.slice(0, -1).join(', ')} or ${expecting[expecting.length - 1]}`
        : (expecting[0] ?? '');
    throw new GrammarError(
      this.what,
      this.shown,
      at + 1,
      `unexpected ${unexpected}${list ? ` expecting ${list}` : ''}`,
    );
  }
}

/** `"..."` with backslash escapes; the quotes are removed. */
export function quotedValue(c: Cursor): string | undefined {
  if (c.peek() !== '"') {
    c.expect('"\\""');
    return undefined;
  }
  let out = '';
  let i = c.pos + 1;
  while (i < c.input.length) {
    const ch = c.input[i]!;
    if (ch === '"') {
      c.pos = i + 1;
      return out;
    }
    if (ch === '\\' && i + 1 < c.input.length) {
      out += c.input[i + 1];
      i += 2;
      continue;
    }
    out += ch;
    i += 1;
  }
  c.pos = c.input.length;
  c.expect('"\\""');
  return c.fail();
}

/** A dash that is not the start of a `->` arrow. */
function dashAhead(c: Cursor): boolean {
  return c.peek() === '-' && c.peek(1) !== '>';
}

function takeWhile(c: Cursor, test: (ch: string) => boolean): string {
  const start = c.pos;
  while (!c.done && test(c.peek())) c.pos += 1;
  return c.input.slice(start, c.pos);
}

/** Parts separated by single dashes, e.g. `identifier-with-dashes`. */
function sepByDash(c: Cursor, part: (c: Cursor) => string | undefined): string | undefined {
  const first = part(c);
  if (first === undefined) return undefined;
  const parts = [first];
  while (dashAhead(c)) {
    const save = c.pos;
    c.pos += 1;
    const next = part(c);
    if (next === undefined) {
      c.pos = save;
      break;
    }
    parts.push(next);
  }
  return parts.join('-');
}

export function identifier(c: Cursor): string | undefined {
  const text = takeWhile(c, (ch) => IDENTIFIER_CHAR.test(ch));
  if (!text) {
    c.expect('letter or digit');
    return undefined;
  }
  return text.trim();
}

/** A column, alias or relation name: quoted, or identifier characters joined by dashes. */
export function fieldName(c: Cursor): string | undefined {
  if (c.peek() === '"') return quotedValue(c);
  const name = sepByDash(c, identifier);
  if (name === undefined) c.expect('field name (* or [a..z0..9_$])');
  return name;
}

function jsonKey(c: Cursor): string | undefined {
  if (c.peek() === '"') return quotedValue(c);
  return sepByDash(c, (cur) => {
    const text = takeWhile(cur, (ch) => !'(-:.,>)'.includes(ch));
    return text ? text.trim() : undefined;
  });
}

function jsonIndexEnd(c: Cursor): boolean {
  return c.done || ['->', '::', '.', ','].some((end) => c.startsWith(end));
}

/** `->key`, `->>key`, `->0`, ... as many as follow. */
export function jsonPath(c: Cursor): JsonOperation[] {
  const path: JsonOperation[] = [];
  for (;;) {
    const arrow = c.startsWith('->>') ? '->>' : c.startsWith('->') ? '->' : undefined;
    if (!arrow) {
      c.expect('"->>"');
      c.expect('"->"');
      return path;
    }
    c.pos += arrow.length;
    const index = c.attempt(() => {
      const sign = c.peek() === '-' ? '-' : '+';
      if (sign === '-') c.pos += 1;
      const digits = takeWhile(c, (ch) => ch >= '0' && ch <= '9');
      return digits && jsonIndexEnd(c) ? `${sign}${digits}` : undefined;
    });
    if (index !== undefined) {
      path.push({ arrow, operand: index, index: true });
      continue;
    }
    const key = jsonKey(c);
    if (key === undefined) c.fail();
    path.push({ arrow, operand: key, index: false });
  }
}

/** A field with an optional JSON path, surrounded by optional spaces. */
export function field(c: Cursor): Field | undefined {
  c.skipSpaces();
  const name = fieldName(c);
  if (name === undefined) return undefined;
  const path = jsonPath(c);
  c.skipSpaces();
  return { name, jsonPath: path };
}

/** `::type`: letters, digits, `_`, `$` and spaces only, so a cast can never close the CAST(). */
export function cast(c: Cursor): string | undefined {
  if (!c.startsWith('::')) {
    c.expect('"::"');
    return undefined;
  }
  c.pos += 2;
  const type = identifier(c);
  if (type === undefined) c.fail();
  return type;
}
