// POST /token?grant_type=password | refresh_token (GoTrue's token.go).
import { z } from 'zod';
import { json, type ApiResponse } from '../../http/types.ts';
import { verifyPassword } from '../crypto.ts';
import { readParams, text, type AuthEnv } from '../env.ts';
import { AuthError, badRequest } from '../errors.ts';
import { refreshSession, startSession } from '../sessions.ts';
import { signInSlowdown } from '../slowdown.ts';
import {
  assertMaySignIn,
  findUserByEmail,
  findUserByPhone,
  isEmailConfirmed,
  isPhoneConfirmed,
  type UserRow,
} from '../users.ts';
import { formatPhone, passwordWeakness } from '../validate.ts';

const PasswordParams = z.object({ email: text, phone: text, password: text });
const RefreshParams = z.object({ refresh_token: text });

export async function token(env: AuthEnv): Promise<ApiResponse> {
  switch (env.req.url.searchParams.get('grant_type')) {
    case 'password':
      return json(200, await passwordGrant(env));
    case 'refresh_token': {
      const params = await readParams(env.req, RefreshParams);
      return json(200, await refreshSession(env, params.refresh_token));
    }
    default:
      // PKCE, id_token and web3 grants are not offered by this server.
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
  }
}

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

/** Told to whoever signs in to a locked account, the owner included (known or not, alike). */
function accountLocked(ms: number): AuthError {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return new AuthError(
    429,
    'over_request_rate_limit',
    `Too many failed sign-ins to this account: signing in is paused for ${minutes} ` +
      `minute${minutes === 1 ? '' : 's'}. If this was not you, reset your password by email.`,
  );
}

async function passwordGrant(env: AuthEnv) {
  const params = await readParams(env.req, PasswordParams);
  const db = env.ctx.engine;
  if (params.email !== '' && params.phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (params.email === '' && params.phone === '') {
    throw badRequest('validation_failed', 'missing email or phone');
  }
  // Per-account slowdown, keyed by what the caller typed (known or not, alike).
  const account =
    params.email !== ''
      ? `email:${params.email.toLowerCase()}`
      : `phone:${formatPhone(params.phone)}`;
  const locked = signInSlowdown.lockedFor(account);
  if (locked > 0) throw accountLocked(locked);
  signInSlowdown.begin(account);
  let checked: { user?: UserRow; valid: boolean } = { valid: false };
  try {
    const wait = signInSlowdown.delayFor(account);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    checked = await signInSlowdown.exclusive(account, async () => {
      const found =
        params.email !== ''
          ? await findUserByEmail(db, params.email)
          : await findUserByPhone(db, formatPhone(params.phone));
      // Security: the password is checked (or a dummy hash is) before anything about the
      // account is revealed, so unknown, unconfirmed and deactivated accounts look alike
      // to someone without the password.
      const valid = await verifyPassword(params.password, found?.encrypted_password ?? null);
      return { user: found, valid };
    });
  } finally {
    signInSlowdown.settle(account, checked.user !== undefined && checked.valid);
  }
  const { user, valid } = checked;
  if (!user || !valid) throw invalidCredentials();
  if (params.email !== '' && !isEmailConfirmed(user)) {
    throw badRequest('email_not_confirmed', 'Email not confirmed');
  }
  if (params.phone !== '' && !isPhoneConfirmed(user)) {
    throw badRequest('phone_not_confirmed', 'Phone not confirmed');
  }
  await assertMaySignIn(db, user, 400);

  const response = await db.transaction((tx) => startSession(tx, env, user, 'password'));
  const weakness = passwordWeakness(params.password);
  return weakness ? { ...response, weak_password: weakness } : response;
}
