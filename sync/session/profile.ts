// The signed-in person's row in public.users: read for the role (never from the token or the
// browser), and the fields a person may edit themselves (the database guards the rest).
import type { Json } from '../engine/database.types.ts';
import type { AppClient } from '../engine/supabase.ts';
import type { Locale } from '../../src/lib/i18n/locale.ts';
import type { ProfileAddress, ProfileUpdate, Role, SessionUser } from './model.ts';

export interface ProfileRow {
  id: string;
  email: string | null;
  phone: string | null;
  full_name: string | null;
  role: Role;
  is_active: boolean;
  address: ProfileAddress | null;
  last_login: string | null;
  preferred_locale: Locale | null;
}

const COLUMNS = 'id,email,phone,full_name,role,is_active,address,last_login,preferred_locale';

/** The profile; null when it cannot be read (offline, or no row). */
export async function fetchProfile(client: AppClient, userId: string): Promise<ProfileRow | null> {
  const { data, error } = await client.from('users').select(COLUMNS).eq('id', userId).maybeSingle();
  if (error) return null;
  return data as ProfileRow | null;
}

export const toSessionUser = (row: ProfileRow): SessionUser => ({
  id: row.id,
  email: row.email,
  phone: row.phone,
  fullName: row.full_name,
  role: row.role,
  address: row.address,
  lastLogin: row.last_login,
  preferredLocale: row.preferred_locale ?? null,
});

/** Saves the editable fields; the database's row (as stored) comes back. */
export async function saveProfile(
  client: AppClient,
  userId: string,
  update: ProfileUpdate,
): Promise<ProfileRow> {
  const { data, error } = await client
    .from('users')
    .update({
      full_name: update.fullName.trim(),
      phone: update.phone?.trim() || null,
      address: update.address as Json,
    })
    .eq('id', userId)
    .select(COLUMNS)
    .single();
  if (error) throw new Error(error.message);
  return data as ProfileRow;
}

/** Saves the account's language; the database's row (as stored) comes back. */
export async function savePreferredLocale(
  client: AppClient,
  userId: string,
  locale: Locale,
): Promise<ProfileRow> {
  const { data, error } = await client
    .from('users')
    .update({ preferred_locale: locale })
    .eq('id', userId)
    .select(COLUMNS)
    .single();
  if (error) throw new Error(error.message);
  return data as ProfileRow;
}
