// GoTrue's request rate limits ([auth.rate_limit] in supabase/config.toml): sign-ups and
// sign-ins, refresh-token grants and verifications per IP per 5 minutes, and requests that
// send mail per IP per hour (the mail actually sent is also counted per recipient and for
// the project: send-budget.ts). Over the budget: 429 over_request_rate_limit (or
// over_email_send_rate_limit), as GoTrue answers.
import type { AuthRateLimits } from '../project-toml.ts';
import { clientAddress } from '../http/client-address.ts';
import type { ApiRequest } from '../http/types.ts';
import { AuthError } from './errors.ts';
import { RateLimiter } from './limiter.ts';

const FIVE_MINUTES = 5 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

type Bucket = 'signInSignUps' | 'tokenRefresh' | 'tokenVerifications';

function bucketOf(method: string, path: string, grantType: string | null): Bucket | null {
  if (method === 'POST' && ['/signup', '/otp', '/magiclink'].includes(path)) return 'signInSignUps';
  if (method === 'POST' && path === '/token') {
    return grantType === 'refresh_token' ? 'tokenRefresh' : 'signInSignUps';
  }
  if (path === '/verify' || (method === 'POST' && FACTOR_VERIFY.test(path))) {
    return 'tokenVerifications';
  }
  return null;
}

/** POST /factors/{id}/verify: a six-digit code, so guessable without a budget. */
const FACTOR_VERIFY = /^\/factors\/([^/]+)\/verify$/;

const SENDS_EMAIL = new Set(['/recover', '/resend', '/otp', '/magiclink']);

export function createAuthRateLimits(limits: AuthRateLimits, trustedProxies: string[] = []) {
  const perIp: Record<Bucket, RateLimiter> = {
    signInSignUps: new RateLimiter(limits.signInSignUps, FIVE_MINUTES),
    tokenRefresh: new RateLimiter(limits.tokenRefresh, FIVE_MINUTES),
    tokenVerifications: new RateLimiter(limits.tokenVerifications, FIVE_MINUTES),
  };
  const emails = new RateLimiter(limits.emailSent, ONE_HOUR);
  // Security: two-step codes are also counted per factor, so guesses spread over many
  // addresses (or a forged one) share one budget for the account they target.
  const perFactor = new RateLimiter(limits.tokenVerifications, FIVE_MINUTES);

  /** Counts the request; throws 429 once its budget is spent. */
  return function check(req: ApiRequest, path: string): void {
    const ip = clientAddress(req, trustedProxies);
    const bucket = bucketOf(req.method, path, req.url.searchParams.get('grant_type'));
    if (bucket && !perIp[bucket].allow(ip)) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    const factor = req.method === 'POST' ? FACTOR_VERIFY.exec(path)?.[1] : undefined;
    if (factor !== undefined && !perFactor.allow(factor)) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    // Per address: the project-wide budget counts only messages sent (send-budget.ts).
    if (req.method === 'POST' && SENDS_EMAIL.has(path) && !emails.allow(ip)) {
      throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
    }
  };
}
