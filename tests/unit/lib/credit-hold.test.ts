import { describe, expect, it } from 'vitest';
import { creditHoldReason } from '../../../src/lib/credit-hold.ts';

const WORDS =
  'Held: over your credit limit by ₹5,000 (limit ₹1,00,000, already on account ₹95,000, this order ₹10,000)';

describe('an order held over the credit limit', () => {
  it('gives the database’s words from the held event', () => {
    expect(
      creditHoldReason({
        status: 'held',
        timeline: [{ kind: 'held', reason: WORDS }],
      }),
    ).toBe(WORDS);
  });

  it('is not a price hold, nor an order no longer held, nor one without its timeline', () => {
    expect(
      creditHoldReason({
        status: 'held',
        timeline: [{ kind: 'held', reason: 'Prices changed: ₹6,999 → ₹7,349 on SL01' }],
      }),
    ).toBeNull();
    expect(
      creditHoldReason({ status: 'confirmed', timeline: [{ kind: 'held', reason: WORDS }] }),
    ).toBeNull();
    expect(creditHoldReason({ status: 'held', timeline: null })).toBeNull();
  });
});
