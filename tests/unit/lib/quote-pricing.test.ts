// The quote preview (src/lib/quote-pricing.ts): the order rules of money.ts with a per-line
// discount taken off the unit price as private.price_line takes it, to the paisa.
import { describe, expect, it } from 'vitest';
import {
  defaultUnitInPaise,
  discountProblem,
  discountedUnitInPaise,
  priceQuoteLine,
  quoteLineInput,
  quoteTotals,
  type QuoteLineInput,
  type QuoteProduct,
} from '../../../src/lib/quote-pricing.ts';

const SL02: QuoteProduct = {
  id: 'sl02',
  name: 'MGRID SL02 Self-Levelling Crossline Laser Pro',
  hsn: '9015',
  listUnitInPaise: 1_299_900,
  bulkQty: 10,
  bulkUnitInPaise: 1_199_900,
  gstRate: 18,
  priceInclusive: true,
};
const TP160: QuoteProduct = {
  id: 'tp160',
  name: 'MGRID TP160 Tripod',
  hsn: '9015',
  listUnitInPaise: 219_900,
  bulkQty: null,
  bulkUnitInPaise: null,
  gstRate: 18,
  priceInclusive: true,
};
const line = (product: QuoteProduct, quantity: number, discountPercent = 0): QuoteLineInput =>
  quoteLineInput({ productId: product.id, quantity, unitInPaise: null, discountPercent }, product);

describe('quote pricing', () => {
  it('starts a line at the order rule: bulk from the bulk quantity, else list', () => {
    expect(defaultUnitInPaise(1_299_900, 10, 1_199_900, 9)).toBe(1_299_900);
    expect(defaultUnitInPaise(1_299_900, 10, 1_199_900, 10)).toBe(1_199_900);
    expect(line(SL02, 10).unitInPaise).toBe(1_199_900);
    expect(
      quoteLineInput(
        { productId: 'sl02', quantity: 10, unitInPaise: 1_100_000, discountPercent: 0 },
        SL02,
      ).unitInPaise,
    ).toBe(1_100_000);
  });

  it('takes the discount off the unit, rounding the paisa half away from zero', () => {
    expect(discountedUnitInPaise(1_199_900, 5)).toBe(1_139_905);
    // 7.5% of 333 is 24.975 -> 25 off; of 335, 25.125 -> 25; 5% of 330 is 16.5 -> 17
    expect(discountedUnitInPaise(333, 7.5)).toBe(308);
    expect(discountedUnitInPaise(335, 7.5)).toBe(310);
    expect(discountedUnitInPaise(330, 5)).toBe(313);
    expect(discountedUnitInPaise(1_000, 0)).toBe(1_000);
    expect(discountedUnitInPaise(1_000, 100)).toBe(0);
  });

  it('prices the discounted unit as an order line', () => {
    expect(priceQuoteLine(line(SL02, 10))).toMatchObject({
      amountInPaise: 11_999_000,
      gstInPaise: 1_830_356,
      totalInPaise: 11_999_000,
      discountInPaise: 0,
    });
    expect(priceQuoteLine(line(SL02, 10, 5))).toMatchObject({
      netUnitInPaise: 1_139_905,
      amountInPaise: 11_399_050,
      gstInPaise: 1_738_838,
      totalInPaise: 11_399_050,
      discountInPaise: 599_950,
    });
    const exclusive = priceQuoteLine({ ...line(TP160, 2, 10), priceInclusive: false });
    expect(exclusive).toMatchObject({
      amountInPaise: 395_820,
      gstInPaise: 71_248,
      totalInPaise: 467_068,
    });
  });

  it('adds the lines, the delivery charge and splits GST by the delivery state', () => {
    const lines = [line(SL02, 10, 5), line(TP160, 10, 5)];
    const inter = quoteTotals(lines, null, 'Maharashtra', 'Karnataka');
    expect(inter).toMatchObject({
      subtotalInPaise: 13_488_100,
      discountInPaise: 709_900,
      gstInPaise: 1_738_838 + 318_669,
      deliveryFeeInPaise: 0,
      totalInPaise: 13_488_100,
      split: { kind: 'igst', igst: 2_057_507 },
    });
    const intra = quoteTotals(lines, 50_000, 'Maharashtra', 'maharashtra');
    expect(intra.totalInPaise).toBe(13_538_100);
    expect(intra.split).toEqual({ kind: 'cgst_sgst', cgst: 1_028_753, sgst: 1_028_754 });
  });

  it('charges the order rule fee below the free-delivery threshold when none is set', () => {
    const small = quoteTotals([line(TP160, 1)], null, 'Maharashtra', 'Goa', {
      deliveryFeeInPaise: 15_000,
      freeDeliveryThresholdInPaise: 500_000,
    });
    expect(small.deliveryFeeInPaise).toBe(15_000);
    expect(small.totalInPaise).toBe(234_900);
    expect(quoteTotals([], null, 'Maharashtra', 'Goa').deliveryFeeInPaise).toBe(0);
  });

  it('says when a discount cannot be given at all', () => {
    expect(discountProblem(5)).toBeNull();
    expect(discountProblem(12.25)).toBeNull();
    expect(discountProblem(101)).toBe('A discount is between 0% and 100%.');
    expect(discountProblem(-1)).toBe('A discount is between 0% and 100%.');
    expect(discountProblem(5.125)).toBe('A discount has at most two decimals.');
  });
});
