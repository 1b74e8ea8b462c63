// Who may cause mail and SMS to be sent. Requests are counted per address at the door
// (rate-limits.ts); here the messages actually sent are counted per recipient and for the
// whole project. A request that sends nothing (a reset for an unknown address) spends no
// project budget, so one visitor's flood of random addresses cannot stop everyone's mail.
import type { ServerContext } from '../context.ts';
import { AuthError } from './errors.ts';
import { RateLimiter } from './limiter.ts';

const ONE_HOUR = 60 * 60 * 1000;
/** Messages one recipient may get per hour: enough for retries, not for a mailbox flood. */
const PER_RECIPIENT_SHARE = 6;

interface Budget {
  perRecipient: RateLimiter;
  project: RateLimiter;
}

const budgets = new WeakMap<ServerContext, Budget>();

function budgetOf(ctx: ServerContext): Budget {
  let budget = budgets.get(ctx);
  if (!budget) {
    const limit = ctx.config.authRateLimits.emailSent;
    budget = {
      perRecipient: new RateLimiter(Math.max(2, Math.ceil(limit / PER_RECIPIENT_SHARE)), ONE_HOUR),
      project: new RateLimiter(limit, ONE_HOUR),
    };
    budgets.set(ctx, budget);
  }
  return budget;
}

/** Counts one message to `to`; throws 429 (nothing is sent) once a budget is spent. */
export function spendSendBudget(ctx: ServerContext, channel: 'email' | 'sms', to: string): void {
  const budget = budgetOf(ctx);
  const code = channel === 'email' ? 'over_email_send_rate_limit' : 'over_sms_send_rate_limit';
  const message = channel === 'email' ? 'Email rate limit exceeded' : 'SMS rate limit exceeded';
  if (!budget.perRecipient.allow(`${channel}:${to.toLowerCase()}`)) {
    throw new AuthError(429, code, message);
  }
  if (!budget.project.allow(channel)) throw new AuthError(429, code, message);
}
