import { describe, expect, it } from 'vitest';
import { dayParam, oneOfParam, pageParam } from '../../../src/lib/address-params.ts';

describe('filters read back from the address', () => {
  it('reads a page only when it is a whole number above 1', () => {
    const page = (query: string) => pageParam(new URLSearchParams(query));
    expect(page('page=3')).toBe(3);
    expect(page('')).toBe(1);
    expect(page('page=0')).toBe(1);
    expect(page('page=-2')).toBe(1);
    expect(page('page=2.5')).toBe(1);
    expect(page('page=two')).toBe(1);
  });

  it('keeps a value of the list and a yyyy-mm-dd day, nothing else', () => {
    expect(oneOfParam(['paid', 'pending'], 'paid')).toBe('paid');
    expect(oneOfParam(['paid', 'pending'], 'free')).toBeNull();
    expect(oneOfParam(['paid'], null)).toBeNull();
    expect(dayParam('2026-11-01')).toBe('2026-11-01');
    expect(dayParam('1/11')).toBeNull();
    expect(dayParam(null)).toBeNull();
  });
});
