// Who may open which guarded route (docs/product.md#route-guard,
// docs/product.md#roles-and-permissions), as a pure table: the guard component only asks it. What a
// person may *do* is decided by the database, not here.
export type Role = 'user' | 'admin' | 'superadmin';

export const GUARDED_ROUTES = {
  '/dashboard': ['user'],
  '/admin': ['admin', 'superadmin'],
  '/superadmin': ['superadmin'],
} as const satisfies Record<string, readonly Role[]>;

export type GuardedRoute = keyof typeof GUARDED_ROUTES;

/**
 * The superadmin's own screens (sub-routes of /superadmin, so its guard covers them); the
 * back office's sections stay under /admin, which superadmins may open too.
 */
export const SUPERADMIN_ROUTES = {
  users: '/superadmin/users',
  user: '/superadmin/users/:userId',
  settings: '/superadmin/settings',
  errors: '/superadmin/errors',
  vitals: '/superadmin/vitals',
} as const;

/** The guarded route an address falls under (by whole path segments), or null if public. */
export function guardedRouteOf(address: string): GuardedRoute | null {
  const path = address.split(/[?#]/)[0]!;
  return (
    (Object.keys(GUARDED_ROUTES) as GuardedRoute[]).find(
      (route) => path === route || path.startsWith(`${route}/`),
    ) ?? null
  );
}

/** Whether a role may open an address (public addresses: everyone). */
export function mayOpen(role: Role, address: string): boolean {
  const guarded = guardedRouteOf(address);
  return guarded === null || (GUARDED_ROUTES[guarded] as readonly Role[]).includes(role);
}

/** Each role's own home: where it lands after sign-in and when sent away from a wrong page. */
export function homeOf(role: Role | null | undefined): string {
  switch (role) {
    case 'superadmin':
      return '/superadmin';
    case 'admin':
      return '/admin';
    case 'user':
      return '/dashboard';
    default:
      return '/';
  }
}

export type GuardDecision =
  | { kind: 'checking' }
  | { kind: 'allow' }
  /** Signed out: to /login, remembering where the person wanted to go. */
  | { kind: 'sign-in'; from: string }
  /** Signed in with another role: to that role's own home. */
  | { kind: 'redirect'; to: string };

export interface GuardInput {
  status: 'checking' | 'signed-out' | 'signed-in';
  role: Role | null;
  /** The allowed roles of the route. */
  allowed: readonly Role[];
  /** The address the person asked for (path + search + hash), remembered for after sign-in. */
  location: string;
  /**
   * Signed in with the password only, while the account has a verified second factor: the
   * sign-in is not finished, so the person goes back to /login for the code.
   */
  secondFactorPending?: boolean;
}

export function guardDecision({
  status,
  role,
  allowed,
  location,
  secondFactorPending = false,
}: GuardInput): GuardDecision {
  if (status === 'checking') return { kind: 'checking' };
  if (status === 'signed-out' || role === null || secondFactorPending) {
    return { kind: 'sign-in', from: location };
  }
  if (allowed.includes(role)) return { kind: 'allow' };
  return { kind: 'redirect', to: homeOf(role) };
}

/**
 * Where to go after signing in: back to the remembered address when this role may open it
 * (only same-site paths, never another origin), otherwise the role's own home.
 */
export function afterSignIn(role: Role, from: string | null | undefined): string {
  if (from && from.startsWith('/') && !from.startsWith('//')) {
    if (!guardedRouteOf(from)) return from === '/login' ? homeOf(role) : from;
    if (mayOpen(role, from)) return from;
  }
  return homeOf(role);
}
