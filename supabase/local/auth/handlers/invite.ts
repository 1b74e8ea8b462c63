// Accounts the service_role brings in by mail: POST /invite (inviteUserByEmail) and
// POST /admin/generate_link (generateLink), as GoTrue's invite.go and adminGenerateLink
// answer them. Their links are the ones /verify already opens.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../../db/engine.ts';
import { json, type ApiResponse } from '../../http/types.ts';
import { hashPassword } from '../crypto.ts';
import { jsonObject, readParams, text, type AuthEnv } from '../env.ts';
import { badRequest, notFound, unprocessable } from '../errors.ts';
import { requireAdmin } from '../guard.ts';
import { mailInvite } from '../notify.ts';
import { issueOtp, type OtpKind } from '../one-time-tokens.ts';
import { confirmationUrl } from '../outbox.ts';
import { allowedRedirect } from '../redirect.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isEmailConfirmed,
  mergeMetadata,
  type UserRow,
} from '../users.ts';
import { userJson } from '../user-json.ts';
import { checkPasswordStrength, validateEmail } from '../validate.ts';

const emailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');

/** An email account without a password, as an invitation or a passwordless link makes it. */
function newEmailUser(q: Queryable, email: string, data: Record<string, unknown>, hash = '') {
  return insertUser(q, {
    id: randomUUID(),
    email,
    passwordHash: hash,
    userMetadata: data,
    appMetadata: { provider: 'email', providers: ['email'] },
  });
}

/**
 * The redirect a link carries: the body's redirect_to when it is allowed, else the query's
 * (where auth-js puts `redirectTo`), else the site URL.
 */
function linkRedirect(env: AuthEnv, fromBody: string): string {
  const { siteUrl, redirectUrls } = env.ctx.config;
  if (fromBody !== '' && allowedRedirect(fromBody, siteUrl, redirectUrls) === fromBody) {
    return fromBody;
  }
  return allowedRedirect(env.req.url.searchParams.get('redirect_to'), siteUrl, redirectUrls);
}

const InviteParams = z.object({ email: text, data: jsonObject });

/**
 * Creates the account unconfirmed (or keeps an unconfirmed one) and mails the invitation;
 * an address whose account is confirmed is refused. Works with sign-up off, as in GoTrue.
 */
export async function invite(env: AuthEnv): Promise<ApiResponse> {
  await requireAdmin(env);
  const params = await readParams(env.req, InviteParams);
  const email = validateEmail(params.email);
  const redirectTo = linkRedirect(env, '');
  const db = env.ctx.engine;
  const body = await db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (user && isEmailConfirmed(user)) throw emailExists();
    user ??= await newEmailUser(tx, email, params.data ?? {});
    await mailInvite(tx, env, user, redirectTo);
    return userJson(tx, (await findUserById(tx, user.id))!);
  });
  return json(200, body);
}

const LINK_TYPES = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
] as const;
type LinkType = (typeof LINK_TYPES)[number];

const GenerateLinkParams = z.object({
  type: text,
  email: text,
  new_email: text,
  password: z.string().nullish(),
  data: jsonObject,
  redirect_to: text,
});
type GenerateLinkParams = z.infer<typeof GenerateLinkParams>;

interface Issued {
  user: UserRow;
  /** What the link verifies as (`verification_type`); a magic link for a new address is a sign-up. */
  type: LinkType;
  kind: OtpKind;
  /** The address the code is bound to (the new one for an email change). */
  address: string;
}

/**
 * The link, code and token hash GoTrue would have mailed, returned instead of sent (nothing
 * goes to the outbox). signup, invite and magiclink create the account when there is none.
 */
export async function generateLink(env: AuthEnv): Promise<ApiResponse> {
  await requireAdmin(env);
  const params = await readParams(env.req, GenerateLinkParams);
  const email = validateEmail(params.email);
  const requested = params.type as LinkType;
  if (!LINK_TYPES.includes(requested)) {
    throw badRequest(
      'validation_failed',
      `Invalid email action link type requested: ${params.type}`,
    );
  }
  const redirectTo = linkRedirect(env, params.redirect_to);
  const db = env.ctx.engine;
  const existing = await findUserByEmail(db, email);
  const type: LinkType = requested === 'magiclink' && !existing ? 'signup' : requested;
  if (!existing && (type === 'recovery' || type === 'email_change_new')) {
    throw notFound('user_not_found', 'User with this email not found');
  }
  // A sign-up link for a new address needs a password, as a sign-up does; hashed before
  // the transaction (it takes ~70 ms).
  let passwordHash = '';
  if (requested === 'signup' && !existing) {
    if (!params.password) {
      throw badRequest('validation_failed', 'Signup requires a valid password');
    }
    checkPasswordStrength(params.password);
    passwordHash = await hashPassword(params.password);
  }

  const body = await db.transaction(async (tx) => {
    const issued = await prepareLink(tx, type, email, existing, params, passwordHash);
    const { code, hash } = await issueOtp(tx, issued.user.id, issued.kind, issued.address);
    if (type === 'invite') {
      await tx.query('update auth.users set invited_at = now() where id = $1', [issued.user.id]);
    }
    const linkType = type.startsWith('email_change') ? 'email_change' : type;
    return {
      ...(await userJson(tx, (await findUserById(tx, issued.user.id))!)),
      action_link: confirmationUrl(env.apiUrl, hash, linkType, redirectTo),
      email_otp: code,
      hashed_token: hash,
      verification_type: issued.type,
      redirect_to: redirectTo,
    };
  });
  return json(200, body);
}

/** The account the link is for, created or updated as its type asks. */
async function prepareLink(
  tx: Queryable,
  type: LinkType,
  email: string,
  existing: UserRow | undefined,
  params: GenerateLinkParams,
  passwordHash: string,
): Promise<Issued> {
  const data = params.data ?? {};
  switch (type) {
    case 'signup':
    case 'invite': {
      if (existing && isEmailConfirmed(existing)) throw emailExists();
      if (existing && type === 'signup') {
        await mergeMetadata(tx, existing.id, 'raw_user_meta_data', data);
      }
      const user = existing ?? (await newEmailUser(tx, email, data, passwordHash));
      return { user, type, kind: 'confirmation', address: email };
    }
    case 'magiclink':
    case 'recovery':
      return { user: existing!, type, kind: 'recovery', address: email };
    case 'email_change_new':
    case 'email_change_current': {
      const newEmail = validateEmail(params.new_email);
      const taken = await findUserByEmail(tx, newEmail);
      if (taken && taken.id !== existing!.id) throw emailExists();
      await tx.query(
        `update auth.users set email_change = $2, email_change_confirm_status = 0 where id = $1`,
        [existing!.id, newEmail],
      );
      // The current address's code is bound to the current address (secure email change:
      // the change then needs both confirmations).
      return type === 'email_change_current'
        ? { user: existing!, type, kind: 'email_change_current', address: existing!.email! }
        : { user: existing!, type, kind: 'email_change', address: newEmail };
    }
  }
}
