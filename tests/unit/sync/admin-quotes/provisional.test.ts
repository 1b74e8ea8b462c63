// A field quote's provisional number (sync/admin-quotes/provisional.ts): this device's prefix and
// its own sequence, kept in storage and never given twice, even after the storage is cleared.
import { describe, expect, it } from 'vitest';
import { takeProvisionalNumber } from '../../../../sync/admin-quotes/provisional.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('provisional numbers', () => {
  it('counts up on one prefix per device', () => {
    const storage = memoryStorage();
    const first = takeProvisionalNumber(storage);
    expect(first).toMatch(/^P-[2-9A-HJKMNP-Z]{4}-0001$/);
    const prefix = first.slice(0, 6);
    expect(takeProvisionalNumber(storage)).toBe(`${prefix}-0002`);
    expect(takeProvisionalNumber(storage)).toBe(`${prefix}-0003`);
  });

  it('starts a new prefix when the storage lost it, so no number repeats', () => {
    const storage = memoryStorage();
    storage.setItem('mgrid.quote.device-prefix', '7K3F');
    storage.setItem('mgrid.quote.sequence', '41');
    expect(takeProvisionalNumber(storage)).toBe('P-7K3F-0042');
    storage.setItem('mgrid.quote.device-prefix', 'not one');
    const next = takeProvisionalNumber(storage);
    expect(next).toMatch(/-0001$/);
    expect(next).not.toContain('7K3F');
  });
});
