// What /verify does with a code or a link token: find whose it is, check it is live, and
// apply what it proves (GoTrue's verify.go: verifyTokenHash, verifyUserAndToken,
// signupVerify, recoverVerify, emailChangeVerify, smsVerify).
import type { Queryable } from '../db/engine.ts';
import { badRequest, forbidden } from './errors.ts';
import {
  clearOtp,
  findUserByOtpHash,
  otpExpired,
  otpKindOf,
  otpMatches,
  type OtpKind,
} from './one-time-tokens.ts';
import {
  assertMaySignIn,
  confirmEmail,
  confirmPhone,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  isEmailConfirmed,
  upsertIdentity,
  type UserRow,
} from './users.ts';

export const VERIFY_TYPES = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email',
  'email_change',
  'sms',
  'phone_change',
] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

export function isVerifyType(value: string): value is VerifyType {
  return (VERIFY_TYPES as readonly string[]).includes(value);
}

/** Which stored codes a verification type may match. */
const KINDS: Record<VerifyType, OtpKind[]> = {
  signup: ['confirmation'],
  invite: ['confirmation'],
  magiclink: ['recovery'],
  recovery: ['recovery'],
  email: ['confirmation', 'recovery'],
  email_change: ['email_change', 'email_change_current'],
  sms: ['confirmation'],
  phone_change: ['phone_change'],
};

/** "email" resolves to what the code was sent for; the others stay as they are. */
function resolvedType(type: VerifyType, kind: OtpKind): VerifyType {
  if (type !== 'email') return type;
  return kind === 'recovery' ? 'magiclink' : 'signup';
}

const linkExpired = () => forbidden('otp_expired', 'Email link is invalid or has expired');
const codeExpired = () => forbidden('otp_expired', 'Token has expired or is invalid');

export interface Verified {
  user: UserRow;
  type: VerifyType;
  /** Which stored code it was. */
  kind: OtpKind;
}

/** A link's token (token_hash): only mailed types have links. */
export async function verifyTokenHash(
  q: Queryable,
  type: VerifyType,
  hash: string,
  expirySeconds: number,
): Promise<Verified> {
  if (type === 'sms' || type === 'phone_change') {
    throw badRequest('validation_failed', 'Invalid email verification type');
  }
  const user = await findUserByOtpHash(q, KINDS[type], hash);
  if (!user) throw linkExpired();
  await assertMaySignIn(q, user, 403);
  const kind = otpKindOf(user, KINDS[type], hash);
  if (!kind || otpExpired(user, kind, expirySeconds)) throw linkExpired();
  return { user, type: resolvedType(type, kind), kind };
}

/** A code typed by the user, with the email or phone it was sent to. */
export async function verifyCode(
  q: Queryable,
  type: VerifyType,
  hash: string,
  address: string,
  expirySeconds: number,
): Promise<Verified> {
  let user: UserRow | undefined;
  if (type === 'sms') user = await findUserByPhone(q, address);
  else if (type === 'phone_change')
    user = await findUserByPendingChange(q, 'phone_change', address);
  else if (type === 'email_change')
    // The new address's code is typed with the new address, the current one's with the current.
    user =
      (await findUserByPendingChange(q, 'email_change', address)) ??
      (await findUserByEmail(q, address));
  else user = await findUserByEmail(q, address);
  if (!user) throw codeExpired();
  await assertMaySignIn(q, user, 403);
  const kind = KINDS[type].find((k) => otpMatches(user, k, hash, expirySeconds));
  if (!kind) throw codeExpired();
  return { user, type: resolvedType(type, kind), kind };
}

async function findUserByPendingChange(
  q: Queryable,
  column: 'email_change' | 'phone_change',
  address: string,
): Promise<UserRow | undefined> {
  const match = column === 'email_change' ? 'lower(email_change) = lower($1)' : 'phone_change = $1';
  const { rows } = await q.query<UserRow>(`select * from auth.users where ${match} limit 1`, [
    address,
  ]);
  return rows[0];
}

/**
 * Applies what a verified code proves; the code is used up. Returns the updated user, or
 * null when it was the first of an email change's two confirmations.
 */
export async function applyVerification(q: Queryable, verified: Verified): Promise<UserRow | null> {
  const { user, type } = verified;
  switch (type) {
    case 'signup':
    case 'invite':
    case 'email':
      await confirmEmail(q, user.id);
      break;
    case 'recovery':
    case 'magiclink':
      await clearOtp(q, user.id, 'recovery');
      if (!isEmailConfirmed(user)) await confirmEmail(q, user.id);
      break;
    case 'email_change':
      if (await firstOfTwoConfirmations(q, user, verified.kind)) return null;
      await applyEmailChange(q, user);
      break;
    case 'sms':
      await confirmPhone(q, user.id);
      break;
    case 'phone_change':
      await applyPhoneChange(q, user.id, user.phone_change!);
      break;
  }
  return (await findUserById(q, user.id))!;
}

/**
 * An email change whose current address was also asked to confirm (secure email change)
 * needs both confirmations, in either order: the first is recorded and its code used up.
 */
async function firstOfTwoConfirmations(q: Queryable, user: UserRow, kind: OtpKind) {
  const otherPending =
    kind === 'email_change_current'
      ? user.email_change_confirm_status === 0
      : Boolean(user.email_change_token_current) && user.email_change_confirm_status === 0;
  if (!otherPending) return false;
  const token =
    kind === 'email_change_current' ? 'email_change_token_current' : 'email_change_token_new';
  await q.query(
    `update auth.users set ${token} = '', email_change_confirm_status = 1, updated_at = now()
     where id = $1`,
    [user.id],
  );
  return true;
}

async function applyEmailChange(q: Queryable, user: UserRow): Promise<void> {
  const email = user.email_change!;
  await q.query(
    `update auth.users set email = email_change, email_change = '',
       email_change_token_new = '', email_change_token_current = '', email_change_sent_at = null,
       email_change_confirm_status = 0,
       email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where id = $1`,
    [user.id],
  );
  await upsertIdentity(q, user.id, 'email', { sub: user.id, email, email_verified: true });
}

/** Moves the user to a new, now confirmed, phone number. */
export async function applyPhoneChange(q: Queryable, userId: string, phone: string) {
  await q.query(
    `update auth.users set phone = $2, phone_change = '', phone_change_token = '',
       phone_change_sent_at = null, phone_confirmed_at = now(), updated_at = now()
     where id = $1`,
    [userId, phone],
  );
  await upsertIdentity(q, userId, 'phone', { sub: userId, phone, phone_verified: true });
}
