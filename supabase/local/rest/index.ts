// /rest/v1: PostgREST's API over the schemas supabase/config.toml exposes.
// Routes a request to read / mutate / rpc, and turns every failure into PostgREST's
// `{code, message, details, hint}` answer.
import type { ServerContext } from '../context.ts';
import { isPgError } from '../db/engine.ts';
import type { Mount } from '../http/app.ts';
import type { ApiRequest, ApiResponse } from '../http/types.ts';
import { authenticate } from './auth.ts';
import { checkSupported, type RestCall } from './call.ts';
import {
  invalidPath,
  invalidRpcMethod,
  mediaTypeError,
  tableNotFound,
  toHttpError,
  unacceptableSchema,
  unsupportedMethod,
} from './errors.ts';
import { closestMatch } from './fuzzy.ts';
import { checkQueryDepth } from './limits.ts';
import { deleteRows, insertRows, putRow, updateRows } from './mutate.ts';
import { negotiate, parsePreferences } from './preferences.ts';
import { parseQuery } from './query-params.ts';
import { readTable } from './read.ts';
import { callRoutine } from './rpc.ts';
import { SchemaCache, type Table } from './schema-cache.ts';
import { restSettings } from './settings.ts';

/** Errors after which the catalog may have changed under us (a migration ran). */
const STALE_CATALOG = new Set(['42P01', '42703', '42883', '42P10']);

type Route = { kind: 'table'; name: string } | { kind: 'rpc'; name: string } | { kind: 'root' };

function route(path: string): Route {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  if (segments.length === 0) return { kind: 'root' };
  if (segments.length === 1) return { kind: 'table', name: segments[0]! };
  if (segments.length === 2 && segments[0] === 'rpc') return { kind: 'rpc', name: segments[1]! };
  throw invalidPath();
}

/**
 * The schema a request works in: Accept-Profile (reads) or Content-Profile (writes), which may
 * only name an exposed schema, else the first exposed one. Answers carry Content-Profile when
 * more than one schema is exposed, as PostgREST's do.
 */
function profile(
  req: ApiRequest,
  exposed: string[],
): { schema: string; headers: Record<string, string> } {
  const header = ['GET', 'HEAD'].includes(req.method) ? 'accept-profile' : 'content-profile';
  const asked = req.headers[header];
  if (typeof asked === 'string' && !exposed.includes(asked))
    throw unacceptableSchema(asked, exposed);
  const schema = typeof asked === 'string' ? asked : exposed[0]!;
  return { schema, headers: exposed.length > 1 ? { 'content-profile': schema } : {} };
}

async function findTable(cache: SchemaCache, name: string): Promise<Table> {
  const { table, names } = await cache.table(name);
  if (!table) throw tableNotFound(cache.schema, name, closestMatch(name, names, 0.75));
  return table;
}

/** GET /rest/v1/: an OpenAPI outline naming the tables and functions (no schemas). */
async function rootDocument(cache: SchemaCache): Promise<ApiResponse> {
  const { tables, routines } = await cache.names();
  const paths = Object.fromEntries([
    ['/', {}],
    ...tables.map((t) => [`/${t}`, {}]),
    ...routines.map((r) => [`/rpc/${r}`, {}]),
  ]);
  return {
    status: 200,
    headers: { 'content-type': 'application/openapi+json; charset=utf-8' },
    body: { swagger: '2.0', info: { title: 'MGRID local PostgREST subset', version: '13' }, paths },
  };
}

async function serve(call: RestCall, target: Route): Promise<ApiResponse> {
  const method = call.req.method;
  if (target.kind === 'rpc') {
    if (!['GET', 'HEAD', 'POST'].includes(method)) throw invalidRpcMethod(method);
    if (call.media.kind === 'plan') throw mediaTypeError([call.req.headers.accept ?? '']);
    return callRoutine(call, target.name);
  }
  if (target.kind === 'root') {
    if (method !== 'GET' && method !== 'HEAD') throw unsupportedMethod(method);
    return rootDocument(call.cache);
  }
  const table = await findTable(call.cache, target.name);
  // The plan media type is answered for reads only.
  if (call.media.kind === 'plan' && method !== 'GET')
    throw mediaTypeError([call.req.headers.accept ?? '']);
  switch (method) {
    case 'GET':
    case 'HEAD':
      return readTable(call, table);
    case 'POST':
      return insertRows(call, table);
    case 'PUT':
      return putRow(call, table);
    case 'PATCH':
      return updateRows(call, table);
    case 'DELETE':
      return deleteRows(call, table);
    default:
      throw unsupportedMethod(method);
  }
}

export function createRest(ctx: ServerContext): Mount {
  const settings = restSettings(ctx.config.rest);
  const caches = new Map(settings.schemas.map((s) => [s, new SchemaCache(ctx.engine, s)]));
  return {
    prefix: '/rest/v1',
    async handler(req) {
      let authenticated = false;
      let cache: SchemaCache | undefined;
      try {
        const claims = await authenticate(ctx, req);
        authenticated = claims.role !== 'anon';
        const target = route(req.path);
        const { schema, headers: baseHeaders } = profile(req, settings.schemas);
        cache = caches.get(schema)!;
        checkQueryDepth(req.url.search);
        const query = parseQuery(req.url.search, target.kind === 'rpc' && req.method !== 'POST');
        checkSupported(query, settings);
        const call: RestCall = {
          ctx,
          settings,
          cache,
          req,
          claims,
          query,
          prefs: parsePreferences(req.headers),
          media: negotiate(req.headers.accept, settings.planEnabled),
          baseHeaders,
        };
        return await serve(call, target);
      } catch (error) {
        if (isPgError(error) && STALE_CATALOG.has(error.code!)) cache?.invalidate();
        throw toHttpError(error, authenticated);
      }
    },
  };
}
