// The transaction one /rest/v1 request runs in: the role and claims set exactly as PostgREST
// sets them, so row-level security decides what the request may do.
import { asRequest } from '../../db/request.ts';
import type { Queryable } from '../../db/engine.ts';
import { clientAddress, CLIENT_ADDRESS_HEADERS } from '../../http/client-address.ts';
import type { ApiRequest } from '../../http/types.ts';
import type { RestCall } from '../call.ts';

function flatHeaders(req: ApiRequest, trustedProxies?: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'cookie' || value === undefined || CLIENT_ADDRESS_HEADERS.has(name)) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  // Security: the database takes the caller's IP from here (lead limits), as from hosted
  // Supabase's gateway, so it is the connection's address, never what the caller sent.
  const address = clientAddress(req, trustedProxies);
  if (address) out['x-forwarded-for'] = address;
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
        headers: flatHeaders(call.req, call.ctx.config.trustedProxies),
        searchPath: searchPathOf(call),
      },
    );
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T;
    throw error;
  }
}
