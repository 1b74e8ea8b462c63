// A product as sync/ hands it to the app, with the seed's SL02 figures.
import type { Product } from '../../../sync/products/model.ts';

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 'sl02',
    name: 'MGRID SL02 Self-Levelling Crossline Laser Pro',
    category: 'Tools',
    price: '₹12,999',
    priceInPaise: 1_299_900,
    mrp: '₹15,999',
    mrpInPaise: 1_599_900,
    gstRate: 18,
    bulkQty: 5,
    bulkUnitPrice: '₹11,999',
    hsnCode: '9015',
    priceInclusive: true,
    shortDescription: 'Bright green cross lines and plumb dots.',
    longDescription: null,
    features: [],
    specifications: {},
    images: ['/images/products/sl02.webp', '/images/products/sl02-kit.webp'],
    stockQuantity: 85,
    featured: true,
    rank: 1,
    rating: 4.8,
    reviews: 941,
    moq: 1,
    seoTitle: 'MGRID SL02 Green Crossline Laser',
    seoDescription: 'Self-levelling green crossline laser.',
    seoKeywords: ['green crossline laser'],
    aeoKeywords: [],
    geoKeywords: ['laser level price in India'],
    hidden: false,
    compatibleWith: [],
    ...overrides,
  };
}
