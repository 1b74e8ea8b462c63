// One parsed /rest/v1 request and the transaction it runs in: the role and claims set
// exactly as PostgREST sets them, so row-level security decides what the request may do.
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/engine.ts';
import { asRequest, type JwtClaims } from '../db/request.ts';
import type { ApiRequest, ApiResponse } from '../http/types.ts';
import { aggregatesNotAllowed } from './errors.ts';
import { contentType, type Media, type Preferences } from './preferences.ts';
import type { ApiQuery } from './query-params.ts';
import type { SchemaCache } from './schema-cache.ts';
import type { RestSettings } from './settings.ts';
import type { SelectItem } from './select-parser.ts';

export interface RestCall {
  ctx: ServerContext;
  settings: RestSettings;
  cache: SchemaCache;
  req: ApiRequest;
  claims: JwtClaims;
  query: ApiQuery;
  prefs: Preferences;
  media: Media;
  /** Response headers every answer carries (Content-Profile when negotiated). */
  baseHeaders: Record<string, string>;
}

/** Headers a caller could forge to pose as another client; the gateway sets the real one. */
const CLIENT_ADDRESS_HEADERS = new Set([
  'x-forwarded-for',
  'x-real-ip',
  'cf-connecting-ip',
  'cf-ipcountry',
]);

function flatHeaders(req: ApiRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'cookie' || value === undefined || CLIENT_ADDRESS_HEADERS.has(name)) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  // Security: the database takes the caller's IP from here (lead limits), as from hosted
  // Supabase's gateway, so it is the connection's address, never what the caller sent.
  const address = req.raw.socket.remoteAddress;
  if (address) out['x-forwarded-for'] = address.replace(/^::ffff:/, '');
  return out;
}

/** As PostgREST: the request's schema, then db-extra-search-path, each quoted. */
function searchPathOf(call: RestCall): string {
  return [call.cache.schema, ...call.settings.extraSearchPath]
    .filter((s, i, all) => all.indexOf(s) === i)
    .map((s) => `"${s.replaceAll('"', '""')}"`)
    .join(', ');
}

/** Carries a finished request's result out of a transaction that Prefer: tx=rollback undoes. */
class RolledBack<T> {
  constructor(readonly value: T) {}
}

export async function inTransaction<T>(
  call: RestCall,
  fn: (tx: Queryable) => Promise<T>,
  options: { readOnly?: boolean } = {},
): Promise<T> {
  try {
    return await asRequest(
      call.ctx.engine,
      call.claims,
      async (tx) => {
        if (options.readOnly) await tx.query('set transaction read only');
        const value = await fn(tx);
        if (call.prefs.tx === 'rollback') {
          // Deferred constraints are checked before the rollback, as PostgREST does.
          await tx.query('SET CONSTRAINTS ALL IMMEDIATE');
          throw new RolledBack(value);
        }
        return value;
      },
      {
        method: call.req.method,
        path: call.req.path,
        headers: flatHeaders(call.req),
        searchPath: searchPathOf(call),
      },
    );
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T;
    throw error;
  }
}

function hasAggregate(items: SelectItem[]): boolean {
  return items.some((item) =>
    item.type === 'embed' ? hasAggregate(item.items) : item.type === 'field' && !!item.aggregate,
  );
}

/** Refuses aggregates unless enabled, off as on hosted Supabase (db-aggregates-enabled). */
export function checkSupported(query: ApiQuery, settings: RestSettings): void {
  if (!settings.aggregatesEnabled && hasAggregate(query.select)) throw aggregatesNotAllowed();
}

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
