// The search before and after MiniSearch has loaded: plain word matching in catalogue order
// first (so the first keystroke never waits for a download), typo tolerance once loaded and
// the list's index is whole. The index is built in idle slices, never by a keystroke.
import { describe, expect, it } from 'vitest';
import { queryCatalogue } from '../../../../sync/products/catalogue-query.ts';
import { loadSearch, prepareIndex, searchEngine } from '../../../../sync/products/search-loader.ts';
import { isIndexed } from '../../../../src/lib/catalogue-search.ts';
import { until } from '../../../../sync/engine/store.ts';
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
    // ...and the first search asked for the real one.
    await loadSearch();
    const loaded = searchEngine.get();
    expect(loaded).not.toBeNull();
    // A keystroke over a list not yet indexed stays plain and only asks for the index...
    expect(ids(queryCatalogue(catalogue, { search: 'tripid' }))).toEqual([]);
    expect(isIndexed(catalogue)).toBe(false);
    // ...built in idle slices; once whole, the engine changes and the search is ranked.
    await until(searchEngine, (engine) => engine !== loaded);
    expect(isIndexed(catalogue)).toBe(true);
    expect(ids(queryCatalogue(catalogue, { search: 'tripid' }))).toContain('tp160');
  });

  it('indexes a list when a search box gets focus, before its first keystroke', async () => {
    const list = [...catalogue]; // another version of the list: an index of its own
    const before = searchEngine.get();
    await prepareIndex(async () => list);
    expect(isIndexed(list)).toBe(false);
    await until(searchEngine, (engine) => engine !== before);
    expect(isIndexed(list)).toBe(true);
    expect(ids(queryCatalogue(list, { search: 'tripid' }))).toEqual(['tp160']);
  });
});
