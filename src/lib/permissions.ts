// Fine-grained permissions (docs/product.md#roles-and-permissions): granted with an optional
// expiry, revoked by setting them inactive, valid while active and not expired. The same rule as
// public.has_permission in SQL (`is_active and not _deleted and (expires_at is null or expires_at >
// now())`), so the superadmin's screen says what the database will decide.

/**
 * The permissions a superadmin can grant. The spec names none; these are the back office's
 * own capabilities, each a name the database's `permission_type` check accepts.
 */
export const PERMISSION_TYPES = [
  { value: 'manage_products', label: 'Manage products (drafts)' },
  { value: 'publish_products', label: 'Publish products' },
  { value: 'manage_banners', label: 'Manage banners' },
  { value: 'manage_leads', label: 'Manage leads' },
  { value: 'export_leads', label: 'Export leads (CSV)' },
  { value: 'view_lead_stats', label: 'View lead statistics' },
  { value: 'field_sales', label: 'Field-sales lead capture' },
  { value: 'quotes.discount', label: 'Quotation discounts above the limit' },
  { value: 'manage_dealers', label: 'Manage dealers (applications, terms, standing)' },
  { value: 'dealers.credit_override', label: 'Approve dealer orders over the credit limit' },
] as const;

export type PermissionType = (typeof PERMISSION_TYPES)[number]['value'];

export const permissionLabel = (type: string) =>
  PERMISSION_TYPES.find((p) => p.value === type)?.label ?? type;

/**
 * The permission that carries a largest percentage (user_permissions.max_percent): the
 * quotation discount a staff member may give beyond the site's limit. The database refuses
 * it without one, and refuses one on any other permission.
 */
export const PERCENT_PERMISSION = 'quotes.discount';

export const needsMaxPercent = (type: string | null) => type === PERCENT_PERMISSION;

/**
 * "Quotation discounts above the limit (up to 12.5%)" for a grant that carries a percentage
 * (numeric may arrive as text: "12.50").
 */
export function grantLabel(type: string, maxPercent?: number | string | null): string {
  const percent = maxPercent === null || maxPercent === undefined ? NaN : Number(maxPercent);
  return Number.isFinite(percent)
    ? `${permissionLabel(type)} (up to ${percent}%)`
    : permissionLabel(type);
}

export interface PermissionGrant {
  is_active: boolean;
  expires_at: string | null;
  _deleted?: boolean;
}

/** Why a grant counts or not, as the list shows it. */
export type PermissionValidity = 'valid' | 'revoked' | 'expired' | 'bad-expiry';

/**
 * Whether a grant is valid at `now` (ms since the epoch). Revoked wins over expired; an expiry
 * exactly at `now` has passed (the database's `expires_at > now()`); an expiry that is not a
 * date counts as not valid rather than as "never expires".
 */
export function permissionValidity(grant: PermissionGrant, now: number): PermissionValidity {
  if (!Number.isFinite(now)) throw new RangeError('now must be a time');
  if (!grant.is_active || grant._deleted === true) return 'revoked';
  if (grant.expires_at === null) return 'valid';
  const expires = Date.parse(grant.expires_at);
  if (Number.isNaN(expires)) return 'bad-expiry';
  return expires > now ? 'valid' : 'expired';
}

export const isPermissionValid = (grant: PermissionGrant, now: number) =>
  permissionValidity(grant, now) === 'valid';

export const GRANT_MESSAGES = {
  type: 'Choose a permission',
  expiryDate: 'The expiry is not a date and time',
  expiryPast: 'The expiry must be in the future',
  maxPercent: 'Enter the largest discount, from 0 to 100 percent with at most 2 decimals',
} as const;

/**
 * A typed percentage as max_percent: a number from 0 to 100 with at most two decimals; null
 * when blank, undefined when it is not one.
 */
export function maxPercentOf(value: number | string | null | undefined): number | null | undefined {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const text = String(value).trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return undefined;
  const percent = Number(text);
  return percent <= 100 ? percent : undefined;
}

/**
 * A DateTimePicker value ("YYYY-MM-DD HH:mm:ss", the device's local time) as an ISO instant;
 * null for blank, undefined for text that is not a date and time.
 */
export function localDateTimeToIso(text: string | null): string | null | undefined {
  if (text === null || text.trim() === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const date = new Date(y!, mo! - 1, d!, h!, mi!, s!);
  // new Date rolls 31 Feb over to March: a date that rolled over was not a real one.
  if (date.getFullYear() !== y || date.getMonth() !== mo! - 1 || date.getDate() !== d) {
    return undefined;
  }
  if (h! > 23 || mi! > 59 || s! > 59) return undefined;
  return date.toISOString();
}

/**
 * Errors of a grant about to be made: a known permission, an expiry (if any) after now, and
 * for quotes.discount its largest discount (0 to 100, two decimals at most).
 */
export function grantErrors(
  grant: {
    permissionType: string | null;
    expiresAt: string | null;
    maxPercent?: number | string | null;
  },
  now: number,
): Partial<Record<'permissionType' | 'expiresAt' | 'maxPercent', string>> {
  const errors: Partial<Record<'permissionType' | 'expiresAt' | 'maxPercent', string>> = {};
  if (!PERMISSION_TYPES.some((p) => p.value === grant.permissionType)) {
    errors.permissionType = GRANT_MESSAGES.type;
  }
  const iso = localDateTimeToIso(grant.expiresAt);
  if (iso === undefined) errors.expiresAt = GRANT_MESSAGES.expiryDate;
  else if (iso !== null && Date.parse(iso) <= now) errors.expiresAt = GRANT_MESSAGES.expiryPast;
  if (needsMaxPercent(grant.permissionType) && typeof maxPercentOf(grant.maxPercent) !== 'number') {
    errors.maxPercent = GRANT_MESSAGES.maxPercent;
  }
  return errors;
}
