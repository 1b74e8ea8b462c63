// /auth/v1: the GoTrue subset the product and supabase-js use (sign-up, password and
// refresh-token grants, user, logout, recovery, OTP, TOTP MFA, admin users and factors,
// invitations, generated links), answering with GoTrue's shapes, status codes and error
// codes. Mail and SMS go to the local outbox.
import type { ServerContext } from '../context.ts';
import type { Mount } from '../http/api-gateway.ts';
import { HttpError, type ApiRequest, type ApiResponse } from '../http/types.ts';
import { apiUrlOf, type AuthEnv } from './env.ts';
import { AuthError, errorResponse, requestedApiVersion, unexpectedFailure } from './errors.ts';
import * as admin from './handlers/admin.ts';
import * as invite from './handlers/invite.ts';
import * as meta from './handlers/meta.ts';
import * as mfa from './handlers/mfa.ts';
import { signup } from './handlers/signup.ts';
import { token } from './handlers/token.ts';
import * as user from './handlers/user.ts';
import * as verify from './handlers/verify.ts';
import { createAuthRateLimits } from './rate-limits.ts';
import { matchRoute, type Route } from './router.ts';

type Handler = (env: AuthEnv) => Promise<ApiResponse>;

const ROUTES: Route<Handler>[] = [
  { method: 'GET', pattern: '/health', handler: meta.health },
  { method: 'GET', pattern: '/settings', handler: meta.settings },
  { method: 'GET', pattern: '/.well-known/jwks.json', handler: meta.jwks },
  { method: 'POST', pattern: '/signup', handler: signup },
  { method: 'POST', pattern: '/token', handler: token },
  { method: 'GET', pattern: '/user', handler: user.getUser },
  { method: 'PUT', pattern: '/user', handler: user.updateUser },
  { method: 'POST', pattern: '/logout', handler: user.logout },
  { method: 'GET', pattern: '/reauthenticate', handler: user.reauthenticate },
  { method: 'POST', pattern: '/recover', handler: verify.recover },
  { method: 'GET', pattern: '/verify', handler: verify.openLink },
  { method: 'POST', pattern: '/verify', handler: verify.verifyOtp },
  { method: 'POST', pattern: '/otp', handler: verify.otp },
  { method: 'POST', pattern: '/magiclink', handler: verify.otp },
  { method: 'POST', pattern: '/resend', handler: verify.resend },
  { method: 'POST', pattern: '/factors', handler: mfa.enroll },
  { method: 'POST', pattern: '/factors/:factorId/challenge', handler: mfa.challenge },
  { method: 'POST', pattern: '/factors/:factorId/verify', handler: mfa.verify },
  { method: 'DELETE', pattern: '/factors/:factorId', handler: mfa.unenroll },
  { method: 'GET', pattern: '/admin/users', handler: admin.listUsers },
  { method: 'POST', pattern: '/admin/users', handler: admin.createUser },
  { method: 'GET', pattern: '/admin/users/:userId', handler: admin.getUser },
  { method: 'PUT', pattern: '/admin/users/:userId', handler: admin.updateUser },
  { method: 'DELETE', pattern: '/admin/users/:userId', handler: admin.deleteUser },
  { method: 'GET', pattern: '/admin/users/:userId/factors', handler: admin.listFactors },
  {
    method: 'DELETE',
    pattern: '/admin/users/:userId/factors/:factorId',
    handler: admin.deleteFactor,
  },
  { method: 'POST', pattern: '/admin/generate_link', handler: invite.generateLink },
  { method: 'POST', pattern: '/invite', handler: invite.invite },
  { method: 'GET', pattern: '/outbox', handler: meta.outbox },
  { method: 'GET', pattern: '/authorize', handler: meta.oauthDisabled },
  { method: 'GET', pattern: '/callback', handler: meta.oauthDisabled },
  { method: 'POST', pattern: '/callback', handler: meta.oauthDisabled },
  { method: 'POST', pattern: '/sso', handler: meta.ssoDisabled },
  { method: 'GET', pattern: '/user/identities/authorize', handler: meta.identityLinkingDisabled },
  { method: 'DELETE', pattern: '/user/identities/:id', handler: meta.identityLinkingDisabled },
];

/** Reachable without an apikey, as through Kong in a `supabase start` stack. */
function isOpen(path: string, method: string): boolean {
  if (method === 'GET' && ['/verify', '/authorize', '/health', '/settings'].includes(path)) {
    return true;
  }
  return path === '/callback' || (method === 'GET' && path === '/.well-known/jwks.json');
}

export function createAuth(ctx: ServerContext): Mount {
  // Security: without budgets, passwords and six-digit codes could be guessed by trying them.
  const checkRateLimits = createAuthRateLimits(
    ctx.config.authRateLimits,
    ctx.config.trustedProxies,
  );

  async function handle(req: ApiRequest): Promise<ApiResponse> {
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    checkRateLimits(req, path);
    if ([...req.url.searchParams.values()].some((v) => v.includes('\u0000'))) {
      throw new AuthError(400, 'validation_failed', 'Query parameters contain a NUL character');
    }
    const match = matchRoute(ROUTES, req.method, path);
    if (match.kind === 'not_found') throw new AuthError(404, 'not_found', `Not found: ${path}`);
    if (match.kind === 'method_not_allowed') {
      throw new AuthError(405, 'method_not_allowed', `Method ${req.method} not allowed on ${path}`);
    }
    return match.handler({ ctx, req, apiUrl: apiUrlOf(ctx, req), params: match.params });
  }

  return {
    prefix: '/auth/v1',
    open: isOpen,
    async handler(req) {
      try {
        return await handle(req);
      } catch (error) {
        let failure: AuthError;
        if (error instanceof AuthError) failure = error;
        else if (error instanceof HttpError && error.status < 500) {
          failure = new AuthError(error.status, 'validation_failed', error.message);
        } else {
          ctx.log(`auth error: ${error instanceof Error ? error.stack : String(error)}`);
          failure = unexpectedFailure();
        }
        return errorResponse(failure, requestedApiVersion(req));
      }
    },
  };
}
