import { describe, expect, it } from 'vitest';
import {
  afterSignIn,
  GUARDED_ROUTES,
  guardDecision,
  guardedRouteOf,
  homeOf,
  mayOpen,
  SUPERADMIN_ROUTES,
  type GuardedRoute,
  type Role,
} from '../../../src/lib/route-guard.ts';

const ROLES: Role[] = ['user', 'admin', 'superadmin'];

describe('the route guard', () => {
  it('waits while the session is checked', () => {
    expect(
      guardDecision({ status: 'checking', role: null, allowed: ['user'], location: '/dashboard' }),
    ).toEqual({ kind: 'checking' });
  });

  it.each(Object.keys(GUARDED_ROUTES) as GuardedRoute[])(
    'sends a signed-out visitor of %s to sign in, remembering the address',
    (route) => {
      expect(
        guardDecision({
          status: 'signed-out',
          role: null,
          allowed: GUARDED_ROUTES[route],
          location: `${route}?tab=leads#x`,
        }),
      ).toEqual({ kind: 'sign-in', from: `${route}?tab=leads#x` });
    },
  );

  // Every role against every guarded route: allowed, or sent to its own home.
  const table: [Role, GuardedRoute, string][] = [
    ['user', '/dashboard', 'allow'],
    ['user', '/admin', '/dashboard'],
    ['user', '/superadmin', '/dashboard'],
    ['admin', '/dashboard', '/admin'],
    ['admin', '/admin', 'allow'],
    ['admin', '/superadmin', '/admin'],
    ['superadmin', '/dashboard', '/superadmin'],
    ['superadmin', '/admin', 'allow'],
    ['superadmin', '/superadmin', 'allow'],
  ];
  it.each(table)('%s on %s -> %s', (role, route, expected) => {
    const decision = guardDecision({
      status: 'signed-in',
      role,
      allowed: GUARDED_ROUTES[route],
      location: route,
    });
    expect(decision).toEqual(
      expected === 'allow' ? { kind: 'allow' } : { kind: 'redirect', to: expected },
    );
  });

  it('gives each role its own home', () => {
    expect(ROLES.map(homeOf)).toEqual(['/dashboard', '/admin', '/superadmin']);
    expect(homeOf(null)).toBe('/');
  });

  it('returns to the remembered page when the role may open it', () => {
    expect(afterSignIn('admin', '/admin?status=new')).toBe('/admin?status=new');
    expect(afterSignIn('user', '/dashboard#orders')).toBe('/dashboard#orders');
    expect(afterSignIn('user', '/products/sl02')).toBe('/products/sl02');
  });

  it('goes to the role home otherwise, and never off the site', () => {
    expect(afterSignIn('user', '/admin')).toBe('/dashboard');
    expect(afterSignIn('admin', '/superadmin')).toBe('/admin');
    expect(afterSignIn('superadmin', null)).toBe('/superadmin');
    expect(afterSignIn('user', '//evil.example/x')).toBe('/dashboard');
    expect(afterSignIn('user', 'https://evil.example/')).toBe('/dashboard');
    expect(afterSignIn('admin', '/login')).toBe('/admin');
  });
});

describe('the route guard with a second factor pending', () => {
  it.each(Object.keys(GUARDED_ROUTES) as GuardedRoute[])(
    'sends a password-only session of %s back to sign in for the code',
    (route) => {
      expect(
        guardDecision({
          status: 'signed-in',
          role: 'admin',
          allowed: GUARDED_ROUTES[route],
          location: route,
          secondFactorPending: true,
        }),
      ).toEqual({ kind: 'sign-in', from: route });
    },
  );
});

describe("the superadmin's screens", () => {
  const screens = [
    '/superadmin',
    SUPERADMIN_ROUTES.users,
    '/superadmin/users?q=sharma&role=admin&page=2',
    SUPERADMIN_ROUTES.user.replace(':userId', '5a000000-0000-4000-8000-000000000003'),
    SUPERADMIN_ROUTES.settings,
  ];

  it.each(screens)('%s is guarded as /superadmin: superadmins only', (address) => {
    expect(guardedRouteOf(address)).toBe('/superadmin');
    expect(ROLES.filter((role) => mayOpen(role, address))).toEqual(['superadmin']);
    for (const role of ['user', 'admin'] as const) {
      expect(
        guardDecision({
          status: 'signed-in',
          role,
          allowed: GUARDED_ROUTES['/superadmin'],
          location: address,
        }),
      ).toEqual({ kind: 'redirect', to: homeOf(role) });
    }
  });

  it('matches whole path segments only', () => {
    expect(guardedRouteOf('/superadministrator')).toBeNull();
    expect(guardedRouteOf('/administer')).toBeNull();
    expect(guardedRouteOf('/admin/leads?q=x')).toBe('/admin');
    expect(mayOpen('user', '/products')).toBe(true);
  });

  it('returns a superadmin to the screen they were sent to sign in from, and no one else', () => {
    expect(afterSignIn('superadmin', '/superadmin/users?q=98765')).toBe(
      '/superadmin/users?q=98765',
    );
    expect(afterSignIn('superadmin', '/superadmin/settings')).toBe('/superadmin/settings');
    expect(afterSignIn('admin', '/superadmin/users')).toBe('/admin');
    expect(afterSignIn('user', '/superadmin/settings')).toBe('/dashboard');
  });
});
