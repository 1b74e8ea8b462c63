// One-time codes (confirmation, recovery and magic link, email and phone change,
// reauthentication) kept as GoTrue keeps them: in auth.users, as the hash of address + code
// with the time it was sent. The hash doubles as the `token` of mailed links.
import type { Queryable } from '../db/engine.ts';
import { generateOtp, safeEqual, tokenHash } from './crypto.ts';
import { millis, type Timestamp } from './timestamps.ts';
import type { UserRow } from './users.ts';

export type OtpKind =
  | 'confirmation'
  | 'recovery'
  | 'email_change'
  | 'email_change_current'
  | 'phone_change'
  | 'reauthentication';

const COLUMNS = {
  confirmation: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
  // The current address's confirmation of an email change (secure email change).
  email_change_current: { token: 'email_change_token_current', sentAt: 'email_change_sent_at' },
  phone_change: { token: 'phone_change_token', sentAt: 'phone_change_sent_at' },
  reauthentication: { token: 'reauthentication_token', sentAt: 'reauthentication_sent_at' },
} as const satisfies Record<OtpKind, { token: keyof UserRow; sentAt: keyof UserRow }>;

/** A fresh code for `kind`, sent to `address`; any earlier code of that kind stops working. */
export async function issueOtp(
  q: Queryable,
  userId: string,
  kind: OtpKind,
  address: string,
): Promise<{ code: string; hash: string }> {
  const code = generateOtp();
  const hash = tokenHash(address, code);
  const { token, sentAt } = COLUMNS[kind];
  await q.query(`update auth.users set ${token} = $2, ${sentAt} = now() where id = $1`, [
    userId,
    hash,
  ]);
  return { code, hash };
}

export async function clearOtp(q: Queryable, userId: string, kind: OtpKind): Promise<void> {
  const { token, sentAt } = COLUMNS[kind];
  await q.query(`update auth.users set ${token} = '', ${sentAt} = null where id = $1`, [userId]);
}

/** Whether the code of `kind` was sent more than `expirySeconds` ago (or never). */
export function otpExpired(user: UserRow, kind: OtpKind, expirySeconds: number, now = Date.now()) {
  const sent = millis(user[COLUMNS[kind].sentAt] as Timestamp);
  return sent === null || now > sent + expirySeconds * 1000;
}

/** Whether `hash` is the user's live code of `kind` (compared in constant time). */
export function otpMatches(
  user: UserRow,
  kind: OtpKind,
  hash: string,
  expirySeconds: number,
  now = Date.now(),
): boolean {
  const expected = user[COLUMNS[kind].token] as string | null;
  if (!expected || otpExpired(user, kind, expirySeconds, now)) return false;
  return safeEqual(expected, hash);
}

/** The user whose live code of one of `kinds` has this hash (a link's token). */
export async function findUserByOtpHash(
  q: Queryable,
  kinds: OtpKind[],
  hash: string,
): Promise<UserRow | undefined> {
  if (hash === '') return undefined; // '' is what an unused token column holds
  const where = kinds.map((kind) => `${COLUMNS[kind].token} = $1`).join(' or ');
  const { rows } = await q.query<UserRow>(`select * from auth.users where ${where} limit 1`, [
    hash,
  ]);
  return rows[0];
}

/** Which of `kinds` the hash belongs to on this user. */
export function otpKindOf(user: UserRow, kinds: OtpKind[], hash: string): OtpKind | undefined {
  return kinds.find((kind) => {
    const expected = user[COLUMNS[kind].token] as string | null;
    return Boolean(expected) && safeEqual(expected!, hash);
  });
}
