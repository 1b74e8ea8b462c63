// Outbox pushes wait here between attempts: for the retry interval, or less when the app
// learns the backend is back (any request answered, the browser came online, or retry()).
export interface RetryGate {
  /** Resolves after `ms`, or earlier when opened; rejects once closed for good. */
  wait(ms: number): Promise<void>;
  /** Wakes every waiter now. */
  open(): void;
  /** Wakes every waiter with an error and refuses new waits (shutting down). */
  close(): void;
  readonly closed: boolean;
}

export class GateClosedError extends Error {
  override name = 'GateClosedError';
}

export function createRetryGate(): RetryGate {
  let closed = false;
  const waiters = new Set<{ resolve(): void; reject(error: Error): void; timer: unknown }>();
  return {
    get closed() {
      return closed;
    },
    wait(ms) {
      if (closed) return Promise.reject(new GateClosedError('stopped'));
      return new Promise<void>((resolve, reject) => {
        const waiter = {
          resolve,
          reject,
          timer: setTimeout(() => {
            waiters.delete(waiter);
            resolve();
          }, ms),
        };
        waiters.add(waiter);
      });
    },
    open() {
      for (const waiter of waiters) {
        clearTimeout(waiter.timer as ReturnType<typeof setTimeout>);
        waiter.resolve();
      }
      waiters.clear();
    },
    close() {
      closed = true;
      for (const waiter of waiters) {
        clearTimeout(waiter.timer as ReturnType<typeof setTimeout>);
        waiter.reject(new GateClosedError('stopped'));
      }
      waiters.clear();
    },
  };
}
