import { describe, expect, it } from 'vitest';
import { dealsByDiscount } from '../../../src/features/catalogue/deals.ts';
import { productJsonLd } from '../../../src/features/catalogue/product-json-ld.ts';
import { productPricing } from '../../../src/features/catalogue/product-pricing.ts';
import {
  catalogueQueryOf,
  isFiltered,
  readListState,
  writeListState,
} from '../../../src/features/catalogue/product-query.ts';
import { orderedSpecifications } from '../../../src/features/catalogue/spec-order.ts';
import { product } from './fixtures.ts';

describe('the product list state in the address', () => {
  it('reads what it wrote, and ignores what it does not know', () => {
    const state = {
      search: 'green laser',
      category: 'Accessories' as const,
      popular: true,
      price: '2000-5000' as const,
      sort: 'price-asc' as const,
    };
    expect(readListState(writeListState(state))).toEqual(state);
    expect(writeListState(state).toString()).toBe(
      'q=green+laser&category=Accessories&popular=1&price=2000-5000&sort=price-asc',
    );
    expect(readListState(new URLSearchParams('category=gadgets&sort=cheap&price=free'))).toEqual({
      search: '',
      category: null,
      popular: false,
      price: null,
      sort: null,
    });
    expect(readListState(new URLSearchParams('category=tools')).category).toBe('Tools');
  });

  it('turns a price band into an inclusive range in paise for the catalogue query', () => {
    const base = readListState(new URLSearchParams());
    expect(catalogueQueryOf({ ...base, price: '2000-5000' })).toMatchObject({
      minPriceInPaise: 200_000,
      maxPriceInPaise: 500_000,
    });
    expect(catalogueQueryOf({ ...base, price: 'under-2000' })).toMatchObject({
      minPriceInPaise: null,
      maxPriceInPaise: 199_900,
    });
    expect(catalogueQueryOf({ ...base, search: '  ' })).toMatchObject({
      search: null,
      popular: null,
    });
    expect(isFiltered(base)).toBe(false);
    expect(isFiltered({ ...base, popular: true })).toBe(true);
  });
});

describe('productPricing', () => {
  it('says whether GST is included, and the bulk offer', () => {
    expect(productPricing(product())).toEqual({
      priceInPaise: 1_299_900,
      mrpInPaise: 1_599_900,
      gstNote: 'Inclusive of 18% GST',
      bulkOffer: '₹11,999 each for 5 or more',
      moq: 1,
    });
    const gl3d = product({ priceInclusive: false, bulkQty: null, bulkUnitPrice: null, moq: 0 });
    expect(productPricing(gl3d)).toMatchObject({
      gstNote: '+ 18% GST extra',
      bulkOffer: null,
      moq: 1,
    });
  });
});

describe('dealsByDiscount', () => {
  it('keeps products below MRP, biggest discount first', () => {
    const deals = dealsByDiscount([
      product({ id: 'a', priceInPaise: 90_000, mrpInPaise: 100_000 }), // 10%
      product({ id: 'b', priceInPaise: 100_000, mrpInPaise: null }),
      product({ id: 'c', priceInPaise: 60_000, mrpInPaise: 80_000 }), // 25%
      product({ id: 'd', priceInPaise: 100_000, mrpInPaise: 100_000 }),
    ]);
    expect(deals.map((p) => p.id)).toEqual(['c', 'a']);
  });
});

describe('productJsonLd', () => {
  it('describes the product with an INR offer and its rating', () => {
    expect(productJsonLd(product(), 'https://shop.mgrid.in')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': 'https://shop.mgrid.in/products/sl02',
      name: 'MGRID SL02 Self-Levelling Crossline Laser Pro',
      sku: 'sl02',
      brand: { '@type': 'Brand', name: 'MGRID' },
      category: 'Tools',
      description: 'Self-levelling green crossline laser.',
      image: [
        'https://shop.mgrid.in/images/products/sl02.webp',
        'https://shop.mgrid.in/images/products/sl02-kit.webp',
      ],
      url: 'https://shop.mgrid.in/products/sl02',
      offers: {
        '@type': 'Offer',
        url: 'https://shop.mgrid.in/products/sl02',
        priceCurrency: 'INR',
        price: '12999.00',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'MGRID' },
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.8,
        reviewCount: 941,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('leaves out the offer without a price and the rating without reviews', () => {
    const data = productJsonLd(
      product({ priceInPaise: null, reviews: 0, stockQuantity: 0 }),
      'https://x.in',
    );
    expect(data.offers).toBeUndefined();
    expect(data.aggregateRating).toBeUndefined();
  });
});

describe('orderedSpecifications', () => {
  it('puts the rows a buyer compares first, and keeps unknown ones in order after', () => {
    const rows = orderedSpecifications({
      Weight: '520 g',
      Colour: 'Red',
      Accuracy: '±0.3 mm/m',
      Finish: 'Matte',
      'Laser lines': '2',
    });
    expect(rows.map(([name]) => name)).toEqual([
      'Laser lines',
      'Accuracy',
      'Weight',
      'Colour',
      'Finish',
    ]);
  });
});
