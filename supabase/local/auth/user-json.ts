// The user object as GoTrue's JSON has it (internal/models/user.go, identity.go, factor.go).
import type { Queryable } from '../db/engine.ts';
import { iso, type Timestamp } from './timestamps.ts';
import type { UserRow } from './users.ts';

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  email: string | null;
}

export interface FactorRow {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  phone: string | null;
  last_challenged_at: Timestamp;
}

function putTime(target: Record<string, unknown>, key: string, value: Timestamp) {
  const text = iso(value);
  if (text !== null) target[key] = text;
}

/** The user as GoTrue's JSON has it: "" for missing email/phone, unset times left out. */
export async function userJson(q: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const identities = (
    await q.query<IdentityRow>(
      'select * from auth.identities where user_id = $1 order by created_at, provider',
      [user.id],
    )
  ).rows;
  const factors = (
    await q.query<FactorRow>(
      'select * from auth.mfa_factors where user_id = $1 order by created_at, id',
      [user.id],
    )
  ).rows;

  const out: Record<string, unknown> = {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
  };
  putTime(out, 'email_confirmed_at', user.email_confirmed_at);
  putTime(out, 'invited_at', user.invited_at);
  out.phone = user.phone ?? '';
  putTime(out, 'phone_confirmed_at', user.phone_confirmed_at);
  putTime(out, 'confirmation_sent_at', user.confirmation_sent_at);
  putTime(out, 'confirmed_at', user.confirmed_at);
  putTime(out, 'recovery_sent_at', user.recovery_sent_at);
  if (user.email_change) out.new_email = user.email_change;
  putTime(out, 'email_change_sent_at', user.email_change_sent_at);
  if (user.phone_change) out.new_phone = user.phone_change;
  putTime(out, 'phone_change_sent_at', user.phone_change_sent_at);
  putTime(out, 'reauthentication_sent_at', user.reauthentication_sent_at);
  putTime(out, 'last_sign_in_at', user.last_sign_in_at);
  out.app_metadata = user.raw_app_meta_data ?? {};
  out.user_metadata = user.raw_user_meta_data ?? {};
  if (factors.length > 0) out.factors = factors.map(factorJson);
  out.identities = identities.map(identityJson);
  out.created_at = iso(user.created_at);
  out.updated_at = iso(user.updated_at);
  putTime(out, 'banned_until', user.banned_until);
  putTime(out, 'deleted_at', user.deleted_at);
  out.is_anonymous = user.is_anonymous;
  return out;
}

function identityJson(row: IdentityRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data,
    provider: row.provider,
  };
  putTime(out, 'last_sign_in_at', row.last_sign_in_at);
  out.created_at = iso(row.created_at);
  out.updated_at = iso(row.updated_at);
  if (row.email) out.email = row.email;
  return out;
}

export function factorJson(row: FactorRow): Record<string, unknown> {
  const out: Record<string, unknown> = { id: row.id };
  out.created_at = iso(row.created_at);
  out.updated_at = iso(row.updated_at);
  out.status = row.status;
  if (row.friendly_name) out.friendly_name = row.friendly_name;
  out.factor_type = row.factor_type;
  out.phone = row.phone ?? '';
  out.last_challenged_at = iso(row.last_challenged_at);
  return out;
}
