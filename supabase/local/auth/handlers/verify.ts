// Passwordless and recovery flows: POST /recover, GET and POST /verify, POST /otp,
// POST /resend (GoTrue's recover.go, verify.go, otp.go, magic_link.go, resend.go).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../../db/engine.ts';
import { json, type ApiResponse } from '../../http/types.ts';
import { tokenHash } from '../crypto.ts';
import { jsonObject, readParams, text, type AuthEnv } from '../env.ts';
import { AuthError, badRequest, signupDisabled, unprocessable } from '../errors.ts';
import {
  mailConfirmation,
  mailEmailChange,
  mailMagicLink,
  mailRecovery,
  textCode,
} from '../notify.ts';
import { allowedRedirect, withFragment } from '../redirect.ts';
import { startSession } from '../sessions.ts';
import {
  confirmEmail,
  confirmPhone,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertUser,
  isEmailConfirmed,
  isPhoneConfirmed,
  type UserRow,
} from '../users.ts';
import { validateEmail, validatePhone } from '../validate.ts';
import {
  applyVerification,
  isVerifyType,
  verifyCode,
  verifyTokenHash,
  type Verified,
} from '../verification.ts';

function redirectOf(env: AuthEnv, fromBody = ''): string {
  const requested = env.req.url.searchParams.get('redirect_to') ?? fromBody;
  return allowedRedirect(requested, env.ctx.config.siteUrl, env.ctx.config.redirectUrls);
}

const RecoverParams = z.object({ email: text });

/** Always 200 {}: whether the address has an account is not revealed. */
export async function recover(env: AuthEnv): Promise<ApiResponse> {
  const params = await readParams(env.req, RecoverParams);
  if (params.email === '') {
    throw badRequest('validation_failed', 'Password recovery requires an email');
  }
  const email = validateEmail(params.email);
  const db = env.ctx.engine;
  const user = await findUserByEmail(db, email);
  if (user) await db.transaction((tx) => mailRecovery(tx, env, user, redirectOf(env)));
  return json(200, {});
}

// /verify -------------------------------------------------------------------------------

function checkType(type: string) {
  if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!isVerifyType(type)) throw badRequest('validation_failed', 'Unsupported verification type');
  return type;
}

/** GoTrue's answer to the first of an email change's two confirmations. */
const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/**
 * A session for whoever the code or link proved to be; none (session null) for the first of
 * an email change's two confirmations.
 */
async function signInVerified(env: AuthEnv, find: (tx: Queryable) => Promise<Verified>) {
  return env.ctx.engine.transaction(async (tx) => {
    const verified = await find(tx);
    const user = await applyVerification(tx, verified);
    const session = user ? await startSession(tx, env, user, 'otp') : null;
    return { type: verified.type, session };
  });
}

/** The link in mail: 303 to redirect_to with the session (or the error) in the fragment. */
export async function openLink(env: AuthEnv): Promise<ApiResponse> {
  const query = env.req.url.searchParams;
  const type = checkType(query.get('type') ?? '');
  const token = query.get('token') ?? '';
  if (token === '') {
    throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  }
  const redirectTo = redirectOf(env);
  let location: string;
  try {
    const { type: resolved, session } = await signInVerified(env, (tx) =>
      verifyTokenHash(tx, type, token, env.ctx.config.otpExpiry),
    );
    if (!session) {
      return {
        status: 303,
        headers: { location: withFragment(redirectTo, { message: SINGLE_CONFIRMATION, sb: '' }) },
      };
    }
    location = withFragment(redirectTo, {
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: 'bearer',
      type: resolved,
    });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const oauthError = { 400: 'invalid_request', 401: 'unauthorized_client', 403: 'access_denied' }[
      error.status
    ];
    location = withFragment(redirectTo, {
      ...(oauthError ? { error: oauthError } : {}),
      error_code: error.code,
      error_description: error.message,
      sb: '',
    });
  }
  return { status: 303, headers: { location } };
}

const VerifyParams = z.object({
  type: text,
  token: text,
  token_hash: text,
  email: text,
  phone: text,
  redirect_to: text,
});

/** verifyOtp(): a code with its email or phone, or a token_hash; answers with a session. */
export async function verifyOtp(env: AuthEnv): Promise<ApiResponse> {
  const params = await readParams(env.req, VerifyParams);
  const type = checkType(params.type);
  const expiry = env.ctx.config.otpExpiry;
  if ((params.token === '') === (params.token_hash === '')) {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  }
  let find: (tx: Queryable) => Promise<Verified>;
  if (params.token !== '') {
    if (params.phone !== '' && params.email === '') {
      const phone = validatePhone(params.phone);
      find = (tx) => verifyCode(tx, type, tokenHash(phone, params.token), phone, expiry);
    } else if (params.email !== '' && params.phone === '') {
      let email: string;
      try {
        email = validateEmail(params.email);
      } catch {
        throw unprocessable('validation_failed', 'Invalid email format');
      }
      find = (tx) => verifyCode(tx, type, tokenHash(email, params.token), email, expiry);
    } else {
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on verify',
      );
    }
  } else {
    if (params.email !== '' || params.phone !== '' || params.redirect_to !== '') {
      throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
    }
    find = (tx) => verifyTokenHash(tx, type, params.token_hash, expiry);
  }
  const { session } = await signInVerified(env, find);
  if (!session) return json(200, { msg: SINGLE_CONFIRMATION, code: '200' });
  return json(200, session);
}

// /otp and /resend ----------------------------------------------------------------------

const OtpParams = z.object({
  email: text,
  phone: text,
  data: jsonObject,
  create_user: z.boolean().nullish(),
});

/** signInWithOtp(): mails a link and code, or texts a code; creates the account if allowed. */
export async function otp(env: AuthEnv): Promise<ApiResponse> {
  const params = await readParams(env.req, OtpParams);
  if (params.email !== '' && params.phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided',
    );
  }
  if (params.email === '' && params.phone === '') {
    throw badRequest('validation_failed', 'One of email or phone must be set');
  }
  const byEmail = params.email !== '';
  const address = byEmail ? validateEmail(params.email) : validatePhone(params.phone);
  const { config, engine } = env.ctx;
  const existing = byEmail
    ? await findUserByEmail(engine, address)
    : await findUserByPhone(engine, address);
  // With sign-up off, a request that would create the account (or finish one never
  // confirmed) is refused as GoTrue's OTP paths refuse it: they go through its sign-up.
  if (
    !config.signupEnabled &&
    params.create_user !== false &&
    (!existing || (byEmail && !isEmailConfirmed(existing)))
  ) {
    throw signupDisabled();
  }
  // Security: an unknown address with create_user false, or an unknown phone while
  // [auth.sms] enable_signup is off, gets the answer a known one gets (nothing is sent or
  // created), so this endpoint does not reveal which accounts exist.
  if (!existing && (params.create_user === false || (!byEmail && !config.smsSignup))) {
    return json(200, byEmail ? {} : { message_id: await lookalikeMessageId(engine) });
  }
  const redirectTo = redirectOf(env);

  const messageId = await engine.transaction(async (tx) => {
    let user: UserRow | undefined = existing;
    if (!user) {
      user = await insertUser(tx, {
        id: randomUUID(),
        [byEmail ? 'email' : 'phone']: address,
        passwordHash: '',
        userMetadata: params.data ?? {},
        appMetadata: {
          provider: byEmail ? 'email' : 'phone',
          providers: [byEmail ? 'email' : 'phone'],
        },
      });
      if (config.autoConfirm) {
        if (byEmail) await confirmEmail(tx, user.id);
        else await confirmPhone(tx, user.id);
        user = (await findUserById(tx, user.id))!;
      }
    }
    if (!byEmail) return textCode(tx, env, user, 'confirmation', address);
    // An unconfirmed account gets the confirmation mail, which signs in as well.
    if (isEmailConfirmed(user)) await mailMagicLink(tx, env, user, redirectTo);
    else await mailConfirmation(tx, env, user, redirectTo);
    return undefined;
  });
  return json(200, messageId ? { message_id: messageId } : {});
}

/** A message id like a texted code's: drawn from the outbox's own sequence, so ids stay dense. */
async function lookalikeMessageId(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `select nextval(pg_get_serial_sequence('auth.outbox', 'id'))::text as id`,
  );
  return `local-${rows[0]!.id}`;
}

const ResendParams = z.object({ type: text, email: text, phone: text });

/** Sends the sign-up confirmation (email or SMS) or the change confirmation again. */
export async function resend(env: AuthEnv): Promise<ApiResponse> {
  const params = await readParams(env.req, ResendParams);
  const { type } = params;
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw badRequest(
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  }
  if (params.email === '' && type === 'signup') {
    throw badRequest('validation_failed', 'Type provided requires an email address');
  }
  if (params.phone === '' && type === 'sms') {
    throw badRequest('validation_failed', 'Type provided requires a phone number');
  }
  if (params.email !== '' && params.phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided.',
    );
  }
  if (params.email === '' && params.phone === '') {
    throw badRequest('validation_failed', 'Missing email address or phone number');
  }
  const db = env.ctx.engine;
  const user =
    params.email !== ''
      ? await findUserByEmail(db, validateEmail(params.email))
      : await findUserByPhone(db, validatePhone(params.phone));
  if (!user) return json(200, {});

  const redirectTo = redirectOf(env);
  const messageId = await db.transaction(async (tx) => {
    if (type === 'signup' && !isEmailConfirmed(user)) {
      await mailConfirmation(tx, env, user, redirectTo);
    } else if (type === 'sms' && !isPhoneConfirmed(user)) {
      return textCode(tx, env, user, 'confirmation', user.phone!);
    } else if (type === 'email_change' && user.email_change) {
      await mailEmailChange(tx, env, user, user.email_change, redirectTo);
    } else if (type === 'phone_change' && user.phone_change) {
      return textCode(tx, env, user, 'phone_change', user.phone_change);
    }
    return undefined;
  });
  return json(200, messageId ? { message_id: messageId } : {});
}
