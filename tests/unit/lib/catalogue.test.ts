import { describe, expect, it } from 'vitest';
import {
  catalogueName,
  filterProducts,
  isPopular,
  isVisible,
  rankOf,
  relatedProducts,
  sortProducts,
  type CatalogueProduct,
} from '../../../src/lib/catalogue.ts';

function product(id: string, overrides: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return { id, name: id.toUpperCase(), category: 'Tools', price: '1000', ...overrides };
}

const ids = (products: CatalogueProduct[]) => products.map((p) => p.id);

describe('isVisible', () => {
  it('hides hidden, draft-deleted and soft-deleted products', () => {
    expect(isVisible(product('a'))).toBe(true);
    expect(isVisible(product('a', { hidden: false, deleted: null }))).toBe(true);
    expect(isVisible(product('a', { hidden: true }))).toBe(false);
    expect(isVisible(product('a', { deleted: true }))).toBe(false);
    expect(isVisible(product('a', { _deleted: true }))).toBe(false);
  });
});

describe('rankOf and isPopular', () => {
  it('defaults the rank to 999', () => {
    expect(rankOf({})).toBe(999);
    expect(rankOf({ rank: null })).toBe(999);
    expect(rankOf({ rank: Number.NaN })).toBe(999);
    expect(rankOf({ rank: 3 })).toBe(3);
  });

  it('calls rank 10 or lower popular', () => {
    expect(isPopular({ rank: 1 })).toBe(true);
    expect(isPopular({ rank: 10 })).toBe(true);
    expect(isPopular({ rank: 11 })).toBe(false);
    expect(isPopular({})).toBe(false);
  });
});

describe('sortProducts', () => {
  const list = [
    product('c', { name: 'SL02 360 Laser', rank: 3, price: '₹12,999' }),
    product('a', { name: 'ML01 Line Laser', rank: 1, price: '₹4,999' }),
    product('x', { name: 'Carry Case', price: 'On request' }),
    product('b', { name: 'SL01 Crossline', rank: 2, price: '₹4,999' }),
    product('d', { name: 'MDR60 Distance Meter', price: '₹2,499.50' }),
  ];

  it('sorts by rank, then name, missing ranks last', () => {
    expect(ids(sortProducts(list, 'rank'))).toEqual(['a', 'b', 'c', 'x', 'd']);
  });

  it('sorts by price both ways, ties by rank, unpriced last', () => {
    expect(ids(sortProducts(list, 'price-asc'))).toEqual(['d', 'a', 'b', 'c', 'x']);
    expect(ids(sortProducts(list, 'price-desc'))).toEqual(['c', 'a', 'b', 'd', 'x']);
  });

  it('sorts by name, case-insensitively and with numbers in order', () => {
    const named = [
      product('2', { name: 'laser 10' }),
      product('1', { name: 'Laser 9' }),
      product('3', { name: 'carry case' }),
    ];
    expect(ids(sortProducts(named, 'name'))).toEqual(['3', '1', '2']);
    expect(ids(sortProducts(list, 'name'))).toEqual(['x', 'd', 'a', 'b', 'c']);
  });

  it('returns a copy', () => {
    const copy = sortProducts(list, 'rank');
    expect(copy).not.toBe(list);
    expect(ids(list)).toEqual(['c', 'a', 'x', 'b', 'd']);
  });
});

describe('filterProducts', () => {
  const list = [
    product('ml01', { rank: 1, price: '4999' }),
    product('sl02', { rank: 12, price: '12999' }),
    product('case', { category: 'Accessories', rank: 5, price: '799' }),
    product('quote', { category: 'Accessories', price: '' }),
  ];

  it('returns everything with no criteria', () => {
    expect(ids(filterProducts(list, {}))).toEqual(['ml01', 'sl02', 'case', 'quote']);
  });

  it('filters by category, ignoring case', () => {
    expect(ids(filterProducts(list, { category: 'accessories' }))).toEqual(['case', 'quote']);
    expect(ids(filterProducts(list, { category: null }))).toHaveLength(4);
  });

  it('filters popular products', () => {
    expect(ids(filterProducts(list, { popular: true }))).toEqual(['ml01', 'case']);
    expect(ids(filterProducts(list, { popular: false }))).toHaveLength(4);
  });

  it('filters by an inclusive price range, dropping unpriced products', () => {
    expect(ids(filterProducts(list, { minPriceInPaise: 499_900 }))).toEqual(['ml01', 'sl02']);
    expect(ids(filterProducts(list, { maxPriceInPaise: 499_900 }))).toEqual(['ml01', 'case']);
    expect(ids(filterProducts(list, { minPriceInPaise: 79_900, maxPriceInPaise: 79_900 }))).toEqual(
      ['case'],
    );
  });

  it('combines criteria', () => {
    expect(
      ids(filterProducts(list, { category: 'Tools', popular: true, maxPriceInPaise: 1_000_000 })),
    ).toEqual(['ml01']);
  });
});

describe('relatedProducts', () => {
  const ml01 = product('ml01', { rank: 1 });
  const all = [
    ml01,
    product('sl01', { rank: 2 }),
    product('sl02', { rank: 3 }),
    product('hidden', { rank: 1, hidden: true }),
    product('tripod', { category: 'Accessories', rank: 4 }),
    product('case', { category: 'Accessories', rank: 1 }),
  ];

  it('lists the same category first by rank, then others, never itself or hidden ones', () => {
    expect(ids(relatedProducts(ml01, all))).toEqual(['sl01', 'sl02', 'case', 'tripod']);
  });

  it('stops at the requested count', () => {
    expect(ids(relatedProducts(ml01, all, 2))).toEqual(['sl01', 'sl02']);
    expect(ids(relatedProducts(ml01, all, 3))).toEqual(['sl01', 'sl02', 'case']);
    expect(relatedProducts(ml01, all, 0)).toEqual([]);
  });

  it('returns nothing from an empty catalogue', () => {
    expect(relatedProducts(ml01, [ml01])).toEqual([]);
  });
});

describe('catalogueName', () => {
  const catalogue = [
    { id: 'gl360', name: 'MGRID GL360 360° Green Line Laser' },
    { id: 'sl01', name: 'MGRID SL01 Crossline Laser' },
  ];

  it('names the product by its id, or a model typed in another case', () => {
    expect(catalogueName(catalogue, ['gl360'])).toBe('MGRID GL360 360° Green Line Laser');
    expect(catalogueName(catalogue, [null, ' SL01 '])).toBe('MGRID SL01 Crossline Laser');
  });

  it('takes the first id the catalogue knows', () => {
    expect(catalogueName(catalogue, ['zz99', 'sl01', 'gl360'])).toBe('MGRID SL01 Crossline Laser');
  });

  it('is null for a product the catalogue does not know, or no id at all', () => {
    expect(catalogueName(catalogue, ['zz99'])).toBeNull();
    expect(catalogueName(catalogue, [undefined, '', null])).toBeNull();
    expect(catalogueName([], ['gl360'])).toBeNull();
  });
});
