// Accounts in auth.users and auth.identities, and the user object GoTrue returns.
import type { Queryable } from '../db/engine.ts';
import { AuthError } from './errors.ts';
import { millis, type Timestamp } from './timestamps.ts';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Timestamp;
  phone_confirmed_at: Timestamp;
  confirmed_at: Timestamp;
  invited_at: Timestamp;
  confirmation_token: string | null;
  confirmation_sent_at: Timestamp;
  recovery_token: string | null;
  recovery_sent_at: Timestamp;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_sent_at: Timestamp;
  /** 1 once one of a secure email change's two confirmations is in. */
  email_change_confirm_status: number | null;
  phone_change: string | null;
  phone_change_token: string | null;
  phone_change_sent_at: Timestamp;
  reauthentication_token: string | null;
  reauthentication_sent_at: Timestamp;
  last_sign_in_at: Timestamp;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  banned_until: Timestamp;
  deleted_at: Timestamp;
  is_anonymous: boolean;
}

export type Provider = 'email' | 'phone';

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>('select * from auth.users where id = $1', [id]);
  return rows[0];
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(
    'select * from auth.users where lower(email) = lower($1) and is_sso_user = false limit 1',
    [email],
  );
  return rows[0];
}

/** `phone` as validatePhone returns it; rows written with a leading "+" are found too. */
export async function findUserByPhone(q: Queryable, phone: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(
    `select * from auth.users where phone in ($1, '+' || $1) limit 1`,
    [phone],
  );
  return rows[0];
}

export const isEmailConfirmed = (user: UserRow) => user.email_confirmed_at !== null;
export const isPhoneConfirmed = (user: UserRow) => user.phone_confirmed_at !== null;
export const hasPassword = (user: UserRow) => Boolean(user.encrypted_password);

export interface NewUser {
  id: string;
  email?: string;
  phone?: string;
  /** '' for accounts that sign in without a password (OTP). */
  passwordHash: string;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
  role?: string;
}

/**
 * Inserts the user and one identity per channel; the sign-up data never overrides the
 * identity's own claims. One insert, so the profile trigger sees the full row.
 */
export async function insertUser(q: Queryable, user: NewUser): Promise<UserRow> {
  const { rows } = await q.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4, $5,
       $6::jsonb, $7::jsonb, now(), now())
     returning *`,
    [
      user.id,
      user.role ?? 'authenticated',
      user.email ?? null,
      user.phone ?? null,
      user.passwordHash,
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
    ],
  );
  if (user.email) {
    await upsertIdentity(q, user.id, 'email', {
      ...user.userMetadata,
      sub: user.id,
      email: user.email,
      email_verified: false,
      phone_verified: false,
    });
  }
  if (user.phone) {
    await upsertIdentity(q, user.id, 'phone', {
      ...user.userMetadata,
      sub: user.id,
      phone: user.phone,
      email_verified: false,
      phone_verified: false,
    });
  }
  return rows[0]!;
}

/** Creates the identity, or merges `data` into the one the user has for `provider`. */
export async function upsertIdentity(
  q: Queryable,
  userId: string,
  provider: Provider,
  data: Record<string, unknown>,
): Promise<void> {
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at,
       created_at, updated_at)
     values ($1, $2, $3::jsonb, $4, now(), now(), now())
     on conflict (provider_id, provider) do update
       set identity_data = auth.identities.identity_data || excluded.identity_data,
           updated_at = now()`,
    [userId, userId, JSON.stringify(data), provider],
  );
  await syncProviders(q, userId);
}

/** app_metadata.providers lists the user's identity providers (GoTrue's UpdateAppMetaDataProviders). */
async function syncProviders(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb)
       || jsonb_build_object('providers', coalesce(
            (select jsonb_agg(provider order by provider)
               from (select distinct provider from auth.identities where user_id = $1) p),
            '[]'::jsonb))
     where id = $1`,
    [userId],
  );
}

export async function confirmEmail(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}',
       updated_at = now()
     where id = $1`,
    [userId],
  );
  await q.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

export async function confirmPhone(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, now()),
       confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"phone_verified": true}',
       updated_at = now()
     where id = $1`,
    [userId],
  );
  await q.query(
    `update auth.identities set identity_data = identity_data || '{"phone_verified": true}'
     where user_id = $1 and provider = 'phone'`,
    [userId],
  );
}

/**
 * Sets a new password hash, voids every pending one-time token, and signs the user out
 * everywhere except `keepSessionId` (GoTrue's UpdatePassword).
 */
export async function setPassword(
  q: Queryable,
  userId: string,
  hash: string,
  keepSessionId: string | null,
): Promise<void> {
  await q.query(
    `update auth.users set encrypted_password = $2,
       confirmation_token = '', confirmation_sent_at = null,
       recovery_token = '', recovery_sent_at = null,
       email_change_token_current = '', email_change_token_new = '', email_change_sent_at = null,
       phone_change_token = '', phone_change_sent_at = null,
       reauthentication_token = '', reauthentication_sent_at = null,
       updated_at = now()
     where id = $1`,
    [userId, hash],
  );
  await q.query(
    'delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)',
    [userId, keepSessionId],
  );
}

/** Merges `updates` into a metadata column; keys set to null are removed (GoTrue's rule). */
export async function mergeMetadata(
  q: Queryable,
  userId: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  updates: Record<string, unknown>,
): Promise<void> {
  const kept = Object.fromEntries(Object.entries(updates).filter(([, v]) => v !== null));
  const removed = Object.keys(updates).filter((k) => updates[k] === null);
  await q.query(
    `update auth.users set ${column} = (coalesce(${column}, '{}'::jsonb) || $2::jsonb) - $3::text[],
       updated_at = now()
     where id = $1`,
    [userId, JSON.stringify(kept), removed],
  );
}

export async function markSignedIn(q: Queryable, userId: string): Promise<void> {
  await q.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
  await q.query('select auth.local_record_login($1)', [userId]);
}

// Account state --------------------------------------------------------------------------

export const DEACTIVATED_MESSAGE = 'Your account has been deactivated. Please contact support.';

/**
 * Refuses banned accounts (auth.users.banned_until, GoTrue's ban) and deactivated ones
 * (public.users.is_active = false, the product's rule) with GoTrue's `user_banned` code,
 * so clients handle both as they handle a ban.
 */
export async function assertMaySignIn(
  q: Queryable,
  user: UserRow,
  status: 400 | 403,
  bannedMessage = 'User is banned',
): Promise<void> {
  const bannedUntil = millis(user.banned_until);
  if (bannedUntil !== null && bannedUntil > Date.now()) {
    throw new AuthError(status, 'user_banned', bannedMessage);
  }
  const { rows } = await q.query<{ deactivated: boolean }>(
    'select auth.local_user_deactivated($1) as deactivated',
    [user.id],
  );
  if (rows[0]?.deactivated) throw new AuthError(status, 'user_banned', DEACTIVATED_MESSAGE);
}
