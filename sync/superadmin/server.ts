// The superadmin's reads and writes against the server, with the superadmin's own token:
// row-level security and the users triggers decide (only a superadmin changes roles, activity,
// permissions and settings; never their own role; never the last superadmin). Every refusal
// comes back as an Error carrying the database's own message.
import type { AppClient } from '../engine/supabase.ts';
import { OFFLINE_ACTION, SUPABASE_NOT_CONFIGURED } from '../../src/lib/messages.ts';
import {
  USER_MESSAGES,
  USER_PAGE_SIZE,
  userSearch,
  type UserFilter,
} from '../../src/lib/user-directory.ts';
import type { SiteSettingsRow } from '../../src/lib/site-settings-form.ts';
import { isNetworkFailure, type ServerError } from '../engine/replication/errors.ts';
import type { SyncRuntime } from '../engine/runtime.ts';
import type { ManagedUser, PermissionRow, Role, UserPage } from './model.ts';

const USER_COLUMNS =
  'id,email,phone,full_name,role,is_active,email_verified,phone_verified,created_at,last_login';
const SETTINGS_COLUMNS =
  'sales_phone,quotation_phone,catalog_url,ga_measurement_id,company_address,hero_title,' +
  'hero_subtitle,best_seller_title,best_seller_subtitle,contact_email,footer_about,' +
  'social_links,footer_copyright,delivery_fee_in_paise,free_delivery_threshold_in_paise,' +
  'delivery_fee_description,seller_state,gstin,upi_id,upi_payee_name,legal_name,registered_address,' +
  'hero_title_hi,hero_subtitle_hi,best_seller_title_hi,best_seller_subtitle_hi,footer_about_hi,' +
  'delivery_fee_description_hi';

export function clientOf(runtime: SyncRuntime): AppClient {
  if (!runtime.client) throw new Error(SUPABASE_NOT_CONFIGURED);
  return runtime.client;
}

/**
 * The database's refusal as is (its triggers' messages are written for people); a bare
 * row-level security refusal in plain words; no answer at all means offline.
 */
export function failure(error: ServerError): Error {
  if (isNetworkFailure(error)) return new Error(OFFLINE_ACTION);
  if (error.code === '42501' && /row-level security/.test(error.message ?? '')) {
    return new Error(USER_MESSAGES.notAllowed);
  }
  return new Error(error.message || 'Request failed');
}

export async function fetchUserPage(runtime: SyncRuntime, filter: UserFilter): Promise<UserPage> {
  let query = clientOf(runtime)
    .from('users')
    .select(USER_COLUMNS, { count: 'exact' })
    .eq('_deleted', false);
  const search = userSearch(filter.search);
  if (search) {
    const phone = search.phone ? `,phone.imatch.${search.phone}` : '';
    query = query.or(`full_name.ilike.${search.text},email.ilike.${search.text}${phone}`);
  }
  if (filter.role) query = query.eq('role', filter.role);
  if (filter.status) query = query.eq('is_active', filter.status === 'active');
  const start = (filter.page - 1) * USER_PAGE_SIZE;
  const { data, count, error } = await query
    .order('full_name', { ascending: true, nullsFirst: false })
    .order('email', { ascending: true })
    .order('id', { ascending: true })
    .range(start, start + USER_PAGE_SIZE - 1);
  if (error) throw failure(error);
  return { rows: (data ?? []) as ManagedUser[], total: count ?? 0 };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One person; null when there is none (an address with a mistyped id included). */
export async function fetchUser(runtime: SyncRuntime, id: string): Promise<ManagedUser | null> {
  if (!UUID.test(id)) return null;
  const { data, error } = await clientOf(runtime)
    .from('users')
    .select(USER_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (error) throw failure(error);
  return data as ManagedUser | null;
}

/** Every grant of a person, newest first, with the granter's name. */
export async function fetchPermissions(
  runtime: SyncRuntime,
  userId: string,
): Promise<PermissionRow[]> {
  const client = clientOf(runtime);
  const { data, error } = await client
    .from('user_permissions')
    .select('id,user_id,permission_type,granted_by,granted_at,expires_at,is_active,max_percent')
    .eq('user_id', userId)
    .eq('_deleted', false)
    .order('granted_at', { ascending: false });
  if (error) throw failure(error);
  const rows = (data ?? []) as Omit<PermissionRow, 'granted_by_name'>[];
  const granters = [...new Set(rows.map((r) => r.granted_by).filter((id) => id !== null))];
  const names = new Map<string, string>();
  if (granters.length > 0) {
    const found = await client.from('users').select('id,full_name,email').in('id', granters);
    if (found.error) throw failure(found.error);
    for (const u of (found.data ?? []) as {
      id: string;
      full_name: string | null;
      email: string | null;
    }[]) {
      names.set(u.id, u.full_name ?? u.email ?? u.id);
    }
  }
  return rows.map((r) => ({
    ...r,
    granted_by_name: r.granted_by ? (names.get(r.granted_by) ?? null) : null,
  }));
}

export async function fetchSiteSettings(runtime: SyncRuntime): Promise<SiteSettingsRow> {
  const { data, error } = await clientOf(runtime)
    .from('site_settings')
    .select(SETTINGS_COLUMNS)
    .eq('id', 'default')
    .maybeSingle();
  if (error) throw failure(error);
  if (!data) throw new Error(USER_MESSAGES.settingsMissing);
  return data as unknown as SiteSettingsRow;
}

/** Updates one person; a change that matched no row was refused by row-level security. */
export async function updateUser(
  runtime: SyncRuntime,
  id: string,
  patch: { role?: Role; is_active?: boolean },
): Promise<ManagedUser> {
  const { data, error } = await clientOf(runtime)
    .from('users')
    .update(patch)
    .eq('id', id)
    .select(USER_COLUMNS);
  if (error) throw failure(error);
  const row = (data ?? [])[0] as ManagedUser | undefined;
  if (!row) throw new Error(USER_MESSAGES.notAllowed);
  return row;
}

export async function insertPermission(
  runtime: SyncRuntime,
  userId: string,
  permissionType: string,
  expiresAt: string | null,
  maxPercent: number | null = null,
): Promise<void> {
  // granted_by and granted_at are the database's (from the session), never the client's.
  // max_percent is sent only when given: quotes.discount needs it, other permissions refuse it.
  const { error } = await clientOf(runtime)
    .from('user_permissions')
    .insert({
      user_id: userId,
      permission_type: permissionType,
      expires_at: expiresAt,
      ...(maxPercent === null ? {} : { max_percent: maxPercent }),
    });
  if (error) throw failure(error);
}

export async function deactivatePermission(runtime: SyncRuntime, id: string): Promise<void> {
  const { data, error } = await clientOf(runtime)
    .from('user_permissions')
    .update({ is_active: false })
    .eq('id', id)
    .select('id');
  if (error) throw failure(error);
  if (!data || data.length === 0) throw new Error(USER_MESSAGES.notAllowed);
}

export async function updateSiteSettings(
  runtime: SyncRuntime,
  row: SiteSettingsRow,
): Promise<SiteSettingsRow> {
  const { data, error } = await clientOf(runtime)
    .from('site_settings')
    .update(row)
    .eq('id', 'default')
    .select(SETTINGS_COLUMNS);
  if (error) throw failure(error);
  const saved = (data ?? [])[0] as unknown as SiteSettingsRow | undefined;
  if (!saved) throw new Error(USER_MESSAGES.notAllowed);
  return saved;
}
