// Who is calling storage: the verified JWT's claims, as hosted Storage's jwt plugin
// (supabase/storage src/http/plugins/jwt.ts) decides them.
import type { ServerContext } from '../context.ts';
import { API_ROLES, type JwtClaims } from '../db/request.ts';
import { sessionEnded } from '../db/session-alive.ts';
import type { ApiRequest } from '../http/types.ts';
import { accessDenied } from './errors.ts';

export interface Caller {
  claims: JwtClaims;
  /** False when the route allowed a missing or invalid token and the caller became anon. */
  authenticated: boolean;
}

/**
 * A bad, expired or missing token is refused (403 AccessDenied), and so is the token of a
 * session that has been signed out (as REST and realtime refuse it), except on routes that
 * serve public files to anyone (`optional`), where the caller is anon instead.
 */
export async function callerOf(
  ctx: ServerContext,
  req: ApiRequest,
  { optional = false } = {},
): Promise<Caller> {
  const token = req.bearer();
  try {
    if (!token) throw new Error('Missing authorization header');
    const claims = (await ctx.verify(token)) as JwtClaims;
    if (!(API_ROLES as readonly string[]).includes(claims.role ?? 'anon')) {
      throw new Error('Access denied: Invalid role');
    }
    if (await sessionEnded(ctx.engine, claims)) throw new Error('JWT session has ended');
    return { claims, authenticated: true };
  } catch (error) {
    if (optional) return { claims: { role: 'anon' }, authenticated: false };
    throw accessDenied(error instanceof Error ? error.message : 'Invalid JWT');
  }
}

/** storage.objects.owner is a uuid; hosted Storage stores a non-uuid `sub` in owner_id only. */
export function ownerOf(claims: JwtClaims): { owner: string | null; ownerId: string | null } {
  const sub = typeof claims.sub === 'string' ? claims.sub : null;
  const isUuid = sub !== null && /^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(sub);
  return { owner: isUuid ? sub : null, ownerId: sub };
}
