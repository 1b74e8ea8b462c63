// Parsers for a kind's data (./kind.ts): a record's `data` is JSON that RxDB does not check
// against any schema, so each kind parses what it reads and writes instead of trusting it.
// Small on purpose: the data layer's chunk stays without a validation library.

/** Reads an unknown value as T, or throws a ShapeError naming the path that is wrong. */
export type Parser<T> = (value: unknown, path?: string) => T;

export type Parsed<P> = P extends Parser<infer T> ? T : never;

export class ShapeError extends Error {
  constructor(path: string, expected: string) {
    super(`${path || 'value'}: expected ${expected}`);
    this.name = 'ShapeError';
  }
}

const is =
  <T>(expected: string, test: (value: unknown) => boolean): Parser<T> =>
  (value, path = '') => {
    if (!test(value)) throw new ShapeError(path, expected);
    return value as T;
  };

export const text = is<string>('text', (v) => typeof v === 'string');
export const number = is<number>('a number', (v) => typeof v === 'number' && Number.isFinite(v));
export const integer = is<number>('an integer', (v) => Number.isSafeInteger(v));
export const flag = is<boolean>('true or false', (v) => typeof v === 'boolean');

/** One of the given texts (a status, a type). */
export const oneOf = <const T extends string>(...values: T[]): Parser<T> =>
  is<T>(values.join(' or '), (v) => (values as unknown[]).includes(v));

/** The value, or null when it is null or absent (a field older records never had). */
export const optional =
  <T>(parser: Parser<T>): Parser<T | null> =>
  (value, path) =>
    value === null || value === undefined ? null : parser(value, path);

/** The value, or `fallback` when it is absent (a field added since). */
export const withDefault =
  <T>(parser: Parser<T>, fallback: T): Parser<T> =>
  (value, path) =>
    value === undefined ? fallback : parser(value, path);

export const list =
  <T>(item: Parser<T>): Parser<T[]> =>
  (value, path = '') => {
    if (!Array.isArray(value)) throw new ShapeError(path, 'a list');
    return value.map((entry, i) => item(entry, `${path}[${i}]`));
  };

export const textList = list(text);

/**
 * An object with these fields, each parsed; fields not named are dropped, so what is stored
 * is exactly what the kind's type says.
 */
export const shape =
  <F extends Record<string, Parser<unknown>>>(
    fields: F,
  ): Parser<{ [K in keyof F]: Parsed<F[K]> }> =>
  (value, path = '') => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new ShapeError(path, 'an object');
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, parse] of Object.entries(fields))
      out[key] = parse(source[key], path ? `${path}.${key}` : key);
    return out as { [K in keyof F]: Parsed<F[K]> };
  };
