// The HTTP answer of a /rest/v1 request: its content type and the headers every answer
// carries, with the response.status / response.headers a function set winning, as PostgREST's.
import type { ApiResponse } from '../../http/types.ts';
import type { RestCall } from '../call.ts';
import { pgrstError } from '../errors.ts';
import { contentType, type Media } from '../request/preferences.ts';
import type { StatementResult } from './run-statement.ts';

export function jsonResponse(
  call: RestCall,
  status: number,
  headers: Record<string, string>,
  body: string | undefined,
  media: Media = call.media,
): ApiResponse {
  const withBody = body !== undefined && call.req.method !== 'HEAD';
  return {
    status,
    headers: {
      ...call.baseHeaders,
      ...(withBody || call.req.method === 'HEAD' ? { 'content-type': contentType(media) } : {}),
      ...headers,
    },
    body: withBody ? body : undefined,
  };
}

/** Applies `response.status` and `response.headers` set by the SQL; like PostgREST, they win. */
export function withResponseSettings(
  result: StatementResult,
  status: number,
  headers: Record<string, string>,
): { status: number; headers: Record<string, string> } {
  let finalStatus = status;
  if (result.responseStatus !== null) {
    const parsed = Number(result.responseStatus);
    if (!Number.isInteger(parsed) || parsed < 100 || parsed > 599) {
      throw pgrstError(500, 'PGRST112', 'response.status guc must be a valid status code');
    }
    finalStatus = parsed;
  }
  const merged = { ...headers };
  if (result.responseHeaders !== null) {
    let list: unknown;
    try {
      list = JSON.parse(result.responseHeaders);
    } catch {
      list = undefined;
    }
    const valid =
      Array.isArray(list) &&
      list.every(
        (h) =>
          h !== null &&
          typeof h === 'object' &&
          Object.keys(h).length === 1 &&
          typeof Object.values(h)[0] === 'string',
      );
    if (!valid) {
      throw pgrstError(
        500,
        'PGRST111',
        'response.headers guc must be a JSON array composed of objects with a single key and a string value',
      );
    }
    for (const h of list as Record<string, string>[]) {
      const [name, value] = Object.entries(h)[0]!;
      merged[name.toLowerCase()] = value;
    }
  }
  return { status: finalStatus, headers: merged };
}
