// Per-account slowdown after repeated failed sign-ins: the per-IP budget stops one client,
// this stops many clients guessing one account's password. After FREE_FAILURES failures in
// the window, each further attempt on that account waits 1 s, 2 s, 4 s ... up to 10 s
// before its password is checked. A successful sign-in clears the account's record.

const WINDOW_MS = 15 * 60 * 1000;
const FREE_FAILURES = 5;
const MAX_DELAY_MS = 10_000;

export class FailureSlowdown {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly baseDelayMs = 1000) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((t) => t > now - WINDOW_MS);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** How long the next attempt on `key` waits, in ms. */
  delayFor(key: string, now = Date.now()): number {
    const extra = this.recent(key, now).length - FREE_FAILURES;
    if (extra < 0) return 0;
    return Math.min(this.baseDelayMs * 2 ** extra, MAX_DELAY_MS);
  }

  recordFailure(key: string, now = Date.now()): void {
    this.failures.set(key, [...this.recent(key, now), now]);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

/** One slowdown for the whole server process (sign-ins of every server share accounts' keys). */
export const signInSlowdown = new FailureSlowdown();
