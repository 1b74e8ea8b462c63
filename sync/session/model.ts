// Who is signed in, as the app sees it. The role only chooses screens and what to sync;
// row-level security in the database decides what is allowed.
import type { AuthChangeEvent } from '@supabase/supabase-js';

import type { Locale } from '../../src/lib/i18n/locale.ts';
import type { Role } from '../../src/lib/route-guard.ts';

export type { Role };
export type AuthEvent = AuthChangeEvent;

/** The postal address kept on the profile (public.users.address). */
export interface ProfileAddress {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  pinCode: string;
}

export interface SessionUser {
  id: string;
  email: string | null;
  phone: string | null;
  fullName: string | null;
  role: Role;
  address?: ProfileAddress | null;
  /** When the database last recorded a sign-in (ISO), if known. */
  lastLogin?: string | null;
  /** The language the account chose with the language switch; null: none yet. */
  preferredLocale?: Locale | null;
}

export interface SessionState {
  /** 'checking' until the stored session (if any) has been read. */
  status: 'checking' | 'signed-out' | 'signed-in';
  user: SessionUser | null;
  /**
   * Signed in with the password while the account has a verified second factor: the code is
   * still to be entered, and staff rights wait for it (the database asks for aal2).
   */
  secondFactorPending?: boolean;
  /** Why the session ended without the person asking (refresh refused, another tab). */
  notice?: string | null;
  /**
   * The app was opened from a password-recovery link (docs/product.md#route-guard): the shell sends
   * the person to /reset-password once, even after supabase-js has taken the tokens out of the
   * address.
   */
  recovery?: boolean;
}

/** A TOTP authenticator on the account. */
export interface TotpFactor {
  id: string;
  friendlyName: string | null;
  verified: boolean;
}

/** A new authenticator to scan: the QR code (an SVG data URL) and its secret as text. */
export interface TotpEnrollment {
  factorId: string;
  qrCode: string;
  secret: string;
  uri: string;
}

export interface ProfileUpdate {
  fullName: string;
  phone: string | null;
  address: ProfileAddress | null;
}

export const isStaff = (user: SessionUser | null) =>
  user?.role === 'admin' || user?.role === 'superadmin';
