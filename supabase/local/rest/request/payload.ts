// Request bodies for inserts, updates and RPC calls (ApiRequest.getPayload): the JSON as
// sent, and the keys (columns or arguments) it carries. plan/payload-columns.ts matches the
// keys to columns; query/payload-sql.ts turns the JSON into typed rows.
import type { ApiRequest } from '../../http/types.ts';
import { invalidBody } from '../errors.ts';

export interface Payload {
  /** The body exactly as sent (numbers keep their precision). */
  raw: string;
  /** Keys of the body, or the `columns=` parameter. */
  keys: string[];
  isObject: boolean;
  value: unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function sameKeys(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((k) => set.has(k));
}

export async function readPayload(
  req: ApiRequest,
  columnsParam?: string[],
  options: { emptyIsObject?: boolean } = {},
): Promise<Payload> {
  const value = await req.json();
  if (value === undefined) {
    // An RPC called without a body has no arguments.
    if (options.emptyIsObject) return { raw: '{}', keys: [], isObject: true, value: {} };
    throw invalidBody('Empty or invalid json');
  }
  const raw = (await req.body()).toString('utf8');
  const isObject = raw.trimStart().startsWith('{');
  if (columnsParam) return { raw, keys: columnsParam, isObject, value };
  if (isPlainObject(value)) return { raw, keys: Object.keys(value), isObject, value };
  if (Array.isArray(value)) {
    if (value.length === 0) return { raw, keys: [], isObject, value };
    const first = value[0];
    if (!isPlainObject(first)) throw invalidBody('All object keys must match');
    const keys = Object.keys(first);
    if (!value.every((row) => isPlainObject(row) && sameKeys(Object.keys(row), keys))) {
      throw invalidBody('All object keys must match');
    }
    return { raw, keys, isObject, value };
  }
  // PostgREST reads any other JSON value as an empty array.
  return { raw: '[]', keys: [], isObject: false, value: [] };
}
