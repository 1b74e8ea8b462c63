// The superadmin's list of people (docs/product.md#roles-and-permissions): its filter as kept in
// the address (?q=&role=&status=&page=), and the search it means on name, email and phone.
import { pageParam } from './address-params.ts';
import type { Role } from './route-guard.ts';
import { searchPattern } from './lead-desk.ts';

export const ROLES: readonly { value: Role; label: string }[] = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
  { value: 'superadmin', label: 'Superadmin' },
];
export const roleLabel = (role: string) => ROLES.find((r) => r.value === role)?.label ?? role;

export const USER_PAGE_SIZE = 25;
export const USER_STATUSES = ['active', 'inactive'] as const;

export interface UserFilter {
  search: string;
  role: Role | null;
  status: (typeof USER_STATUSES)[number] | null;
  /** 1-based. */
  page: number;
}

export function readUserFilter(params: URLSearchParams): UserFilter {
  const role = params.get('role');
  const status = params.get('status');
  return {
    search: params.get('q') ?? '',
    role: ROLES.some((r) => r.value === role) ? (role as Role) : null,
    status: USER_STATUSES.find((s) => s === status) ?? null,
    page: pageParam(params),
  };
}

export function writeUserFilter(filter: UserFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search.trim()) params.set('q', filter.search);
  if (filter.role) params.set('role', filter.role);
  if (filter.status) params.set('status', filter.status);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/**
 * What a search means: text in the name or email (an ilike pattern), and, when it holds at
 * least three digits, those digits in the phone in order, whatever sits between them (a
 * regular expression: phones are stored as typed, "+91 98765 43210" or "919876543210").
 * Null when there is nothing to search for.
 */
export function userSearch(text: string): { text: string; phone: string | null } | null {
  const pattern = searchPattern(text);
  if (!pattern) return null;
  const digits = text.replace(/\D/g, '');
  return { text: pattern, phone: digits.length >= 3 ? [...digits].join('[^0-9]*') : null };
}

export const USER_MESSAGES = {
  notAllowed:
    'Nothing was changed: the record is gone, or your account may no longer make this change.',
  settingsMissing: 'The site settings row is missing on the server.',
  notFound: 'No account with this id.',
} as const;
