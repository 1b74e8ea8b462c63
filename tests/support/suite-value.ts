// Values a describe block opens in beforeAll (a server, a database) and its tests name as plain
// values: `suiteValue` gives a stand-in that reads each property from the value once it is
// open, and says so clearly when a test reads it before then.
import { afterAll, beforeAll } from 'vitest';

/**
 * Opens the value before the block's first test and closes it after its last; returns the
 * stand-in (read its properties inside tests and hooks only).
 */
export function suiteValue<T extends object>(
  what: string,
  open: () => Promise<T>,
  close: (value: T) => Promise<void>,
): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await open();
  });
  afterAll(async () => {
    if (value) await close(value);
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!value) throw new Error(`${what} is not open (read it inside a test or hook)`);
      return Reflect.get(value, key);
    },
  });
}
