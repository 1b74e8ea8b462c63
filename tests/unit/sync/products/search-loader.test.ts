// The search before and after MiniSearch has loaded: plain word matching in catalogue order
// first (so the first keystroke never waits for a download), typo tolerance once loaded.
import { describe, expect, it } from 'vitest';
import { queryCatalogue } from '../../../../sync/products/catalogue-query.ts';
import { loadSearch, searchEngine } from '../../../../sync/products/search-loader.ts';
import { type Product, toProduct } from '../../../../sync/products/model.ts';
import type { ProductRow } from '../../../../sync/products/product-fields.ts';
import bundledProducts from '../../../../sync/fallback/products.json';

const catalogue: Product[] = (bundledProducts as unknown as ProductRow[]).map(toProduct);
const ids = (list: Product[]) => list.map((p) => p.id);

describe('catalogue search while MiniSearch loads', () => {
  it('matches every word plainly, model codes and synonyms included, then loads MiniSearch', async () => {
    expect(searchEngine.get()).toBeNull();
    expect(ids(queryCatalogue(catalogue, { search: 'MDR 60' }))).toEqual(['mdr60']);
    expect(ids(queryCatalogue(catalogue, { search: 'tripod' }))).toEqual(['tp160']);
    // "tape" is a buyer's word for a distance meter.
    expect(ids(queryCatalogue(catalogue, { search: 'tape' }))).toEqual(
      expect.arrayContaining(['mdr40', 'mdr60', 'mdr100']),
    );
    // Plain matching has no typo tolerance...
    expect(ids(queryCatalogue(catalogue, { search: 'tripid' }))).toEqual([]);
    // ...and the first search asked for the real one, which has.
    await loadSearch();
    expect(searchEngine.get()).not.toBeNull();
    expect(ids(queryCatalogue(catalogue, { search: 'tripid' }))).toContain('tp160');
  });
});
