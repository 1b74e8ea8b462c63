// GET /user, PUT /user, POST /logout, GET /reauthenticate (GoTrue's user.go, logout.go,
// reauthenticate.go).
import { z } from 'zod';
import { json, type ApiResponse } from '../../http/types.ts';
import { hashPassword, tokenHash, verifyPassword } from '../crypto.ts';
import { jsonObject, readParams, text, type AuthEnv } from '../env.ts';
import { AuthError, badRequest, forbidden, unprocessable } from '../errors.ts';
import { requireUser } from '../guard.ts';
import { mailEmailChange, mailReauthentication, textCode } from '../notify.ts';
import { otpMatches } from '../one-time-tokens.ts';
import { allowedRedirect } from '../redirect.ts';
import { endSessions, type LogoutScope } from '../sessions.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  hasPassword,
  isEmailConfirmed,
  isPhoneConfirmed,
  mergeMetadata,
  setPassword,
  type UserRow,
} from '../users.ts';
import { userJson } from '../user-json.ts';
import { checkPasswordStrength, formatPhone, validateEmail, validatePhone } from '../validate.ts';

export async function getUser(env: AuthEnv): Promise<ApiResponse> {
  const { user, claims } = await requireUser(env);
  const header = env.req.headers['x-jwt-aud'];
  const requestAud = typeof header === 'string' && header !== '' ? header : 'authenticated';
  const tokenAud = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if (tokenAud !== requestAud) {
    throw badRequest('validation_failed', "Token audience doesn't match request audience");
  }
  return json(200, await userJson(env.ctx.engine, user));
}

const UpdateParams = z.object({
  email: text,
  phone: text,
  password: z.string().nullish(),
  nonce: text,
  data: jsonObject,
  app_metadata: jsonObject,
});

async function hasVerifiedFactor(env: AuthEnv, userId: string): Promise<boolean> {
  const { rows } = await env.ctx.engine.query<{ exists: boolean }>(
    `select exists (select 1 from auth.mfa_factors where user_id = $1 and status = 'verified')
       as exists`,
    [userId],
  );
  return rows[0]?.exists === true;
}

export async function updateUser(env: AuthEnv): Promise<ApiResponse> {
  const { user, session } = await requireUser(env);
  const params = await readParams(env.req, UpdateParams);
  const { config, engine } = env.ctx;

  const email = params.email !== '' ? validateEmail(params.email) : '';
  const phone = params.phone !== '' ? validatePhone(params.phone) : '';
  const password = params.password ?? null;
  if (password !== null) checkPasswordStrength(password);
  if (params.app_metadata) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  const changingEmail = email !== '' && email !== (user.email ?? '').toLowerCase();
  const changingPhone = phone !== '' && phone !== formatPhone(user.phone ?? '');

  if (
    (password || changingEmail || changingPhone) &&
    session?.aal !== 'aal2' &&
    (await hasVerifiedFactor(env, user.id))
  ) {
    throw new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
  }
  // Security: an address that belongs to another account is answered as a free one is
  // (a change waiting for its code), with nothing sent or changed, so this endpoint does not
  // reveal which accounts exist; the code that would confirm it is never sent.
  const emailTaken = changingEmail && (await belongsToOther(findUserByEmail(engine, email)));
  const phoneTaken = changingPhone && (await belongsToOther(findUserByPhone(engine, phone)));

  let passwordHash: string | null = null;
  if (password) {
    if (params.nonce !== '') checkNonce(user, params.nonce, config.otpExpiry);
    if (hasPassword(user) && (await verifyPassword(password, user.encrypted_password))) {
      throw unprocessable(
        'same_password',
        'New password should be different from the old password.',
      );
    }
    passwordHash = await hashPassword(password);
  }

  const redirectTo = allowedRedirect(
    env.req.url.searchParams.get('redirect_to'),
    config.siteUrl,
    config.redirectUrls,
  );
  const body = await engine.transaction(async (tx) => {
    // Changing the password signs the user out everywhere else (GoTrue's UpdatePassword).
    if (passwordHash) await setPassword(tx, user.id, passwordHash, session?.id ?? null);
    if (params.data) await mergeMetadata(tx, user.id, 'raw_user_meta_data', params.data);
    if (changingEmail && !emailTaken) await mailEmailChange(tx, env, user, email, redirectTo);
    // A number becomes the account's only with the code texted to it, auto-confirm or not.
    if (changingPhone && !phoneTaken) await textCode(tx, env, user, 'phone_change', phone);
    return userJson(tx, (await findUserById(tx, user.id))!);
  });
  const now = new Date().toISOString();
  if (emailTaken) Object.assign(body, { new_email: email, email_change_sent_at: now });
  if (phoneTaken) Object.assign(body, { new_phone: phone, phone_change_sent_at: now });
  return json(200, body);

  async function belongsToOther(found: Promise<UserRow | undefined>): Promise<boolean> {
    const other = await found;
    return other !== undefined && other.id !== user.id;
  }
}

/** The code sent by GET /reauthenticate, when a password change carries one. */
function checkNonce(user: UserRow, nonce: string, expirySeconds: number): void {
  const address = user.email || formatPhone(user.phone ?? '');
  if (!otpMatches(user, 'reauthentication', tokenHash(address, nonce), expirySeconds)) {
    throw unprocessable('reauthentication_not_valid', 'Requested nonce is invalid or expired');
  }
}

const SCOPES: Record<string, LogoutScope> = {
  '': 'global',
  global: 'global',
  local: 'local',
  others: 'others',
};

export async function logout(env: AuthEnv): Promise<ApiResponse> {
  const { user, session } = await requireUser(env);
  const requested = env.req.url.searchParams.get('scope') ?? '';
  const scope = SCOPES[requested];
  if (!scope) throw badRequest('validation_failed', `Unsupported logout scope "${requested}"`);
  await endSessions(env.ctx.engine, scope, user.id, session?.id ?? null);
  return { status: 204 };
}

export async function reauthenticate(env: AuthEnv): Promise<ApiResponse> {
  const { user } = await requireUser(env);
  if (!user.email && !user.phone) {
    throw badRequest(
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    );
  }
  if (user.email && !isEmailConfirmed(user)) {
    throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  }
  if (!user.email && !isPhoneConfirmed(user)) {
    throw unprocessable('phone_not_confirmed', 'Please verify your phone first.');
  }
  const messageId = await env.ctx.engine.transaction(async (tx) => {
    if (user.email) {
      await mailReauthentication(tx, env, user);
      return undefined;
    }
    return textCode(tx, env, user, 'reauthentication', user.phone!);
  });
  return json(200, messageId ? { message_id: messageId } : {});
}
