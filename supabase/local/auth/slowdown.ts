// Per-account protection against password guessing, counted per account whatever address
// the guesses come from (the per-IP budget stops one client, this stops many clients
// guessing one account). After FREE_FAILURES failures in the window each further attempt
// waits 1 s, 2 s, 4 s ... up to 10 s before its password is checked. Attempts still being
// checked count as failures, so guesses sent in parallel cannot all slip in under the
// count: once failures and attempts in flight reach LOCK_AFTER, the account is locked for
// LOCK_MS and every sign-in to it (the right password too) is refused with words that tell
// the owner how long to wait and that a password reset by mail still works. A successful
// sign-in clears the account's record.

const WINDOW_MS = 15 * 60 * 1000;
const FREE_FAILURES = 5;
const MAX_DELAY_MS = 10_000;
export const LOCK_AFTER = 10;
export const LOCK_MS = 5 * 60 * 1000;

export class FailureSlowdown {
  private readonly failures = new Map<string, number[]>();
  private readonly inFlight = new Map<string, number>();
  private readonly lockedUntil = new Map<string, number>();
  private readonly queues = new Map<string, Promise<void>>();

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

  /** Milliseconds the account stays locked (0: not locked). */
  lockedFor(key: string, now = Date.now()): number {
    const until = this.lockedUntil.get(key) ?? 0;
    if (until > now) return until - now;
    this.lockedUntil.delete(key);
    const pending = this.recent(key, now).length + (this.inFlight.get(key) ?? 0);
    return pending >= LOCK_AFTER ? this.lock(key, now) : 0;
  }

  /**
   * Runs the password checks of one account one at a time: guesses sent in parallel hash
   * one after another instead of all at once, so they cannot starve other requests.
   */
  async exclusive<T>(key: string, check: () => Promise<T>): Promise<T> {
    const before = this.queues.get(key) ?? Promise.resolve();
    const run = before.then(check);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(key, tail);
    try {
      return await run;
    } finally {
      if (this.queues.get(key) === tail) this.queues.delete(key);
    }
  }

  /** Counts an attempt whose password is being checked; call `settle` when it is. */
  begin(key: string): void {
    this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
  }

  settle(key: string, succeeded: boolean, now = Date.now()): void {
    const left = (this.inFlight.get(key) ?? 1) - 1;
    if (left > 0) this.inFlight.set(key, left);
    else this.inFlight.delete(key);
    if (succeeded) this.clear(key);
    else this.recordFailure(key, now);
  }

  recordFailure(key: string, now = Date.now()): void {
    const failures = [...this.recent(key, now), now];
    if (failures.length >= LOCK_AFTER) this.lock(key, now);
    else this.failures.set(key, failures);
  }

  clear(key: string): void {
    this.failures.delete(key);
    this.lockedUntil.delete(key);
  }

  /** The lock starts a new count: once it ends, the owner has the free attempts again. */
  private lock(key: string, now: number): number {
    this.failures.delete(key);
    this.lockedUntil.set(key, now + LOCK_MS);
    return LOCK_MS;
  }
}

/** One slowdown for the whole server process (sign-ins of every server share accounts' keys). */
export const signInSlowdown = new FailureSlowdown();
