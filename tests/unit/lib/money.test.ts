import { describe, expect, it } from 'vitest';
import {
  amountToFreeDelivery,
  gstShortNote,
  mrpSavingInPaise,
  cartTotals,
  deliveryFeeFor,
  discountPercent,
  formatInr,
  gstSplit,
  lineTotals,
  moqOf,
  priceTextToPaise,
  unitPriceInPaise,
} from '../../../src/lib/money.ts';

describe('priceTextToPaise', () => {
  it.each([
    ['₹12,999.50', 1_299_950],
    ['12999', 1_299_900],
    ['₹1,299', 129_900],
    ['12,999/-', 1_299_900],
    ['  ₹ 5,000.00  ', 500_000],
    ['0', 0],
    ['12.5', 1250],
    ['12.345', 1235], // 1234.5 paise rounds half away from zero
    ['12.344', 1234],
    ['0.505', 51], // exact decimal: no float error turning 50.5 into 50.4999
    ['1.005', 101],
    ['12.999', 1300],
  ])('%s is %i paise', (text, paise) => {
    expect(priceTextToPaise(text)).toBe(paise);
  });

  it.each([
    '',
    '   ',
    '₹',
    'Call for price',
    '.',
    '1.2.3',
    '.75', // digits are needed before the point,
    '12.', // and after it
    'Rs. 1,299', // strips to ".1299": refused rather than read as 13 paise
    '₹1,299 Rs.', // strips to "1299."
    '99999999999999999999',
  ])('%j is not a price', (text) => {
    expect(priceTextToPaise(text)).toBeNull();
  });

  it('reads numbers as rupees and rejects missing or non-finite values', () => {
    expect(priceTextToPaise(1299)).toBe(129_900);
    expect(priceTextToPaise(1299.5)).toBe(129_950);
    expect(priceTextToPaise(Number.NaN)).toBeNull();
    expect(priceTextToPaise(Infinity)).toBeNull();
    expect(priceTextToPaise(null)).toBeNull();
    expect(priceTextToPaise(undefined)).toBeNull();
  });

  it('drops a minus sign with the other non-numeric characters', () => {
    expect(priceTextToPaise('-500')).toBe(50_000);
  });
});

describe('formatInr', () => {
  it.each([
    [12_345_600, '₹1,23,456'],
    [0, '₹0'],
    [100, '₹1'],
    [99_900, '₹999'],
    [100_000, '₹1,000'],
    [1_000_000, '₹10,000'],
    [10_000_000, '₹1,00,000'],
    [1_234_567_800, '₹1,23,45,678'],
    [15_000, '₹150'],
    [500_000, '₹5,000'],
    [1_299_950, '₹13,000'], // ₹12,999.50 rounds half up
    [1_299_949, '₹12,999'],
    [49, '₹0'],
    [50, '₹1'],
  ])('%i paise is %s', (paise, text) => {
    expect(formatInr(paise)).toBe(text);
  });

  it('formats negative amounts with a leading minus, rounding the magnitude', () => {
    expect(formatInr(-12_345_600)).toBe('-₹1,23,456');
    expect(formatInr(-150)).toBe('-₹2');
    expect(formatInr(-149)).toBe('-₹1');
    expect(formatInr(-30)).toBe('₹0');
  });

  it('matches Intl en-IN grouping', () => {
    for (const rupees of [7, 42, 999, 1000, 54_321, 987_654, 12_345_678, 9_876_543_210]) {
      const intl = new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        maximumFractionDigits: 0,
      }).format(rupees);
      expect(formatInr(rupees * 100)).toBe(intl);
    }
  });

  it('throws for non-finite amounts', () => {
    expect(() => formatInr(Number.NaN)).toThrow(RangeError);
    expect(() => formatInr(Infinity)).toThrow(RangeError);
  });
});

describe('moqOf', () => {
  it.each([
    [{}, 1],
    [{ moq: undefined }, 1],
    [{ moq: null }, 1],
    [{ moq: '5' }, 1],
    [{ moq: Number.NaN }, 1],
    [{ moq: Infinity }, 1],
    [{ moq: 0 }, 1],
    [{ moq: -3 }, 1],
    [{ moq: 0.5 }, 1],
    [{ moq: 1 }, 1],
    [{ moq: 5 }, 5],
    [{ moq: 2.9 }, 2],
  ])('%j has moq %i', (product, moq) => {
    expect(moqOf(product)).toBe(moq);
  });
});

describe('unitPriceInPaise', () => {
  const product = { price: '₹1,299', bulkQty: 10, bulkUnitPrice: '1,199.50' };

  it('uses the list price below the bulk quantity', () => {
    expect(unitPriceInPaise(product, 1)).toBe(129_900);
    expect(unitPriceInPaise(product, 9)).toBe(129_900);
  });

  it('uses the bulk price from the bulk quantity up', () => {
    expect(unitPriceInPaise(product, 10)).toBe(119_950);
    expect(unitPriceInPaise(product, 50)).toBe(119_950);
  });

  it('ignores bulk pricing that is unset or does not parse', () => {
    expect(unitPriceInPaise({ price: '1299', bulkQty: null, bulkUnitPrice: '999' }, 100)).toBe(
      129_900,
    );
    expect(unitPriceInPaise({ price: '1299', bulkQty: 0, bulkUnitPrice: '999' }, 100)).toBe(
      129_900,
    );
    expect(unitPriceInPaise({ price: '1299', bulkQty: 5, bulkUnitPrice: '' }, 5)).toBe(129_900);
    expect(unitPriceInPaise({ price: '1299', bulkQty: 5 }, 5)).toBe(129_900);
  });

  it('is null when the product has no usable price', () => {
    expect(unitPriceInPaise({ price: 'On request' }, 1)).toBeNull();
    expect(unitPriceInPaise({ price: null }, 1)).toBeNull();
  });
});

describe('lineTotals', () => {
  it('inclusive at 18%: ₹1,299 carries 19815 paise of GST', () => {
    // 129900 × 18 / 118 = 19815.25… → 19815
    expect(
      lineTotals({ unitPriceInPaise: 129_900, quantity: 1, gstRate: 18, priceInclusive: true }),
    ).toEqual({ amountInPaise: 129_900, gstInPaise: 19_815, totalInPaise: 129_900 });
  });

  it('exclusive at 18%: ₹1,299 adds 23382 paise of GST', () => {
    // 129900 × 18 / 100 = 23382
    expect(
      lineTotals({ unitPriceInPaise: 129_900, quantity: 1, gstRate: 18, priceInclusive: false }),
    ).toEqual({ amountInPaise: 129_900, gstInPaise: 23_382, totalInPaise: 153_282 });
  });

  it('multiplies by quantity before computing GST', () => {
    // 3 × 129900 = 389700; 389700 × 18 / 118 = 59445.76… → 59446 (not 3 × 19815 = 59445)
    expect(
      lineTotals({ unitPriceInPaise: 129_900, quantity: 3, gstRate: 18, priceInclusive: true }),
    ).toEqual({ amountInPaise: 389_700, gstInPaise: 59_446, totalInPaise: 389_700 });
  });

  it('rounds exact halves away from zero', () => {
    const gst = (unitPriceInPaise: number, gstRate: number, priceInclusive: boolean) =>
      lineTotals({ unitPriceInPaise, quantity: 1, gstRate, priceInclusive }).gstInPaise;
    expect(gst(10, 5, false)).toBe(1); // 10 × 5 / 100 = 0.5
    expect(gst(25, 18, false)).toBe(5); // 25 × 18 / 100 = 4.5
    expect(gst(14, 12, true)).toBe(2); // 14 × 12 / 112 = 1.5
    expect(gst(16, 28, true)).toBe(4); // 16 × 28 / 128 = 3.5
    expect(gst(1254, 12, false)).toBe(150); // 150.48
    expect(gst(1255, 12, false)).toBe(151); // 150.6
    expect(gst(236, 18, true)).toBe(36); // exactly 36
  });

  it('handles other slabs, fractional rates and a zero rate', () => {
    // 28% inclusive of ₹4,999: 499900 × 28 / 128 = 109353.125 → 109353
    expect(
      lineTotals({ unitPriceInPaise: 499_900, quantity: 1, gstRate: 28, priceInclusive: true })
        .gstInPaise,
    ).toBe(109_353);
    // 0.25% exclusive of ₹1,000: 100000 × 0.25 / 100 = 250
    expect(
      lineTotals({ unitPriceInPaise: 100_000, quantity: 1, gstRate: 0.25, priceInclusive: false }),
    ).toEqual({ amountInPaise: 100_000, gstInPaise: 250, totalInPaise: 100_250 });
    expect(
      lineTotals({ unitPriceInPaise: 100_000, quantity: 2, gstRate: 0, priceInclusive: false }),
    ).toEqual({ amountInPaise: 200_000, gstInPaise: 0, totalInPaise: 200_000 });
  });

  it('stays exact for very large amounts', () => {
    // 10^13 paise × 18 / 118 = 1525423728813.559… → 1525423728814
    expect(
      lineTotals({ unitPriceInPaise: 10 ** 12, quantity: 10, gstRate: 18, priceInclusive: true })
        .gstInPaise,
    ).toBe(1_525_423_728_814);
  });

  it('rejects impossible lines', () => {
    const ok = { unitPriceInPaise: 100, quantity: 1, gstRate: 18, priceInclusive: true };
    expect(() => lineTotals({ ...ok, unitPriceInPaise: -1 })).toThrow(RangeError);
    expect(() => lineTotals({ ...ok, unitPriceInPaise: 1.5 })).toThrow(RangeError);
    expect(() => lineTotals({ ...ok, quantity: -1 })).toThrow(RangeError);
    expect(() => lineTotals({ ...ok, quantity: 1.5 })).toThrow(RangeError);
    expect(() => lineTotals({ ...ok, gstRate: -18 })).toThrow(RangeError);
    expect(() => lineTotals({ ...ok, gstRate: Number.NaN })).toThrow(RangeError);
  });
});

describe('deliveryFeeFor and amountToFreeDelivery', () => {
  it('charges 15000 paise below 500000 and nothing from 500000 up', () => {
    expect(deliveryFeeFor(0)).toBe(15_000);
    expect(deliveryFeeFor(129_900)).toBe(15_000);
    expect(deliveryFeeFor(499_999)).toBe(15_000);
    expect(deliveryFeeFor(500_000)).toBe(0);
    expect(deliveryFeeFor(500_001)).toBe(0);
    expect(deliveryFeeFor(10_000_000)).toBe(0);
  });

  it('says how far the subtotal is from free delivery', () => {
    expect(amountToFreeDelivery(0)).toBe(500_000);
    expect(amountToFreeDelivery(129_900)).toBe(370_100);
    expect(amountToFreeDelivery(500_000)).toBe(0);
    expect(amountToFreeDelivery(750_000)).toBe(0);
  });

  it('takes both figures from site settings', () => {
    const settings = { deliveryFeeInPaise: 9900, freeDeliveryThresholdInPaise: 200_000 };
    expect(deliveryFeeFor(199_999, settings)).toBe(9900);
    expect(deliveryFeeFor(200_000, settings)).toBe(0);
    expect(amountToFreeDelivery(150_000, settings)).toBe(50_000);
    expect(deliveryFeeFor(100, { deliveryFeeInPaise: 0 })).toBe(0);
  });

  it('falls back to the spec defaults for missing or unusable settings', () => {
    expect(deliveryFeeFor(100, { deliveryFeeInPaise: null })).toBe(15_000);
    expect(deliveryFeeFor(100, { deliveryFeeInPaise: -5 })).toBe(15_000);
    expect(deliveryFeeFor(100, { deliveryFeeInPaise: Number.NaN })).toBe(15_000);
    expect(deliveryFeeFor(499_999, { freeDeliveryThresholdInPaise: 1.5 })).toBe(15_000);
    expect(amountToFreeDelivery(0, { freeDeliveryThresholdInPaise: undefined })).toBe(500_000);
  });
});

describe('cartTotals', () => {
  it('adds line amounts, GST, delivery and units', () => {
    const totals = cartTotals([
      // inclusive: amount 259800, gst round(259800 × 18 / 118 = 39630.5…) = 39631
      { unitPriceInPaise: 129_900, quantity: 2, gstRate: 18, priceInclusive: true },
      // exclusive: amount 50000, gst 50000 × 12 / 100 = 6000, total 56000
      { unitPriceInPaise: 50_000, quantity: 1, gstRate: 12, priceInclusive: false },
    ]);
    expect(totals).toEqual({
      subtotalInPaise: 309_800,
      gstInPaise: 45_631,
      deliveryFeeInPaise: 15_000,
      totalInPaise: 259_800 + 56_000 + 15_000,
      itemCount: 3,
    });
  });

  it('delivers free once the subtotal reaches the threshold', () => {
    const totals = cartTotals([
      { unitPriceInPaise: 250_000, quantity: 2, gstRate: 18, priceInclusive: true },
    ]);
    expect(totals.subtotalInPaise).toBe(500_000);
    expect(totals.deliveryFeeInPaise).toBe(0);
    expect(totals.totalInPaise).toBe(500_000);
  });

  it('compares the threshold with the subtotal before exclusive GST', () => {
    // 450000 + 18% = 531000, but the subtotal 450000 is below 500000
    const totals = cartTotals([
      { unitPriceInPaise: 450_000, quantity: 1, gstRate: 18, priceInclusive: false },
    ]);
    expect(totals.deliveryFeeInPaise).toBe(15_000);
    expect(totals.totalInPaise).toBe(450_000 + 81_000 + 15_000);
  });

  it('uses site settings', () => {
    const totals = cartTotals(
      [{ unitPriceInPaise: 100_000, quantity: 1, gstRate: 18, priceInclusive: true }],
      { deliveryFeeInPaise: 5000, freeDeliveryThresholdInPaise: 100_000 },
    );
    expect(totals.deliveryFeeInPaise).toBe(0);
    const below = cartTotals(
      [{ unitPriceInPaise: 99_999, quantity: 1, gstRate: 18, priceInclusive: true }],
      { deliveryFeeInPaise: 5000, freeDeliveryThresholdInPaise: 100_000 },
    );
    expect(below.deliveryFeeInPaise).toBe(5000);
    expect(below.totalInPaise).toBe(104_999);
  });

  it('charges nothing for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      subtotalInPaise: 0,
      gstInPaise: 0,
      deliveryFeeInPaise: 0,
      totalInPaise: 0,
      itemCount: 0,
    });
  });
});

describe('gstSplit', () => {
  it('splits intra-state GST into CGST and SGST', () => {
    expect(gstSplit(19_815, 'Karnataka', 'Karnataka')).toEqual({
      kind: 'cgst_sgst',
      cgst: 9907,
      sgst: 9908,
    });
    expect(gstSplit(23_382, 'Maharashtra', 'Maharashtra')).toEqual({
      kind: 'cgst_sgst',
      cgst: 11_691,
      sgst: 11_691,
    });
  });

  it('compares states ignoring case and spacing', () => {
    expect(gstSplit(100, 'Tamil Nadu', '  tamil   NADU ').kind).toBe('cgst_sgst');
  });

  it('uses IGST between states or when a state is missing', () => {
    expect(gstSplit(19_815, 'Karnataka', 'Kerala')).toEqual({ kind: 'igst', igst: 19_815 });
    expect(gstSplit(19_815, 'Karnataka', '')).toEqual({ kind: 'igst', igst: 19_815 });
    expect(gstSplit(19_815, '', '')).toEqual({ kind: 'igst', igst: 19_815 });
  });
});

describe('discountPercent', () => {
  it.each([
    [129_900, 199_900, 35], // 70000 / 199900 = 35.02%
    [70_000, 100_000, 30],
    [66_700, 100_000, 33], // 33.3% rounds down
    [99_999, 100_000, 0], // 0.001% rounds down to 0
    [0, 100_000, 100],
    [100_000, 100_000, 0],
    [120_000, 100_000, 0],
    [100_000, null, 0],
    [100_000, undefined, 0],
    [100_000, 0, 0],
  ])('%i against MRP %s is %i%%', (price, mrp, percent) => {
    expect(discountPercent(price, mrp)).toBe(percent);
  });
});

describe('what prices say about GST and MRP', () => {
  it('says whether GST is included', () => {
    expect(gstShortNote(true)).toBe('incl. GST');
    expect(gstShortNote(false)).toBe('+ GST');
  });

  it('adds up the saving against MRP, ignoring lines without a higher MRP', () => {
    expect(
      mrpSavingInPaise([
        { mrpInPaise: 1599900, unitPriceInPaise: 1299900, quantity: 2 },
        { mrpInPaise: null, unitPriceInPaise: 24900, quantity: 4 },
        { mrpInPaise: 100000, unitPriceInPaise: 120000, quantity: 1 },
      ]),
    ).toBe(600000);
    expect(mrpSavingInPaise([])).toBe(0);
  });
});
