// Checks the JWT a channel joins with (or refreshes through `access_token`) and words the
// failures as supabase/realtime's ChannelsAuthorization and RealtimeChannel do.
import { decodeJwt } from 'jose';
import type { ServerContext } from '../context.ts';
import { API_ROLES, type ApiRole, type JwtClaims } from '../db/request.ts';
import { sessionEnded } from '../db/session-alive.ts';
import { JwtError } from '../jwt.ts';

export type TokenCheck =
  | { ok: true; claims: JwtClaims; role: ApiRole; exp: number }
  | { ok: false; code: string; message: string };

function expiredSecondsAgo(token: string): number {
  try {
    const exp = decodeJwt(token).exp;
    return typeof exp === 'number' ? Math.max(0, Math.floor(Date.now() / 1000 - exp)) : 0;
  } catch {
    return 0;
  }
}

export async function checkToken(ctx: ServerContext, token: string): Promise<TokenCheck> {
  let claims: JwtClaims;
  try {
    claims = (await ctx.verify(token.replace(/\s/g, ''))) as JwtClaims;
  } catch (error) {
    if (error instanceof JwtError && error.expired) {
      return {
        ok: false,
        code: 'InvalidJWTToken',
        message: `Token has expired ${expiredSecondsAgo(token)} seconds ago`,
      };
    }
    if (error instanceof JwtError && error.message === 'JWSInvalidSignature') {
      return { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' };
    }
    return { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
  }
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number') {
    return {
      ok: false,
      code: 'InvalidJWTToken',
      message: 'Fields `role` and `exp` are required in JWT',
    };
  }
  // Security: subscribers read rows as the token's role, so only the API roles qualify.
  if (!(API_ROLES as readonly string[]).includes(claims.role)) {
    return {
      ok: false,
      code: 'Unauthorized',
      message: `Role "${claims.role}" is not allowed to subscribe`,
    };
  }
  if (await sessionEnded(ctx.engine, claims)) {
    return {
      ok: false,
      code: 'InvalidJWTToken',
      message: 'Session from session_id claim in JWT does not exist',
    };
  }
  return { ok: true, claims, role: claims.role as ApiRole, exp: claims.exp };
}
