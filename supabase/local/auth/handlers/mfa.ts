// Multi-factor authentication with TOTP: POST /factors, POST /factors/{id}/challenge,
// POST /factors/{id}/verify, DELETE /factors/{id} (GoTrue's mfa.go).
import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { z } from 'zod';
import { clientAddress } from '../../http/client-address.ts';
import { json, type ApiResponse } from '../../http/types.ts';
import { readParams, text, type AuthEnv } from '../env.ts';
import { AuthError, badRequest, forbidden, notFound, unprocessable } from '../errors.ts';
import { requireUser, UUID, type Authenticated } from '../guard.ts';
import { downgradeSessions, upgradeSession } from '../sessions.ts';
import { millis, type Timestamp } from '../timestamps.ts';
import { generateTotpSecret, matchTotpStep, otpauthUri } from '../totp.ts';

/** GoTrue's defaults: MFA_CHALLENGE_EXPIRY_DURATION, MFA_FACTOR_EXPIRY_DURATION, max factors. */
export const CHALLENGE_EXPIRY_SECONDS = 300;
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300;
const MAX_FACTORS = 10;

interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  secret: string | null;
}

const EnrollParams = z.object({ factor_type: text, friendly_name: text, issuer: text });

export async function enroll(env: AuthEnv): Promise<ApiResponse> {
  const auth = await requireUser(env);
  if (auth.user.is_anonymous) {
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
  }
  const params = await readParams(env.req, EnrollParams);
  switch (params.factor_type) {
    case 'totp':
      return enrollTotp(env, auth, params.friendly_name, params.issuer);
    case 'phone':
      throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    case 'webauthn':
      throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    default:
      throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  }
}

async function enrollTotp(
  env: AuthEnv,
  { user, session }: Authenticated,
  friendlyName: string,
  requestedIssuer: string,
): Promise<ApiResponse> {
  const db = env.ctx.engine;
  // Unverified factors nobody challenged are abandoned enrolments.
  await db.query(
    `delete from auth.mfa_factors f where user_id = $1 and status <> 'verified'
       and created_at < now() - make_interval(secs => $2)
       and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)`,
    [user.id, UNVERIFIED_FACTOR_EXPIRY_SECONDS],
  );
  const factors = (
    await db.query<FactorRow>('select * from auth.mfa_factors where user_id = $1', [user.id])
  ).rows;
  // GoTrue also rejects a second factor without a name; only real names must be unique here.
  if (friendlyName !== '' && factors.some((f) => f.friendly_name === friendlyName)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  }
  if (factors.length >= MAX_FACTORS) {
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (factors.some((f) => f.status === 'verified') && session?.aal !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
  }

  const issuer = requestedIssuer || new URL(env.ctx.config.siteUrl).host;
  const secret = generateTotpSecret();
  const uri = otpauthUri(issuer, user.email ?? user.phone ?? '', secret);
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' });
  const id = randomUUID();
  await db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret,
       created_at, updated_at)
     values ($1, $2, $3, 'totp', 'unverified', $4, now(), now())`,
    [id, user.id, friendlyName || null, secret],
  );
  // auth-js turns qr_code into a data: URI itself.
  return json(200, {
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: qrCode, secret, uri },
  });
}

/** The caller's own factor named in the path. */
async function loadFactor(env: AuthEnv, userId: string): Promise<FactorRow> {
  const factorId = env.params.factorId ?? '';
  if (!UUID.test(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const { rows } = await env.ctx.engine.query<FactorRow>(
    'select * from auth.mfa_factors where id = $1 and user_id = $2',
    [factorId, userId],
  );
  if (!rows[0]) throw notFound('mfa_factor_not_found', 'Factor not found');
  return rows[0];
}

function requireTotp(factor: FactorRow): void {
  if (factor.factor_type === 'phone') {
    throw unprocessable('mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone');
  }
  if (factor.factor_type !== 'totp') {
    throw unprocessable(
      'mfa_webauthn_verify_not_enabled',
      'MFA verification is disabled for WebAuthn',
    );
  }
}

const ipOf = (env: AuthEnv) => clientAddress(env.req, env.ctx.config.trustedProxies);

export async function challenge(env: AuthEnv): Promise<ApiResponse> {
  const { user } = await requireUser(env);
  const factor = await loadFactor(env, user.id);
  requireTotp(factor);
  const id = randomUUID();
  const { rows } = await env.ctx.engine.transaction(async (tx) => {
    await tx.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [
      factor.id,
    ]);
    return tx.query<{ created_at: Timestamp }>(
      `insert into auth.mfa_challenges (id, factor_id, ip_address, created_at)
       values ($1, $2, $3, now()) returning created_at`,
      [id, factor.id, ipOf(env)],
    );
  });
  const createdAt = Math.floor(millis(rows[0]!.created_at)! / 1000);
  return json(200, { id, type: 'totp', expires_at: createdAt + CHALLENGE_EXPIRY_SECONDS });
}

const VerifyParams = z.object({
  challenge_id: z.string().regex(UUID, 'challenge_id must be a UUID'),
  code: text,
});

interface ChallengeRow {
  id: string;
  verified_at: Timestamp;
  ip_address: string;
  created_at: Timestamp;
}

/**
 * Every verify is answered no sooner than this after it arrived, whether the code was wrong,
 * replayed or right, so its timing tells a guesser nothing.
 */
export const VERIFY_ANSWER_MS = 250;

export async function verify(env: AuthEnv): Promise<ApiResponse> {
  const started = performance.now();
  try {
    return await verifyCode(env);
  } finally {
    const left = started + VERIFY_ANSWER_MS - performance.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

const invalidCode = () => unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');

async function verifyCode(env: AuthEnv): Promise<ApiResponse> {
  const { user, session } = await requireUser(env);
  const factor = await loadFactor(env, user.id);
  const params = await readParams(env.req, VerifyParams);
  if (params.code === '') throw badRequest('validation_failed', 'Code needs to be non-empty');
  requireTotp(factor);
  const db = env.ctx.engine;

  const found = (
    await db.query<ChallengeRow>(
      'select * from auth.mfa_challenges where id = $1 and factor_id = $2',
      [params.challenge_id, factor.id],
    )
  ).rows[0];
  if (!found) {
    throw unprocessable(
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    );
  }
  if (found.verified_at !== null || found.ip_address !== ipOf(env)) {
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (Date.now() > millis(found.created_at)! + CHALLENGE_EXPIRY_SECONDS * 1000) {
    await db.query('delete from auth.mfa_challenges where id = $1', [found.id]);
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  const step = matchTotpStep(factor.secret ?? '', params.code);
  if (step === null) throw invalidCode();
  if (!session) {
    throw new AuthError(500, 'unexpected_failure', 'Cannot read SessionId claim as UUID');
  }

  const body = await db.transaction(async (tx) => {
    // Security: a code is spent once its step is recorded; the same code (or an earlier
    // step's) is refused for the rest of its window, from any session. Answered as a wrong
    // code, so a replay learns nothing more than a guess.
    const spent = await tx.query(
      `update auth.mfa_factors set last_totp_step = $2
       where id = $1 and (last_totp_step is null or last_totp_step < $2) returning id`,
      [factor.id, step],
    );
    if (spent.rows.length === 0) throw invalidCode();
    await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [found.id]);
    await tx.query(
      `update auth.mfa_factors set status = 'verified', updated_at = now()
       where id = $1 and status <> 'verified'`,
      [factor.id],
    );
    // Other half-finished TOTP enrolments are dropped once one is verified.
    await tx.query(
      `delete from auth.mfa_factors
       where user_id = $1 and factor_type = 'totp' and status = 'unverified'`,
      [user.id],
    );
    return upgradeSession(tx, env, user.id, session.id, factor.id, 'totp');
  });
  return json(200, body);
}

export async function unenroll(env: AuthEnv): Promise<ApiResponse> {
  const { user, session } = await requireUser(env);
  const factor = await loadFactor(env, user.id);
  if (factor.status === 'verified' && session?.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await env.ctx.engine.transaction(async (tx) => {
    await downgradeSessions(tx, factor.id, user.id);
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
  });
  return json(200, { id: factor.id });
}
