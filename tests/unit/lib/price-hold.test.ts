import { describe, expect, it } from 'vitest';
import { inrInMessages, priceHoldReason } from '../../../src/lib/price-hold.ts';
import { PRICE_HOLD_CASES } from '../../fixtures/rules/price-hold.ts';

describe('the hold rule preview (shared cases with SQL)', () => {
  it.each(PRICE_HOLD_CASES.map((c) => [c.name, c] as const))('%s', (_n, c) => {
    expect(priceHoldReason(c.shownTotal, c.total, c.lines)).toBe(c.reason);
  });

  it('writes amounts as the database messages do', () => {
    expect(inrInMessages(734900)).toBe('₹7,349');
    expect(inrInMessages(12345678)).toBe('₹1,23,456.78');
  });
});
