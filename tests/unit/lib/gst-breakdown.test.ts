import { describe, expect, it } from 'vitest';
import { gstBreakdown } from '../../../src/lib/gst-breakdown.ts';
import { cartTotals } from '../../../src/lib/money.ts';

const inclusive18 = { unitPriceInPaise: 129_900, quantity: 1, gstRate: 18, priceInclusive: true };
const exclusive18 = { unitPriceInPaise: 129_900, quantity: 1, gstRate: 18, priceInclusive: false };
const inclusive12 = { unitPriceInPaise: 50_000, quantity: 2, gstRate: 12, priceInclusive: true };

describe('gstBreakdown', () => {
  it('separates GST included in prices from GST added on top', () => {
    expect(gstBreakdown([inclusive18, exclusive18])).toEqual([
      { rate: 18, included: true, gstInPaise: 19_815 },
      { rate: 18, included: false, gstInPaise: 23_382 },
    ]);
  });

  it('adds lines of the same rate and kind, highest rate first, and matches cartTotals', () => {
    const lines = [inclusive12, inclusive18, inclusive18];
    const rows = gstBreakdown(lines);
    expect(rows.map((r) => r.rate)).toEqual([18, 12]);
    expect(rows[0]!.gstInPaise).toBe(2 * 19_815);
    expect(rows.reduce((n, r) => n + r.gstInPaise, 0)).toBe(cartTotals(lines).gstInPaise);
  });

  it('leaves out zero-rated lines and an empty cart', () => {
    expect(gstBreakdown([{ ...inclusive18, gstRate: 0 }])).toEqual([]);
    expect(gstBreakdown([])).toEqual([]);
  });
});
