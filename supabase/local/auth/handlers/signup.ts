// POST /signup: email or phone with a password (GoTrue's signup.go).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { isPgError } from '../../db/engine.ts';
import { json, type ApiResponse } from '../../http/types.ts';
import { hashPassword } from '../crypto.ts';
import { jsonObject, readParams, text, type AuthEnv } from '../env.ts';
import { badRequest, signupDisabled, unprocessable } from '../errors.ts';
import { mailConfirmation, textCode } from '../notify.ts';
import { allowedRedirect } from '../redirect.ts';
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
  type Provider,
  type UserRow,
} from '../users.ts';
import { userJson } from '../user-json.ts';
import { checkPasswordStrength, validateEmail, validatePhone } from '../validate.ts';

const SignupParams = z.object({
  email: text,
  phone: text,
  password: text,
  data: jsonObject,
});

const alreadyRegistered = () => unprocessable('user_already_exists', 'User already registered');

export async function signup(env: AuthEnv): Promise<ApiResponse> {
  const { config, engine } = env.ctx;
  // With sign-up off GoTrue refuses before it reads the body, for existing addresses too.
  if (!config.signupEnabled) throw signupDisabled();
  const params = await readParams(env.req, SignupParams);
  if (params.email === '' && params.phone === '') {
    // Without a password this is signInAnonymously(), which this server does not offer.
    if (params.password === '') {
      throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    throw badRequest('validation_failed', 'You must provide either an email or phone number.');
  }
  if (params.password === '') {
    throw badRequest('validation_failed', 'Signup requires a valid password');
  }
  checkPasswordStrength(params.password);
  if (params.email !== '' && params.phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on signup.',
    );
  }
  const provider: Provider = params.email !== '' ? 'email' : 'phone';
  // `[auth.sms] enable_signup = false` is GoTrue's GOTRUE_EXTERNAL_PHONE_ENABLED=false (the
  // Supabase CLI maps one to the other), whose signup.go refuses a phone before anything else.
  if (provider === 'phone' && !config.smsSignup) {
    throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  }
  const address = provider === 'email' ? validateEmail(params.email) : validatePhone(params.phone);
  const data = params.data ?? {};
  const redirectTo = allowedRedirect(
    env.req.url.searchParams.get('redirect_to'),
    config.siteUrl,
    config.redirectUrls,
  );

  // Hashing takes ~70 ms: done before the transaction, as GoTrue does, and before looking
  // the address up, so a sign-up for an existing account takes as long as a new one (its
  // answer's timing does not reveal which accounts exist).
  const passwordHash = await hashPassword(params.password);
  const existing =
    provider === 'email'
      ? await findUserByEmail(engine, address)
      : await findUserByPhone(engine, address);
  if (existing) return repeatedSignup(env, existing, provider, data, redirectTo);

  try {
    const body = await engine.transaction(async (tx) => {
      const created = await insertUser(tx, {
        id: randomUUID(),
        [provider]: address,
        passwordHash,
        userMetadata: data,
        appMetadata: { provider, providers: [provider] },
      });
      if (config.autoConfirm) {
        if (provider === 'email') await confirmEmail(tx, created.id);
        else await confirmPhone(tx, created.id);
        return startSession(tx, env, (await findUserById(tx, created.id))!, 'password');
      }
      if (provider === 'email') await mailConfirmation(tx, env, created, redirectTo);
      else await textCode(tx, env, created, 'confirmation', address);
      return userJson(tx, (await findUserById(tx, created.id))!);
    });
    return json(200, body);
  } catch (error) {
    // Two sign-ups for the same address at once: the unique index decides.
    if (isPgError(error) && error.code === '23505') throw alreadyRegistered();
    throw error;
  }
}

/**
 * A sign-up for an address that has an account. With confirmations on, GoTrue answers as
 * if it were new (no account enumeration) and re-sends the confirmation if still pending;
 * with auto-confirm it says so. Security: unlike GoTrue, an existing unconfirmed account is
 * never confirmed and signed in by a second sign-up, whose password nobody checked.
 */
async function repeatedSignup(
  env: AuthEnv,
  user: UserRow,
  provider: Provider,
  data: Record<string, unknown>,
  redirectTo: string,
): Promise<ApiResponse> {
  if (env.ctx.config.autoConfirm) throw alreadyRegistered();
  const confirmed = provider === 'email' ? isEmailConfirmed(user) : isPhoneConfirmed(user);
  if (confirmed) return json(200, lookalikeUser(user, provider, data));
  const body = await env.ctx.engine.transaction(async (tx) => {
    if (provider === 'email') await mailConfirmation(tx, env, user, redirectTo);
    else await textCode(tx, env, user, 'confirmation', user.phone!);
    return userJson(tx, (await findUserById(tx, user.id))!);
  });
  return json(200, body);
}

/** GoTrue's sanitizeUser: what a new unconfirmed account would look like. */
function lookalikeUser(user: UserRow, provider: Provider, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email: provider === 'email' ? (user.email ?? '') : '',
    phone: provider === 'phone' ? (user.phone ?? '') : '',
    confirmation_sent_at: now,
    app_metadata: { provider, providers: [provider] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
