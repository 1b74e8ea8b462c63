// Who is signed in, as the app sees it. The role only chooses screens and what to sync;
// row-level security in the database decides what is allowed.
import type { AuthChangeEvent } from '@supabase/supabase-js';

import type { Role } from '../../src/lib/route-guard.ts';

export type { Role };
export type AuthEvent = AuthChangeEvent;

export interface SessionUser {
  id: string;
  email: string | null;
  phone: string | null;
  fullName: string | null;
  role: Role;
}

export interface SessionState {
  /** 'checking' until the stored session (if any) has been read. */
  status: 'checking' | 'signed-out' | 'signed-in';
  user: SessionUser | null;
}

export const isStaff = (user: SessionUser | null) =>
  user?.role === 'admin' || user?.role === 'superadmin';
