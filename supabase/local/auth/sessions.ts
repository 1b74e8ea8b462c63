// Sessions, their rotating refresh tokens, and the token responses GoTrue returns
// (internal/tokens/service.go, internal/models/sessions.go and refresh_token.go).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/engine.ts';
import { signJwt } from '../jwt.ts';
import { accessTokenClaims, type AmrEntry } from './claims.ts';
import { randomToken } from './crypto.ts';
import { clientInfo, issuerOf, type AuthEnv } from './env.ts';
import { badRequest } from './errors.ts';
import { millis, type Timestamp } from './timestamps.ts';
import { assertMaySignIn, findUserById, markSignedIn, type UserRow } from './users.ts';
import { userJson } from './user-json.ts';

/**
 * GoTrue's default refresh-token reuse interval: within it, a rotated token may be used
 * again (a client that lost the response, or two tabs refreshing at once).
 */
export const REFRESH_TOKEN_REUSE_INTERVAL_MS = 10_000;

export interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  factor_id: string | null;
  created_at: Timestamp;
  not_after: Timestamp;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: { message: string; reasons: string[] };
}

export async function findSession(q: Queryable, id: string): Promise<SessionRow | undefined> {
  const { rows } = await q.query<SessionRow>('select * from auth.sessions where id = $1', [id]);
  return rows[0];
}

/** Records that the session was authenticated by `method` (password, otp, totp, ...). */
export async function addAmrClaim(q: Queryable, sessionId: string, method: string): Promise<void> {
  await q.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [randomUUID(), sessionId, method],
  );
}

async function sessionMethods(q: Queryable, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await q.query<AmrEntry>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::integer as timestamp
     from auth.mfa_amr_claims where session_id = $1`,
    [sessionId],
  );
  return rows;
}

async function insertRefreshToken(
  q: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = randomToken();
  await q.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, parent, session_id, revoked,
       created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, $4, false, now(), now())`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/** An access token for the session, with its level and methods read from the database. */
export async function accessToken(
  q: Queryable,
  env: AuthEnv,
  user: UserRow,
  sessionId: string,
): Promise<{ token: string; expiresAt: number; expiresIn: number }> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresIn = env.ctx.config.jwtExpiry;
  const claims = accessTokenClaims({
    issuer: issuerOf(env),
    user,
    sessionId,
    methods: await sessionMethods(q, sessionId),
    issuedAt,
    expiresIn,
  });
  const token = await signJwt(claims, env.ctx.config.jwtSecret);
  return { token, expiresAt: issuedAt + expiresIn, expiresIn };
}

async function tokenResponse(
  q: Queryable,
  env: AuthEnv,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const user = (await findUserById(q, userId))!;
  const { token, expiresAt, expiresIn } = await accessToken(q, env, user, sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(q, user),
  };
}

/** Signs the user in: a new session authenticated by `method`, and its first tokens. */
export async function startSession(
  q: Queryable,
  env: AuthEnv,
  user: UserRow,
  method: string,
): Promise<TokenResponse> {
  const sessionId = randomUUID();
  const { userAgent, ip } = clientInfo(env);
  await q.query(
    `insert into auth.sessions (id, user_id, aal, user_agent, ip, created_at, updated_at)
     values ($1, $2, 'aal1', $3, $4, now(), now())`,
    [sessionId, user.id, userAgent, ip],
  );
  const refreshToken = await insertRefreshToken(q, user.id, sessionId, null);
  await addAmrClaim(q, sessionId, method);
  await markSignedIn(q, user.id);
  return tokenResponse(q, env, user.id, sessionId, refreshToken);
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string;
  updated_at: Timestamp;
}

const notFoundToken = () =>
  badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/** The refresh_token grant: rotates the token and issues a new access token. */
export async function refreshSession(env: AuthEnv, token: string): Promise<TokenResponse> {
  if (token === '') throw badRequest('validation_failed', 'refresh_token required');
  const outcome = await env.ctx.engine.transaction(async (tx) => {
    const row = (
      await tx.query<RefreshTokenRow>(
        `select id::text as id, token, user_id, revoked, parent, session_id, updated_at
         from auth.refresh_tokens where token = $1 for update`,
        [token],
      )
    ).rows[0];
    if (!row) throw notFoundToken();
    const user = await findUserById(tx, row.user_id);
    if (!user) throw notFoundToken();
    await assertMaySignIn(tx, user, 400, 'Invalid Refresh Token: User Banned');
    const session = await findSession(tx, row.session_id);
    if (!session) {
      throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    }
    const notAfter = millis(session.not_after);
    if (notAfter !== null && Date.now() > notAfter) {
      throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
    }

    let issued: string | undefined;
    if (row.revoked) {
      // The token this one was rotated into: the first with it as parent.
      const child = (
        await tx.query<{ token: string; revoked: boolean }>(
          `select token, revoked from auth.refresh_tokens
           where session_id = $1 and parent = $2 order by id limit 1`,
          [session.id, row.token],
        )
      ).rows[0];
      if (child && !child.revoked) {
        // The client lost the response of its last refresh: hand back the same child.
        issued = child.token;
      } else if (Date.now() > (millis(row.updated_at) ?? 0) + REFRESH_TOKEN_REUSE_INTERVAL_MS) {
        // Security: a rotated token used again long after rotation was probably copied.
        // End the whole session (GoTrue's v2 refresh tokens do the same): every refresh
        // token of the family stops working, and so do its access tokens at /auth/v1.
        await tx.query('delete from auth.sessions where id = $1', [session.id]);
        return { reused: true as const };
      } else if (child) {
        // Within the reuse interval (two tabs at once) the same child comes back even
        // though it was rotated on since: never a second branch of the session.
        issued = child.token;
      }
    }
    if (issued === undefined) {
      await tx.query(
        `update auth.refresh_tokens
         set revoked = true, updated_at = case when revoked then updated_at else now() end
         where id = $1::bigint`,
        [row.id],
      );
      issued = await insertRefreshToken(tx, user.id, session.id, row.token);
    }
    const { userAgent, ip } = clientInfo(env);
    await tx.query(
      `update auth.sessions set refreshed_at = now(), updated_at = now(), user_agent = $2, ip = $3
       where id = $1`,
      [session.id, userAgent, ip],
    );
    return { response: await tokenResponse(tx, env, user.id, session.id, issued) };
  });
  if ('reused' in outcome) {
    throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  return outcome.response;
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function endSessions(
  q: Queryable,
  scope: LogoutScope,
  userId: string,
  sessionId: string | null,
): Promise<void> {
  if (scope === 'local' && sessionId) {
    await q.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (scope === 'others' && sessionId) {
    await q.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  } else {
    await q.query('delete from auth.sessions where user_id = $1', [userId]);
  }
}

/**
 * Raises the session to aal2 after a second factor (GoTrue's updateMFASessionAndClaims),
 * and ends the user's other sessions that are still aal1.
 */
export async function upgradeSession(
  q: Queryable,
  env: AuthEnv,
  userId: string,
  sessionId: string,
  factorId: string,
  method: string,
): Promise<TokenResponse> {
  await addAmrClaim(q, sessionId, method);
  await q.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
    [sessionId, factorId],
  );
  // Security: the aal1 refresh tokens must not mint aal2 sessions, not even within the
  // reuse interval: they are removed and the client continues with the new one.
  await q.query('delete from auth.refresh_tokens where session_id = $1', [sessionId]);
  const refreshToken = await insertRefreshToken(q, userId, sessionId, null);
  await q.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [userId]);
  return tokenResponse(q, env, userId, sessionId, refreshToken);
}

/** After a factor is removed, the sessions it raised fall back to aal1. */
export async function downgradeSessions(q: Queryable, factorId: string, userId: string) {
  await q.query(
    `delete from auth.mfa_amr_claims
     where authentication_method in ('totp', 'mfa/phone', 'mfa/webauthn')
       and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId],
  );
  await q.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now()
     where user_id = $2 and factor_id = $1`,
    [factorId, userId],
  );
}
