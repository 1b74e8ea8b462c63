// The cart at today's prices (src/lib/cart-prices.ts): lines follow the catalogue, say when
// their price changed since added and what keeps them from checkout; totals follow; the note
// on when prices were last checked; what checkout showed covers the lines ordered.
import { describe, expect, it } from 'vitest';
import {
  currentCart,
  currentCartLine,
  fixingQuantity,
  lineProblemNote,
  priceChangeNote,
  pricesCheckedNote,
  shownCovers,
  type CatalogueProduct,
  type StoredCartLine,
} from '../../../src/lib/cart-prices.ts';

const SETTINGS = { deliveryFeeInPaise: 15000, freeDeliveryThresholdInPaise: 500000 };

/** SL01 as added to the cart, at ₹6,999 (the seed's price). */
const sl01Line: StoredCartLine = {
  productId: 'sl01',
  quantity: 1,
  priceInPaise: 699900,
  bulkQty: null,
  bulkUnitPriceInPaise: null,
  gstRate: 18,
  priceInclusive: true,
  hsnCode: '9015',
  moq: 1,
};

const sl01 = (patch: Partial<CatalogueProduct> = {}): CatalogueProduct => ({
  id: 'sl01',
  priceInPaise: 699900,
  bulkQty: null,
  bulkUnitPrice: null,
  gstRate: 18,
  priceInclusive: true,
  hsnCode: '9015',
  moq: 1,
  stockQuantity: 20,
  hidden: false,
  ...patch,
});

describe('currentCartLine', () => {
  it('keeps a line whose price is as it was, saying nothing', () => {
    const current = currentCartLine(sl01Line, sl01());
    expect(current).toMatchObject({ changedFromInPaise: null, problem: null });
    expect(current.priced.unitPriceInPaise).toBe(699900);
    expect(priceChangeNote(current)).toBeNull();
  });

  it('prices a line at the catalogue of now and says what it was', () => {
    const current = currentCartLine(sl01Line, sl01({ priceInPaise: 734900 }));
    expect(current.line.priceInPaise).toBe(734900);
    expect(current.priced.unitPriceInPaise).toBe(734900);
    expect(current.changedFromInPaise).toBe(699900);
    expect(priceChangeNote(current)).toBe('Price changed from ₹6,999 to ₹7,349');
    expect(current.problem).toBeNull();
  });

  it('says a lower price too', () => {
    const current = currentCartLine(sl01Line, sl01({ priceInPaise: 649900 }));
    expect(priceChangeNote(current)).toBe('Price changed from ₹6,999 to ₹6,499');
  });

  it('compares the unit price at the quantity (a bulk price added since counts)', () => {
    const line = { ...sl01Line, quantity: 5 };
    const current = currentCartLine(line, sl01({ bulkQty: 5, bulkUnitPrice: '₹6,499' }));
    expect(current.priced.unitPriceInPaise).toBe(649900);
    expect(priceChangeNote(current)).toBe('Price changed from ₹6,999 to ₹6,499');
    // Below the bulk quantity the list price is as it was: nothing changed for this line.
    expect(
      currentCartLine(sl01Line, sl01({ bulkQty: 5, bulkUnitPrice: '₹6,499' })).changedFromInPaise,
    ).toBeNull();
  });

  it('takes the GST terms of now', () => {
    const current = currentCartLine(sl01Line, sl01({ gstRate: 12, priceInclusive: false }));
    expect(current.priced).toMatchObject({ gstRate: 12, priceInclusive: false });
  });

  it.each([
    ['hidden', sl01({ hidden: true })],
    ['gone from the catalogue', null],
    ['without a price', sl01({ priceInPaise: null })],
  ])('a product %s is unavailable, kept at its stored price', (_name, product) => {
    const current = currentCartLine(sl01Line, product);
    expect(current.problem).toEqual({ kind: 'unavailable' });
    expect(current.priced.unitPriceInPaise).toBe(699900);
    expect(current.changedFromInPaise).toBeNull();
    expect(lineProblemNote(current.problem, 1)).toBe(
      'No longer available: remove it to check out.',
    );
    expect(fixingQuantity(current.problem)).toBeNull();
  });

  it('out of stock: remove it', () => {
    const current = currentCartLine(sl01Line, sl01({ stockQuantity: 0 }));
    expect(current.problem).toEqual({ kind: 'out_of_stock' });
    expect(lineProblemNote(current.problem, 1)).toBe('Out of stock: remove it to check out.');
    expect(fixingQuantity(current.problem)).toBeNull();
  });

  it('short of stock: lower it to what is left', () => {
    const current = currentCartLine({ ...sl01Line, quantity: 3 }, sl01({ stockQuantity: 2 }));
    expect(current.problem).toEqual({ kind: 'short', left: 2 });
    expect(lineProblemNote(current.problem, 3)).toBe('Only 2 left: your cart has 3.');
    expect(fixingQuantity(current.problem)).toBe(2);
  });

  it('a minimum raised since: raise the quantity to it', () => {
    const current = currentCartLine(sl01Line, sl01({ moq: 2 }));
    expect(current.problem).toEqual({ kind: 'below_minimum', moq: 2 });
    expect(lineProblemNote(current.problem, 1)).toBe(
      'The minimum order is now 2: change the quantity to check out.',
    );
    expect(fixingQuantity(current.problem)).toBe(2);
  });
});

describe('currentCart', () => {
  const tg01Line: StoredCartLine = {
    ...sl01Line,
    productId: 'tg01',
    priceInPaise: 29900,
    hsnCode: null,
  };
  const tg01: CatalogueProduct = { ...sl01(), id: 'tg01', priceInPaise: 29900, hsnCode: null };

  it('totals, GST and the delivery fee follow the prices of now', () => {
    const before = currentCart([sl01Line], [sl01()], SETTINGS);
    expect(before.totals).toMatchObject({ subtotalInPaise: 699900, totalInPaise: 699900 });
    const after = currentCart([sl01Line], [sl01({ priceInPaise: 734900 })], SETTINGS);
    expect(after.totals).toMatchObject({
      subtotalInPaise: 734900,
      gstInPaise: 112103,
      deliveryFeeInPaise: 0,
      totalInPaise: 734900,
    });
    expect(after.blocked).toBe(false);
  });

  it('a price cut below the free-delivery threshold brings the fee back', () => {
    const cart = currentCart([sl01Line], [sl01({ priceInPaise: 449900 })], SETTINGS);
    expect(cart.totals).toMatchObject({ deliveryFeeInPaise: 15000, totalInPaise: 464900 });
  });

  it('an unavailable line counts in no total and blocks checkout', () => {
    const cart = currentCart([sl01Line, tg01Line], [tg01], SETTINGS);
    expect(cart.lines.map((l) => l.problem?.kind ?? null)).toEqual(['unavailable', null]);
    expect(cart.totals).toMatchObject({ subtotalInPaise: 29900, itemCount: 1 });
    expect(cart.blocked).toBe(true);
  });

  it('while the catalogue loads, a line not in it yet is shown as stored', () => {
    const cart = currentCart([sl01Line], [], SETTINGS, true);
    expect(cart.lines[0]).toMatchObject({ problem: null, changedFromInPaise: null });
    expect(cart.totals.totalInPaise).toBe(699900);
    expect(cart.blocked).toBe(false);
  });
});

describe('pricesCheckedNote', () => {
  // 09:11 UTC is 2:41 pm in India.
  const checkedAt = Date.parse('2026-12-02T09:11:00Z');

  it('says nothing while the catalogue is current', () => {
    expect(pricesCheckedNote({ current: true, checkedAt }, undefined, checkedAt)).toBeNull();
  });

  it('gives the time in India the same Indian day', () => {
    const now = Date.parse('2026-12-02T18:00:00Z'); // 11:30 pm in India, the same day
    expect(pricesCheckedNote({ current: false, checkedAt }, undefined, now)).toBe(
      'Prices last checked at 2:41 pm',
    );
  });

  it('gives the day too once it is another day in India', () => {
    const now = Date.parse('2026-12-02T19:00:00Z'); // 12:30 am on 3 December in India
    expect(pricesCheckedNote({ current: false, checkedAt }, undefined, now)).toBe(
      'Prices last checked on 2 December 2026 at 2:41 pm',
    );
  });

  it('says when they were never checked on this device', () => {
    expect(pricesCheckedNote({ current: false, checkedAt: null }, undefined, checkedAt)).toBe(
      'Prices not checked yet: they are checked as soon as you are online.',
    );
  });
});

describe('shownCovers', () => {
  const shown = {
    lines: [
      { productId: 'sl01', quantity: 1 },
      { productId: 'tg01', quantity: 2 },
    ],
  };
  it('holds for the same products and quantities in any order', () => {
    expect(
      shownCovers(shown, [
        { productId: 'tg01', quantity: 2 },
        { productId: 'sl01', quantity: 1 },
      ]),
    ).toBe(true);
  });
  it.each([
    [
      'another quantity',
      [
        { productId: 'sl01', quantity: 1 },
        { productId: 'tg01', quantity: 3 },
      ],
    ],
    ['a line less', [{ productId: 'sl01', quantity: 1 }]],
    [
      'a line more',
      [
        { productId: 'sl01', quantity: 1 },
        { productId: 'tg01', quantity: 2 },
        { productId: 'lg01', quantity: 1 },
      ],
    ],
  ])('fails for %s', (_name, lines) => {
    expect(shownCovers(shown, lines)).toBe(false);
  });
});

describe('a dealer member’s cart', () => {
  // SL01 for a Gold dealer: ₹5,599 (20 % off ₹6,999), bulk for shoppers ₹5,499 from 10.
  const gold = new Map([
    ['sl01', { listPriceInPaise: 699900, dealerPriceInPaise: 559900, packSize: 1, minQuantity: 1 }],
  ]);
  const bulky = sl01({ bulkQty: 10, bulkUnitPrice: '₹5,499' });

  it('prices a line at the dealer price with the list price beside it, the totals too', () => {
    const cart = currentCart([{ ...sl01Line, quantity: 2 }], [sl01()], SETTINGS, false, gold);
    expect(cart.lines[0]).toMatchObject({
      priced: { unitPriceInPaise: 559900, quantity: 2 },
      dealer: { listPriceInPaise: 699900 },
      changedFromInPaise: null,
      problem: null,
    });
    expect(cart.totals.subtotalInPaise).toBe(1119800);
  });

  it('takes the shopper’s bulk price when it is lower, as the database does', () => {
    const line = currentCartLine({ ...sl01Line, quantity: 10 }, bulky, gold.get('sl01')!);
    expect(line.priced.unitPriceInPaise).toBe(549900);
  });

  it('says a shopper’s line as before', () => {
    const cart = currentCart([{ ...sl01Line, quantity: 2 }], [sl01()], SETTINGS, false, null);
    expect(cart.lines[0]).toMatchObject({ priced: { unitPriceInPaise: 699900 }, dealer: null });
  });

  it('refuses a quantity not in whole packs or below the dealer minimum, in the database’s words', () => {
    const packs = {
      listPriceInPaise: 699900,
      dealerPriceInPaise: 559900,
      packSize: 5,
      minQuantity: 10,
    };
    const named = { ...sl01Line, name: 'MGRID SL01' };
    const below = currentCartLine({ ...named, quantity: 5 }, sl01(), packs);
    expect(lineProblemNote(below.problem, 5)).toBe(
      'The dealer minimum for MGRID SL01 is 10: order at least 10, not 5.',
    );
    expect(fixingQuantity(below.problem)).toBe(10);
    const odd = currentCartLine({ ...named, quantity: 12 }, sl01(), packs);
    expect(lineProblemNote(odd.problem, 12)).toBe(
      'MGRID SL01 comes in packs of 5: order 15 or another multiple of 5, not 12.',
    );
    expect(fixingQuantity(odd.problem)).toBe(15);
    const cart = currentCart(
      [{ ...named, quantity: 12 }],
      [sl01()],
      SETTINGS,
      false,
      new Map([['sl01', packs]]),
    );
    expect(cart.blocked).toBe(true);
    expect(currentCartLine({ ...named, quantity: 15 }, sl01(), packs).problem).toBeNull();
  });
});
