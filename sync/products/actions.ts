// Product reads outside React (loaders, the chat assistant): the same data the hooks show, and
// the typo-tolerant search's loading ahead of the first keystroke.
import { startedSync } from '../engine/app-sync.ts';
import type { Sync } from '../engine/runtime.ts';
import { storedOrBundled } from '../fallback/stored-or-bundled.ts';
import { queryCatalogue, type CatalogueQuery } from './catalogue-query.ts';
import { toProduct, type Product } from './model.ts';
import { productsStore } from './queries.ts';
import { loadSearch, prepareIndex, rankedSearch } from './search-loader.ts';

/** Loads the typo-tolerant search's code, so a search started offline has it. */
export const loadSearchCode = (): void => void loadSearch().catch(() => undefined);

/**
 * Loads the typo-tolerant search and indexes the catalogue the lists show ahead of the first
 * keystroke (a search box got focus).
 */
export const prepareSearch = (): void =>
  void prepareIndex(async () => {
    const store = productsStore(await startedSync());
    await store.ready();
    return store.get();
  }).catch(() => undefined);

const allProducts = (sync: Sync) =>
  storedOrBundled(sync, productsStore(sync), 'products', toProduct);

export async function getProducts(query: CatalogueQuery = {}, given?: Sync): Promise<Product[]> {
  const search = query.search?.trim() ? await rankedSearch() : undefined;
  const sync = given ?? (await startedSync());
  return queryCatalogue(await allProducts(sync), query, search);
}

/** A visible product by id, or null. */
export async function getProduct(id: string, given?: Sync): Promise<Product | null> {
  const sync = given ?? (await startedSync());
  const all = await allProducts(sync);
  return all.find((p) => p.id === id && !p.hidden) ?? null;
}
