// Where each function is defined: every `create [or replace] function` of the migrations,
// in order, with its schema-qualified name and input argument types as written. A later
// definition of the same name and input types replaces the earlier one's body.

export interface FunctionDefinition {
  /** The migration file's name, e.g. `20261126100400_order_stock.sql`. */
  migration: string;
  /** 1-based line of `create`. */
  line: number;
  schema: string;
  name: string;
  /** Input argument types as written (in, inout and variadic; out arguments are not the signature's). */
  argTypes: string[];
}

/** The text with comments and string bodies blanked (newlines kept), so only code is searched. */
export function maskSql(sql: string): string {
  const out = sql.split('');
  const blank = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (out[i] !== '\n') out[i] = ' ';
  };
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i, i + 2);
    if (rest === '--') {
      const end = sql.indexOf('\n', i);
      const to = end < 0 ? sql.length : end;
      blank(i, to);
      i = to;
    } else if (rest === '/*') {
      const end = sql.indexOf('*/', i + 2);
      const to = end < 0 ? sql.length : end + 2;
      blank(i, to);
      i = to;
    } else if (sql[i] === "'") {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === "'" && sql[j + 1] !== "'")) j += sql[j] === "'" ? 2 : 1;
      blank(i, j + 1);
      i = j + 1;
    } else if (sql[i] === '"') {
      const end = sql.indexOf('"', i + 1);
      i = end < 0 ? sql.length : end + 1;
    } else {
      const tag =
        sql[i] === '$' ? /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i, i + 64)) : null;
      if (tag && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? '')) {
        const end = sql.indexOf(tag[0], i + tag[0].length);
        const to = end < 0 ? sql.length : end + tag[0].length;
        blank(i, to);
        i = to;
      } else {
        i++;
      }
    }
  }
  return out.join('');
}

/** Splits at commas (or whitespace) outside parentheses and brackets. */
function splitTop(text: string, by: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth--;
    if (depth === 0 && by.test(ch)) {
      parts.push(part);
      part = '';
    } else {
      part += ch;
    }
  }
  parts.push(part);
  return parts.map((p) => p.trim()).filter(Boolean);
}

const unquote = (identifier: string) =>
  identifier.startsWith('"') ? identifier.slice(1, -1) : identifier.toLowerCase();

// Type names of more than one word, by their first two: an argument starting so has no name.
const MULTI_WORD_TYPE =
  /^(double precision|character varying|char varying|bit varying|national char|timestamp with|timestamp without|time with|time without)/i;

/** An argument's mode and type, e.g. `variadic p_ids uuid[] default '{}'` -> in, `uuid[]`. */
export function parseArgument(argument: string): { mode: string; type: string } {
  const words = splitTop(argument.replace(/\s+default\s[\s\S]*$|\s*=[\s\S]*$/i, ''), /\s/);
  const mode = /^(in|out|inout|variadic)$/i.test(words[0] ?? '')
    ? words.shift()!.toLowerCase()
    : 'in';
  const named = words.length > 1 && !MULTI_WORD_TYPE.test(words.join(' '));
  return { mode, type: (named ? words.slice(1) : words).join(' ') };
}

/** Every function definition in one migration's text, in order. */
export function functionDefinitions(migration: string, sql: string): FunctionDefinition[] {
  const masked = maskSql(sql);
  const found: FunctionDefinition[] = [];
  const create =
    /\bcreate\s+(?:or\s+replace\s+)?function\s+((?:"[^"]+"|[\w$]+)(?:\s*\.\s*(?:"[^"]+"|[\w$]+))?)\s*\(/gi;
  for (const match of masked.matchAll(create)) {
    const open = match.index + match[0].length;
    let depth = 1;
    let close = open;
    while (close < masked.length && depth > 0) {
      if (masked[close] === '(') depth++;
      if (masked[close] === ')') depth--;
      close++;
    }
    const parts = match[1]!.split(/\s*\.\s*/).map(unquote);
    const args = splitTop(masked.slice(open, close - 1), /,/).map(parseArgument);
    found.push({
      migration,
      line: masked.slice(0, match.index).split('\n').length,
      schema: parts.length > 1 ? parts[0]! : 'public',
      name: parts.at(-1)!,
      argTypes: args.filter((a) => a.mode !== 'out').map((a) => a.type),
    });
  }
  return found;
}
