// Who is calling: a signed-in user with a live session, or the service_role (admin API).
// As in GoTrue's requireAuthentication / requireAdminCredentials (internal/api/auth.go).
import { JwtError, type Claims } from '../jwt.ts';
import type { AuthEnv } from './env.ts';
import { badRequest, forbidden, unauthorized } from './errors.ts';
import { findSession, type SessionRow } from './sessions.ts';
import { assertMaySignIn, findUserById, type UserRow } from './users.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export interface Authenticated {
  claims: Claims;
  user: UserRow;
  /** Undefined for tokens without a session_id (e.g. ones signed by hand). */
  session: SessionRow | undefined;
}

function jwtProblem(error: unknown): string {
  if (error instanceof JwtError && error.expired)
    return 'token has invalid claims: token is expired';
  if (error instanceof JwtError && error.message === 'JWSInvalidSignature') {
    return 'token signature is invalid: signature is invalid';
  }
  return `token is unverifiable: ${error instanceof Error ? error.message : String(error)}`;
}

async function verifiedClaims(env: AuthEnv, token: string): Promise<Claims> {
  try {
    return await env.ctx.verify(token);
  } catch (error) {
    throw forbidden(
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${jwtProblem(error)}`,
    );
  }
}

/**
 * A valid access token whose user exists and whose session has not been signed out.
 * (The REST and realtime servers only check the signature and expiry, as hosted
 * PostgREST does; only /auth/v1 looks the session up.)
 */
export async function requireUser(env: AuthEnv): Promise<Authenticated> {
  const token = env.req.bearer();
  if (!token) {
    throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const claims = await verifiedClaims(env, token);
  const db = env.ctx.engine;

  const sub = claims.sub;
  if (typeof sub !== 'string' || sub === '') {
    throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  }
  if (!UUID.test(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(db, sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');

  let session: SessionRow | undefined;
  const sessionId = claims.session_id;
  if (typeof sessionId === 'string' && sessionId !== '' && sessionId !== NIL_UUID) {
    if (!UUID.test(sessionId)) {
      throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    }
    session = await findSession(db, sessionId);
    if (!session) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
  }
  await assertMaySignIn(db, user, 403);
  return { claims, user, session };
}

const ADMIN_ROLES = ['service_role', 'supabase_admin'];

/**
 * The service_role key (or another token with an admin role) as Bearer token; the apikey
 * header is accepted too, so `curl -H "apikey: $SERVICE_ROLE_KEY"` reads the outbox.
 */
export async function requireAdmin(env: AuthEnv): Promise<Claims> {
  const apikey = env.req.headers.apikey;
  const token = env.req.bearer() ?? (typeof apikey === 'string' ? apikey : undefined);
  if (!token) {
    throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const claims = await verifiedClaims(env, token);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.includes(claims.role)) {
    throw forbidden('not_admin', 'User not allowed');
  }
  return claims;
}
