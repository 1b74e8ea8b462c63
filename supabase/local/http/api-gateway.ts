// The API gateway, the API's front door (what Kong is in a `supabase start` stack): CORS, the
// apikey check, body limits, routing by prefix to auth / rest / storage / functions, and
// errors that are always a clear JSON 4xx/5xx without a stack trace.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable, pipeline } from 'node:stream';
import { jsonDepth, MAX_JSON_DEPTH } from './nesting.ts';
import { HttpError, type ApiHandler, type ApiRequest, type ApiResponse } from './types.ts';

export interface Mount {
  prefix: string;
  handler: ApiHandler;
  /** Paths below the prefix reachable without an apikey (links opened from mail, public files). */
  open?: (path: string, method: string) => boolean;
  /**
   * The mount's handlers answer CORS themselves (Edge Functions, as hosted): the gateway adds
   * no CORS headers to its answers and hands it the preflight, which needs no apikey.
   */
  ownCors?: boolean;
}

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
  'access-control-allow-headers':
    'authorization, x-client-info, apikey, content-type, prefer, accept, accept-profile, content-profile, range, range-unit, x-upsert, cache-control, x-supabase-api-version, x-region, x-retry-count',
  'access-control-expose-headers':
    'content-range, content-location, location, preference-applied, range-unit, x-total-count, content-type, etag, x-supabase-api-version, x-sb-error-code',
  'access-control-max-age': '86400',
};

/**
 * Security: an Origin is reflected (with credentials) only when allowed; a request without
 * one (server-side clients) gets `*`; any other origin gets no CORS headers at all.
 */
function corsHeaders(
  req: IncomingMessage,
  allowOrigin: (origin: string) => boolean,
): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return { ...CORS_HEADERS, 'access-control-allow-origin': '*' };
  if (!allowOrigin(origin)) return { vary: 'Origin' };
  return {
    ...CORS_HEADERS,
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    vary: 'Origin',
  };
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      req.resume();
      reject(tooLarge(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function tooLarge(limit: number): HttpError {
  return new HttpError(413, {
    code: 'PGRST413',
    message: `Request body is larger than the limit of ${limit} bytes`,
    details: null,
    hint: null,
  });
}

export function makeRequest(
  raw: IncomingMessage,
  url: URL,
  path: string,
  maxBodyBytes: number,
): ApiRequest {
  let cached: Promise<Buffer> | undefined;
  const request: ApiRequest = {
    method: (raw.method ?? 'GET').toUpperCase(),
    url,
    path,
    headers: raw.headers,
    raw,
    body(limit = maxBodyBytes) {
      cached ??= readBody(raw, limit);
      return cached;
    },
    async json<T>() {
      const text = (await request.body()).toString('utf8');
      if (text.trim() === '') return undefined as T;
      if (jsonDepth(text) > MAX_JSON_DEPTH) {
        throw new HttpError(400, {
          code: 'PGRST102',
          message: `Empty or invalid json: nested deeper than ${MAX_JSON_DEPTH} levels`,
          details: null,
          hint: null,
        });
      }
      try {
        return JSON.parse(text) as T;
      } catch (error) {
        throw new HttpError(400, {
          code: 'PGRST102',
          message: `Empty or invalid json: ${error instanceof Error ? error.message : ''}`.trim(),
          details: null,
          hint: null,
        });
      }
    },
    bearer() {
      const header = raw.headers.authorization;
      const match = header ? /^bearer\s+(.+)$/i.exec(header) : null;
      return match?.[1]?.trim();
    },
  };
  return request;
}

/**
 * Security: on every API answer, so a JSON or uploaded body is never sniffed into HTML and no
 * API page can be framed (clickjacking). A function may send its own.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};

export function send(
  res: ServerResponse,
  response: ApiResponse,
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string> = {
    ...API_SECURITY_HEADERS,
    ...extra,
    ...response.headers,
  };
  let payload: string | Buffer | Uint8Array | undefined;
  const body = response.body;
  if (body instanceof Readable) {
    // Streamed (function responses, e.g. text/event-stream). pipeline ends the body stream
    // when the client goes away and ends the response if the body fails mid-way.
    res.writeHead(response.status, headers);
    pipeline(body, res, () => undefined);
    return;
  }
  if (body === undefined || body === null) payload = undefined;
  else if (typeof body === 'string' || Buffer.isBuffer(body) || body instanceof Uint8Array)
    payload = body;
  else {
    payload = JSON.stringify(body);
    headers['content-type'] ??= 'application/json; charset=utf-8';
  }
  if (!res.headersSent) res.writeHead(response.status, headers);
  res.end(payload);
}

export function createApiGateway(
  mounts: Mount[],
  options: {
    apiKeys: string[];
    maxBodyBytes: number;
    /** Browser origins allowed to call the API (default: every origin). */
    allowOrigin?: (origin: string) => boolean;
    onError?: (error: unknown) => void;
  },
) {
  const allowOrigin = options.allowOrigin ?? (() => true);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let cors = corsHeaders(req, allowOrigin);
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const mount = mounts.find(
        (m) => url.pathname === m.prefix || url.pathname.startsWith(`${m.prefix}/`),
      );
      if (mount?.ownCors) cors = {};
      if (req.method === 'OPTIONS' && !mount?.ownCors) {
        send(res, { status: 204 }, cors);
        return;
      }
      if (!mount) {
        send(res, { status: 404, body: { message: 'no Route matched with those values' } }, cors);
        return;
      }
      const path = url.pathname.slice(mount.prefix.length) || '/';
      const method = (req.method ?? 'GET').toUpperCase();
      const apikey = (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey');
      const preflight = method === 'OPTIONS' && mount.ownCors;
      if (!preflight && !mount.open?.(path, method)) {
        if (!apikey) {
          send(res, { status: 401, body: { message: 'No API key found in request' } }, cors);
          return;
        }
        if (!options.apiKeys.includes(apikey)) {
          send(res, { status: 401, body: { message: 'Invalid API key' } }, cors);
          return;
        }
      }
      const response = await mount.handler(makeRequest(req, url, path, options.maxBodyBytes));
      send(res, response, cors);
    } catch (error) {
      if (error instanceof HttpError) {
        send(res, { status: error.status, headers: error.headers, body: error.body }, cors);
        return;
      }
      options.onError?.(error);
      send(
        res,
        {
          status: 500,
          body: { code: 'XX000', message: 'Internal server error', details: null, hint: null },
        },
        cors,
      );
    }
  };
}
