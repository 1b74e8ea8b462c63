// The superadmin's view of people, their permissions and the site settings
// (docs/product.md#data-the-shop-keeps, docs/product.md#roles-and-permissions). Read from and
// written to the server directly: online work, never kept on the device (no RxDB collection).
import type { Role } from '../../src/lib/route-guard.ts';

export type { SiteSettingsRow } from '../../src/lib/site-settings-form.ts';
export type { Role };

export interface ManagedUser {
  id: string;
  email: string | null;
  phone: string | null;
  full_name: string | null;
  role: Role;
  is_active: boolean;
  email_verified: boolean;
  phone_verified: boolean;
  created_at: string;
  last_login: string | null;
}

export interface UserPage {
  rows: ManagedUser[];
  total: number;
}

export interface PermissionRow {
  id: string;
  user_id: string;
  permission_type: string;
  granted_by: string | null;
  /** Who granted it, as a name or email (null when unknown or since removed). */
  granted_by_name: string | null;
  granted_at: string;
  expires_at: string | null;
  is_active: boolean;
  /** quotes.discount: the largest quotation discount it allows, in percent (else null). */
  max_percent: number | string | null;
}

export type { Remote } from '../engine/use-remote.ts';

/** Browser error reports with one message and top frame (public.client_error_groups). */
export interface ClientErrorGroup {
  message: string;
  top_frame: string | null;
  kind: 'error' | 'rejection' | 'boundary';
  reports: number;
  first_seen: string;
  last_seen: string;
  releases: string[];
  routes: string[];
  latest_stack: string | null;
}

/**
 * One page type's week of field web vitals (public.web_vitals_p75): p75 of each metric over
 * the page views that measured it (null when none did), with how many did.
 */
export interface WebVitalsWeek {
  week_start: string;
  iso_week: string;
  page_type: string;
  views: number;
  lcp_p75: number | null;
  lcp_count: number;
  inp_p75: number | null;
  inp_count: number;
  cls_p75: number | null;
  cls_count: number;
  dead_window_p75: number | null;
  dead_window_count: number;
}
