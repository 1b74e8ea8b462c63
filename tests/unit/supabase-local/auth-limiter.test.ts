import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../../supabase/local/auth/limiter.ts';

describe('auth rate limiter', () => {
  it('allows a budget per client and window, then refuses until the window slides', () => {
    const limiter = new RateLimiter(2, 1000);
    expect(limiter.allow('a', 0)).toBe(true);
    expect(limiter.allow('a', 100)).toBe(true);
    expect(limiter.allow('a', 200)).toBe(false);
    expect(limiter.allow('b', 200)).toBe(true);
    expect(limiter.allow('a', 1001)).toBe(true);
    expect(limiter.allow('a', 1050)).toBe(false);
    expect(limiter.allow('a', 1101)).toBe(true);
  });
});
