// A field quote's provisional number (P-7K3F-0003): this device's prefix and its own sequence,
// kept in localStorage so a number is never given twice on this device. Clearing the storage
// makes a new prefix, so even then no number repeats.
import { isDevicePrefix, newDevicePrefix, provisionalNumber } from '../../src/lib/quote-desk.ts';

const PREFIX_KEY = 'mgrid.quote.device-prefix';
const SEQUENCE_KEY = 'mgrid.quote.sequence';

/** The next provisional number of this device (the sequence moves on at once). */
export function takeProvisionalNumber(storage: Storage = globalThis.localStorage): string {
  let prefix = storage.getItem(PREFIX_KEY);
  if (!isDevicePrefix(prefix)) {
    prefix = newDevicePrefix();
    storage.setItem(PREFIX_KEY, prefix);
    storage.removeItem(SEQUENCE_KEY);
  }
  const last = Number(storage.getItem(SEQUENCE_KEY));
  const next = Number.isSafeInteger(last) && last > 0 ? last + 1 : 1;
  storage.setItem(SEQUENCE_KEY, String(next));
  return provisionalNumber(prefix, next);
}
