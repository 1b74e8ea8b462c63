import { describe, expect, it } from 'vitest';
import { accessTokenClaims, assurance } from '../../../supabase/local/auth/claims.ts';
import {
  errorResponse,
  AuthError,
  requestedApiVersion,
} from '../../../supabase/local/auth/errors.ts';
import { matchRoute } from '../../../supabase/local/auth/router.ts';
import { tokenHash } from '../../../supabase/local/auth/crypto.ts';

describe('access token claims', () => {
  const user = {
    id: '11111111-1111-4111-8111-111111111111',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'a@b.in',
    phone: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: { name: 'A' },
    is_anonymous: false,
  };

  it('carries exactly GoTrue’s claims', () => {
    const claims = accessTokenClaims({
      issuer: 'http://127.0.0.1:54321/auth/v1',
      user,
      sessionId: 'sid',
      methods: [{ method: 'password', timestamp: 100 }],
      issuedAt: 1000,
      expiresIn: 3600,
    });
    expect(claims).toEqual({
      iss: 'http://127.0.0.1:54321/auth/v1',
      sub: user.id,
      aud: 'authenticated',
      exp: 4600,
      iat: 1000,
      email: 'a@b.in',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'A' },
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: 100 }],
      session_id: 'sid',
      is_anonymous: false,
    });
  });

  it('is aal2 after a second factor, most recent method first', () => {
    expect(
      assurance([
        { method: 'password', timestamp: 1 },
        { method: 'totp', timestamp: 5 },
      ]),
    ).toEqual({
      aal: 'aal2',
      amr: [
        { method: 'totp', timestamp: 5 },
        { method: 'password', timestamp: 1 },
      ],
    });
    expect(assurance([{ method: 'otp', timestamp: 1 }]).aal).toBe('aal1');
  });
});

describe('auth error bodies', () => {
  const error = new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

  it('uses {code, error_code, msg} for the initial API version', () => {
    const response = errorResponse(error, undefined);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    expect(response.headers?.['x-sb-error-code']).toBe('invalid_credentials');
  });

  it('uses {code, message} and echoes the version for 2024-01-01 and later', () => {
    expect(requestedApiVersion({ headers: { 'x-supabase-api-version': '2025-06-01' } })).toBe(
      '2024-01-01',
    );
    expect(requestedApiVersion({ headers: { 'x-supabase-api-version': '2023-01-01' } })).toBe(
      undefined,
    );
    expect(requestedApiVersion({ headers: { 'x-supabase-api-version': 'soon' } })).toBe(undefined);
    const response = errorResponse(error, '2024-01-01');
    expect(response.body).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    expect(response.headers?.['x-supabase-api-version']).toBe('2024-01-01');
  });
});

describe('auth routing and token hashes', () => {
  const routes = [
    { method: 'POST', pattern: '/factors/:factorId/verify', handler: 'verify' },
    { method: 'DELETE', pattern: '/factors/:factorId', handler: 'unenroll' },
  ];

  it('matches path parameters and tells 404 from 405', () => {
    expect(matchRoute(routes, 'POST', '/factors/abc/verify')).toEqual({
      kind: 'found',
      handler: 'verify',
      params: { factorId: 'abc' },
    });
    expect(matchRoute(routes, 'GET', '/factors/abc')).toEqual({
      kind: 'method_not_allowed',
      allowed: ['DELETE'],
    });
    expect(matchRoute(routes, 'GET', '/nope')).toEqual({ kind: 'not_found' });
  });

  it('hashes one-time codes as GoTrue: hex sha224 of address + code', () => {
    expect(tokenHash('a@b.in', '123456')).toBe(
      '91da36c26b756b9d12017063c69e7fb709288fd8d638a3ab48283914',
    );
  });
});
