// The arguments of an /rpc/<fn> call as PostgREST reads them: from the query string (GET,
// HEAD), a form body, a raw body passed whole (text, xml, bytes), or a JSON object of named
// arguments.
import type { ApiRequest } from '../../http/types.ts';
import { pgrstError } from '../errors.ts';
import { readPayload, type Payload } from './payload.ts';
import type { ApiQuery } from './query-params.ts';

/** How a POST body reaches the function: named arguments, or whole as one raw value. */
export type BodyKind = 'json' | 'form' | 'text' | 'xml' | 'bytea';

export function bodyKind(req: ApiRequest): BodyKind {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/plain') return 'text';
  if (type === 'text/xml') return 'xml';
  if (type === 'application/octet-stream') return 'bytea';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return 'json';
}

/** A body that is passed whole, never split into named arguments. */
export function isRawKind(kind: BodyKind | undefined): kind is 'text' | 'xml' | 'bytea' {
  return kind === 'text' || kind === 'xml' || kind === 'bytea';
}

export type CallArgs =
  | { kind: 'json'; payload: Payload }
  | { kind: 'raw'; value: string }
  | { kind: 'direct'; pairs: [string, string][] };

/** The arguments of a call and their names, from the query string or the body. */
export async function callArgs(
  req: ApiRequest,
  query: ApiQuery,
): Promise<{ args: CallArgs; keys: string[]; kind?: BodyKind }> {
  if (req.method !== 'POST') {
    return { args: { kind: 'direct', pairs: query.rpcArgs }, keys: query.rpcArgs.map(([k]) => k) };
  }
  const kind = bodyKind(req);
  if (isRawKind(kind)) {
    const body = await req.body();
    const value = kind === 'bytea' ? body.toString('hex') : body.toString('utf8');
    return { args: { kind: 'raw', value }, keys: [], kind };
  }
  if (kind === 'form') {
    const pairs = [...new URLSearchParams((await req.body()).toString('utf8'))];
    return { args: { kind: 'direct', pairs }, keys: [...new Set(pairs.map(([k]) => k))], kind };
  }
  const payload = await readPayload(req, query.columns, { emptyIsObject: true });
  if (!payload.isObject && !query.columns && payload.keys.length) {
    throw pgrstError(400, 'PGRST102', 'A function call body must be one JSON object');
  }
  return { args: { kind: 'json', payload }, keys: payload.keys, kind };
}
