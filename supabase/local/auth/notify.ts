// Sending codes and links: a fresh one-time code is stored (hashed) on the user, and the
// message goes to the outbox (GoTrue's mail.go and phone.go).
import type { Queryable } from '../db/engine.ts';
import type { AuthEnv } from './env.ts';
import { issueOtp } from './one-time-tokens.ts';
import { spendSendBudget } from './send-budget.ts';
import { confirmationUrl, sendMail, sendSms, type MailKind } from './outbox.ts';
import type { UserRow } from './users.ts';
import { formatPhone } from './validate.ts';

async function mailCode(
  q: Queryable,
  env: AuthEnv,
  user: UserRow,
  kind: MailKind,
  to: string,
  redirectTo: string | null,
) {
  const otpKind =
    kind === 'signup' || kind === 'invite'
      ? 'confirmation'
      : kind === 'email_change' || kind === 'reauthentication'
        ? kind
        : 'recovery';
  spendSendBudget(env.ctx, 'email', to);
  const { code, hash } = await issueOtp(q, user.id, otpKind, to);
  const link = redirectTo === null ? null : confirmationUrl(env.apiUrl, hash, kind, redirectTo);
  await sendMail(q, env.ctx, { kind, to, code, link });
}

/** Asks the user to confirm their email (sign-up with confirmations on). */
export function mailConfirmation(q: Queryable, env: AuthEnv, user: UserRow, redirectTo: string) {
  return mailCode(q, env, user, 'signup', user.email!, redirectTo);
}

/**
 * The invitation (POST /invite): its link confirms the address and signs in, as a sign-up
 * confirmation does; the account is marked invited when the mail goes out.
 */
export async function mailInvite(q: Queryable, env: AuthEnv, user: UserRow, redirectTo: string) {
  await mailCode(q, env, user, 'invite', user.email!, redirectTo);
  await q.query('update auth.users set invited_at = now() where id = $1', [user.id]);
}

/** A sign-in link and code (POST /otp with an email). */
export function mailMagicLink(q: Queryable, env: AuthEnv, user: UserRow, redirectTo: string) {
  return mailCode(q, env, user, 'magiclink', user.email!, redirectTo);
}

export function mailRecovery(q: Queryable, env: AuthEnv, user: UserRow, redirectTo: string) {
  return mailCode(q, env, user, 'recovery', user.email!, redirectTo);
}

/** Confirms a new address: the mail goes to the new address (GoTrue without secure change). */
export async function mailEmailChange(
  q: Queryable,
  env: AuthEnv,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
) {
  // A change the user asks for is confirmed by the new address alone: any earlier request for
  // the current address's confirmation no longer counts.
  await q.query(
    `update auth.users set email_change = $2, email_change_token_current = '',
       email_change_confirm_status = 0 where id = $1`,
    [user.id, newEmail],
  );
  await mailCode(q, env, user, 'email_change', newEmail, redirectTo);
}

export function mailReauthentication(q: Queryable, env: AuthEnv, user: UserRow) {
  return mailCode(q, env, user, 'reauthentication', user.email!, null);
}

/**
 * Texts a code: `confirmation` signs in or confirms the phone (verify type "sms"),
 * `phone_change` confirms a new number, `reauthentication` precedes a password change.
 * Returns the message id.
 */
export async function textCode(
  q: Queryable,
  env: AuthEnv,
  user: UserRow,
  kind: 'confirmation' | 'phone_change' | 'reauthentication',
  phone: string,
): Promise<string> {
  const to = formatPhone(phone);
  spendSendBudget(env.ctx, 'sms', to);
  if (kind === 'phone_change') {
    await q.query('update auth.users set phone_change = $2 where id = $1', [user.id, to]);
  }
  const { code } = await issueOtp(q, user.id, kind, to);
  return sendSms(q, env.ctx, to, code);
}
