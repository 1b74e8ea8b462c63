// Who is asking: the JWT from `Authorization: Bearer` (else the apikey, itself a JWT),
// verified with the project secret, refused with PostgREST's 401 bodies (Auth.hs, Error.hs).
import type { ServerContext } from '../context.ts';
import { API_ROLES, type JwtClaims } from '../db/request.ts';
import { sessionEnded } from '../db/session-alive.ts';
import type { ApiRequest } from '../http/types.ts';
import { JwtError } from '../jwt.ts';
import { pgrstError } from './errors.ts';

function jwtError(code: string, message: string, details: string | null = null) {
  return pgrstError(401, code, message, details, null, {
    'www-authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
  });
}

function tokenOf(req: ApiRequest): string | undefined {
  const header = req.headers.authorization;
  if (header !== undefined) {
    const match = /^bearer(?:\s+(.*))?$/i.exec(header.trim());
    if (match) return (match[1] ?? '').trim();
  }
  const apikey = req.headers.apikey;
  if (typeof apikey === 'string') return apikey;
  return req.url.searchParams.get('apikey') ?? undefined;
}

function headerAlg(segment: string): unknown {
  try {
    return (JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as { alg?: unknown })
      .alg;
  } catch {
    return undefined;
  }
}

/** The verified claims; anon when no token at all. */
export async function authenticate(ctx: ServerContext, req: ApiRequest): Promise<JwtClaims> {
  const token = tokenOf(req);
  if (token === undefined) return { role: 'anon' };
  if (token === '') throw jwtError('PGRST301', 'Empty JWT is sent in Authorization header');
  const parts = token.split('.');
  if (parts.length !== 3) {
    throw jwtError('PGRST301', `Expected 3 parts in JWT; got ${parts.length}`);
  }
  const alg = headerAlg(parts[0]!);
  // Security: only HS256 with the project secret is accepted; `alg: none` never is.
  if (alg !== 'HS256') {
    throw jwtError(
      'PGRST301',
      'Wrong or unsupported encoding algorithm',
      `JWT algorithm ${JSON.stringify(alg ?? null)} is not supported`,
    );
  }
  let claims: JwtClaims;
  try {
    claims = (await ctx.verify(token)) as JwtClaims;
  } catch (error) {
    if (error instanceof JwtError && error.expired) throw jwtError('PGRST303', 'JWT expired');
    const message = error instanceof Error ? error.message : '';
    if (message.includes('"nbf"')) throw jwtError('PGRST303', 'JWT not yet valid');
    if (message.includes('"iat"')) throw jwtError('PGRST303', 'JWT issued at future');
    if (message.includes('Claims Set')) throw jwtError('PGRST303', 'Parsing claims failed');
    throw jwtError('PGRST301', 'JWT cryptographic operation failed');
  }
  const role = claims.role ?? 'anon';
  if (typeof role !== 'string' || !(API_ROLES as readonly string[]).includes(role)) {
    throw pgrstError(403, '42501', `permission denied to set role "${String(role)}"`);
  }
  // Security: a token from a session that has ended (logout) no longer works here.
  if (await sessionEnded(ctx.engine, claims)) {
    throw jwtError('PGRST303', 'JWT session has ended: sign in again');
  }
  return { ...claims, role };
}
