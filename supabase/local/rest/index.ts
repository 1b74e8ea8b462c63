// /rest/v1: PostgREST's API over the schemas supabase/config.toml exposes, in PostgREST's
// stages: request/ parses, plan/ decides what to read or write, query/ writes the SQL,
// handlers/ run it and shape the answer. This routes a request to its handler and turns every
// failure into PostgREST's `{code, message, details, hint}` answer.
import type { ServerContext } from '../context.ts';
import { isPgError } from '../db/engine.ts';
import type { Mount } from '../http/api-gateway.ts';
import type { ApiResponse } from '../http/types.ts';
import { authenticate } from './auth.ts';
import type { RestCall } from './call.ts';
import {
  invalidRpcMethod,
  mediaTypeError,
  tableNotFound,
  toHttpError,
  unsupportedMethod,
} from './errors.ts';
import { deleteRows, insertRows, putRow, updateRows } from './handlers/mutate.ts';
import { readTable } from './handlers/read.ts';
import { rootDocument } from './handlers/root.ts';
import { callRoutine } from './handlers/rpc.ts';
import { checkQueryDepth } from './plan/limits.ts';
import { checkSupported } from './plan/supported.ts';
import { negotiate, parsePreferences } from './request/preferences.ts';
import { parseQuery } from './request/query-params.ts';
import { profile, targetOf, type Target } from './request/target.ts';
import { closestMatch } from './schema-cache/fuzzy.ts';
import { SchemaCache, type Table } from './schema-cache/schema-cache.ts';
import { restSettings } from './settings.ts';

/** Errors after which the catalog may have changed under us (a migration ran). */
const STALE_CATALOG = new Set(['42P01', '42703', '42883', '42P10']);

async function findTable(cache: SchemaCache, name: string): Promise<Table> {
  const { table, names } = await cache.table(name);
  if (!table) throw tableNotFound(cache.schema, name, closestMatch(name, names, 0.75));
  return table;
}

async function serve(call: RestCall, target: Target): Promise<ApiResponse> {
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
        const target = targetOf(req.path);
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
