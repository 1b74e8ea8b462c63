import { describe, expect, it } from 'vitest';
import {
  padLine,
  padQuantity,
  padTotals,
  reorderFrom,
  type PadProduct,
} from '../../../src/lib/dealer-pad.ts';

const SL02: PadProduct = {
  productId: 'p-sl02',
  name: 'SL02',
  listPriceInPaise: 1_000_000,
  bulkQty: 10,
  bulkUnitPriceInPaise: 900_000,
  gstRate: 18,
  priceInclusive: true,
  stockQuantity: 40,
  dealer: { dealerPriceInPaise: 800_000, packSize: 5, minQuantity: 10 },
};
const TAPE: PadProduct = {
  productId: 'p-tape',
  name: 'Tape',
  listPriceInPaise: 50_000,
  bulkQty: 20,
  bulkUnitPriceInPaise: 30_000,
  gstRate: 18,
  priceInclusive: false,
  stockQuantity: 3,
  dealer: { dealerPriceInPaise: 42_500, packSize: 1, minQuantity: 1 },
};

describe('the quick-order pad', () => {
  it('reads a typed quantity: blank is none, letters and fractions are not a quantity', () => {
    expect(padQuantity('')).toBe(0);
    expect(padQuantity(' 15 ')).toBe(15);
    expect(padQuantity('1.5')).toBeNull();
    expect(padQuantity('-2')).toBeNull();
    expect(padQuantity('abc')).toBeNull();
  });

  it('prices a line at the lower of the dealer price and the bulk price, with GST', () => {
    expect(padLine(SL02, 10)).toEqual({
      productId: 'p-sl02',
      quantity: 10,
      unitPriceInPaise: 800_000,
      lineTotalInPaise: 8_000_000,
      problem: null,
    });
    // Exclusive prices: GST on top; from 20 the bulk price (₹300) is below the dealer's.
    expect(padLine({ ...TAPE, stockQuantity: 100 }, 20)).toMatchObject({
      unitPriceInPaise: 30_000,
      lineTotalInPaise: 708_000,
    });
    expect(padLine(SL02, 0)).toBeNull();
  });

  it('says a quantity out of packs, below the minimum, or above the stock', () => {
    expect(padLine(SL02, 5)!.problem).toEqual({ kind: 'minimum', minQuantity: 10, quantity: 5 });
    expect(padLine(SL02, 12)!.problem).toEqual({
      kind: 'pack',
      packSize: 5,
      quantity: 12,
      nextPack: 15,
    });
    expect(padLine(SL02, 45)!.problem).toEqual({ kind: 'stock', quantity: 45, available: 40 });
    expect(padLine({ ...SL02, dealer: null }, 10)!.problem).toEqual({ kind: 'unlisted' });
  });

  it('totals the lines with a quantity and counts those that cannot be ordered', () => {
    const totals = padTotals(
      [SL02, TAPE],
      new Map([
        ['p-sl02', 15],
        ['p-tape', 5],
        ['p-unknown', 3],
      ]),
    );
    expect(totals.count).toBe(2);
    expect(totals.units).toBe(20);
    // 15 × ₹8,000 inclusive + 5 × ₹425 + 18 % GST (₹2,507.50).
    expect(totals.totalInPaise).toBe(12_000_000 + 250_750);
    expect(totals.problems).toBe(1);
  });
});

describe('reorder last order', () => {
  const products = new Map([
    [SL02.productId, SL02],
    [TAPE.productId, TAPE],
  ]);

  it('fills the quantities and says where today differs from the last order', () => {
    const reorder = reorderFrom(
      [
        { productId: 'p-sl02', name: 'SL02', quantity: 20, unitPriceInPaise: 850_000 },
        { productId: 'p-tape', name: 'Tape', quantity: 5, unitPriceInPaise: 42_500 },
        { productId: 'p-old', name: 'Old level', quantity: 2, unitPriceInPaise: 100_000 },
      ],
      products,
    );
    expect([...reorder.quantities]).toEqual([
      ['p-sl02', 20],
      ['p-tape', 5],
    ]);
    expect(reorder.differences).toEqual([
      { kind: 'gone', productId: 'p-old', name: 'Old level' },
      { kind: 'price', productId: 'p-sl02', name: 'SL02', was: 850_000, now: 800_000 },
      { kind: 'stock', productId: 'p-tape', name: 'Tape', wanted: 5, available: 3 },
    ]);
  });

  it('finds no difference when price and stock are as they were', () => {
    const reorder = reorderFrom(
      [{ productId: 'p-sl02', name: 'SL02', quantity: 10, unitPriceInPaise: 800_000 }],
      products,
    );
    expect(reorder.differences).toEqual([]);
  });
});
