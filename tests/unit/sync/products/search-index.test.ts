// Catalogue queries over the in-memory product list: prefix and typo-tolerant search,
// category / featured / popular filters, sorting, and hidden or draft-deleted products never
// shown to shoppers.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  queryCatalogue as queryWith,
  type CatalogueQuery,
} from '../../../../sync/products/catalogue-query.ts';
import { rankedSearch, type ProductSearch } from '../../../../sync/products/search-loader.ts';
import { searchDealers } from '../../../../sync/dealers/dealer-search.ts';
import { toDealer } from '../../../../sync/dealers/model.ts';
import { type Product, toProduct } from '../../../../sync/products/model.ts';
import type { DealerDoc } from '../../../../sync/dealers/schema.ts';
import type { ProductRow } from '../../../../sync/products/product-fields.ts';
import bundledProducts from '../../../../sync/fallback/products.json';
import bundledDealers from '../../../../sync/fallback/dealers.json';

const catalogue: Product[] = (bundledProducts as unknown as ProductRow[]).map(toProduct);
const ids = (list: Product[]) => list.map((p) => p.id);

// The ranked search itself (the app's lists use it once a list's index is whole).
let ranked: ProductSearch;
const queryCatalogue = (products: Product[], query: CatalogueQuery = {}) =>
  queryWith(products, query, ranked);

function synthetic(count: number): Product[] {
  const kinds = ['Crossline Laser', 'Distance Meter', 'Tripod', 'Receiver', 'Target Plate'];
  return Array.from({ length: count }, (_, i) => ({
    ...catalogue[i % catalogue.length]!,
    id: `p${i}`,
    name: `MGRID X${i} ${kinds[i % kinds.length]}`,
    rank: 1000 + i,
  }));
}

describe('catalogue search', () => {
  // MiniSearch loads on the first search in the app; here, before the first test.
  beforeAll(async () => {
    ranked = await rankedSearch();
  });

  it('finds by prefix while typing', () => {
    expect(ids(queryCatalogue(catalogue, { search: 'dist' }))).toEqual(
      expect.arrayContaining(['mdr40', 'mdr60', 'mdr100']),
    );
    expect(ids(queryCatalogue(catalogue, { search: 'tripo' }))[0]).toBe('tp160');
  });

  it('tolerates a typo in a longer word', () => {
    expect(ids(queryCatalogue(catalogue, { search: 'tripid' }))).toContain('tp160');
    expect(ids(queryCatalogue(catalogue, { search: 'crosline' }))).toEqual(
      expect.arrayContaining(['sl01', 'sl02']),
    );
  });

  it('finds a model number', () => {
    expect(ids(queryCatalogue(catalogue, { search: 'MDR60' }))[0]).toBe('mdr60');
    expect(ids(queryCatalogue(catalogue, { search: 'ml01' }))[0]).toBe('ml01');
  });

  it('finds model codes typed with a space or hyphen', () => {
    expect(ids(queryCatalogue(catalogue, { search: 'sl 02' }))[0]).toBe('sl02');
    expect(ids(queryCatalogue(catalogue, { search: 'ml-01' }))[0]).toBe('ml01');
    expect(ids(queryCatalogue(catalogue, { search: 'MDR 60' }))[0]).toBe('mdr60');
    expect(ids(queryCatalogue(catalogue, { search: 'TP-160 tripod' }))).toEqual(['tp160']);
  });

  it('understands the words buyers use', () => {
    const found = (text: string) => ids(queryCatalogue(catalogue, { search: text }));
    expect(found('leveller')).toEqual(expect.arrayContaining(['sl01', 'sl02', 'ml01']));
    expect(found('tape')).toEqual(expect.arrayContaining(['mdr40', 'mdr60']));
    expect(found('distance metre')).toEqual(expect.arrayContaining(['mdr40', 'mdr60', 'mdr100']));
    expect(found('green beam')[0]).toBe('gl3d');
    expect(found('lazer')).toEqual(expect.arrayContaining(['ml01', 'sl01', 'gl360']));
    expect(found('laser stand')).toContain('tp160');
  });

  it('matches every word, and nothing for gibberish', () => {
    expect(ids(queryCatalogue(catalogue, { search: 'green 360' }))).toEqual(
      expect.arrayContaining(['gl360']),
    );
    expect(queryCatalogue(catalogue, { search: 'zzqxw' })).toEqual([]);
  });

  // Speed per keystroke is measured by bench/sync-catalogue.ts (npm run bench), not here.
  it('finds each prefix while typing over 5,000 products', () => {
    const big = synthetic(5000);
    for (const text of ['t', 'tr', 'tri', 'trip', 'tripo', 'tripod']) {
      const found = queryCatalogue(big, { search: text });
      expect(found.length).toBeGreaterThan(0);
    }
    const tripods = queryCatalogue(big, { search: 'tripod' });
    expect(tripods.length).toBeGreaterThan(100);
    expect(tripods.every((p) => /tripod/i.test([p.name, ...p.seoKeywords].join(' ')))).toBe(true);
  });
});

describe('catalogue filters and order', () => {
  it('lists by rank by default and filters category, featured and popular', () => {
    expect(ids(queryCatalogue(catalogue)).slice(0, 3)).toEqual(['sl02', 'mdr60', 'sl01']);
    const accessories = queryCatalogue(catalogue, { category: 'Accessories' });
    expect(accessories.every((p) => p.category === 'Accessories')).toBe(true);
    expect(ids(queryCatalogue(catalogue, { featured: true }))).toEqual(['sl02', 'sl01', 'gl3d']);
    const popular = queryCatalogue(catalogue, { popular: true });
    // The five best sellers only (ranks 1-5); the next, mdr40, is rank 11.
    expect(ids(popular)).toEqual(['sl02', 'mdr60', 'sl01', 'tp160', 'ml01']);
    expect(ids(popular)).not.toContain('mdr40');
  });

  it('sorts by price and by name', () => {
    const cheapest = queryCatalogue(catalogue, { sort: 'price-asc' });
    expect(cheapest[0]!.id).toBe('tg01');
    expect(cheapest.map((p) => p.priceInPaise)).toEqual(
      [...cheapest.map((p) => p.priceInPaise)].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    expect(queryCatalogue(catalogue, { sort: 'price-desc' })[0]!.id).toBe('gl3d');
    const names = queryCatalogue(catalogue, { sort: 'name' }).map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
  });

  it('never shows hidden or draft-deleted products to shoppers', () => {
    const withHidden = catalogue.map((p) =>
      p.id === 'sl02' ? { ...p, hidden: true } : p.id === 'ml01' ? { ...p, deleted: true } : p,
    );
    expect(ids(queryCatalogue(withHidden))).not.toContain('sl02');
    expect(ids(queryCatalogue(withHidden))).not.toContain('ml01');
    expect(ids(queryCatalogue(withHidden, { search: 'crossline' }))).not.toContain('sl02');
    expect(ids(queryCatalogue(withHidden, { includeHidden: true }))).toContain('sl02');
  });
});

describe('dealer search', () => {
  const dealers = (bundledDealers as unknown as DealerDoc[]).map(toDealer);

  it('finds dealers by city, state, PIN code prefix or name, active ones only', () => {
    expect(searchDealers(dealers, 'mumbai').map((d) => d.city)).toEqual(['Mumbai', 'Mumbai']);
    expect(
      searchDealers(dealers, 'gujarat')
        .map((d) => d.city)
        .sort(),
    ).toEqual(['Ahmedabad', 'Surat', 'Vadodara']);
    expect(searchDealers(dealers, '4000').every((d) => d.pinCode.startsWith('4000'))).toBe(true);
    expect(searchDealers(dealers, '4000').length).toBe(2);
    expect(searchDealers(dealers, 'kanpur')).toEqual([]); // the Kanpur dealer is inactive
    expect(searchDealers(dealers).length).toBe(dealers.filter((d) => d.isActive).length);
  });
});

describe('dealer search by the names and PIN codes people use', () => {
  const dealers = (bundledDealers as unknown as DealerDoc[]).map(toDealer);
  const cities = (text: string) => searchDealers(dealers, text).map((d) => d.city);

  it.each([
    ['Bangalore', 'Bengaluru'],
    ['bombay', 'Mumbai'],
    ['Madras', 'Chennai'],
    ['Calcutta', 'Kolkata'],
    ['Baroda', 'Vadodara'],
    ['Vizag', 'Visakhapatnam'],
    ['Cochin', 'Kochi'],
  ])('%s finds %s', (typed, city) => {
    const found = cities(typed);
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found)).toEqual(new Set([city]));
  });

  it('lists the nearest dealers first for a whole PIN code', () => {
    const found = searchDealers(dealers, '411001');
    expect(found[0]!.city).toBe('Pune');
    // Same postal zone (4: Maharashtra, Goa, Madhya Pradesh, Chhattisgarh) only.
    expect(found.every((d) => d.pinCode.startsWith('4'))).toBe(true);
    expect(found.map((d) => d.city)).toEqual(expect.arrayContaining(['Mumbai', 'Nagpur']));
    expect(searchDealers(dealers, '560100')[0]!.pinCode).toBe('560058');
  });
});
