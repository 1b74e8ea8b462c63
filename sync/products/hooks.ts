// Product hooks for shoppers (visible products only) and admins (the published version of a
// product). Each answers before the local database opens (from the bundled products the page
// was painted with) and switches to the live database when it is ready. The *State variants
// also say whether the value is still loading, so a page can tell "not loaded yet" from "not
// found".
import { useMemo, useSyncExternalStore } from 'react';
import { useAppLive } from '../engine/use-store.ts';
import { usePullSettled } from '../engine/use-settled.ts';
import { queryCatalogue, type CatalogueQuery } from './catalogue-query.ts';
import type { Product } from './model.ts';
import { productsSnapshot, productsStore } from './queries.ts';
import { searchEngine } from './search-loader.ts';

export { usePriceSource, type PriceSource } from './catalogue-freshness.ts';

// The pre-render had no MiniSearch; hydration matches plainly, as it did.
const noEngine = () => null;

/** The search in use: results are recomputed when MiniSearch arrives (search-loader.ts). */
const useSearchEngine = () =>
  useSyncExternalStore(searchEngine.subscribe, searchEngine.get, noEngine);

/**
 * Every stored product, and whether they are still loading: until the first read of the
 * local database (or a snapshot), and on a device with none stored, until the first sync
 * has run its course.
 */
function useAllProducts(): { all: Product[]; loading: boolean } {
  const live = useAppLive(productsStore, productsSnapshot);
  const settled = usePullSettled('products');
  // A first visit's empty database keeps showing the snapshot until its first pull is done.
  const shown = live.value.length === 0 && !settled ? productsSnapshot() : live;
  const { value: all, loaded } = shown.value.length > 0 ? shown : live;
  return { all, loading: !loaded || (all.length === 0 && !settled) };
}

/**
 * `products` narrowed and sorted by the query (relevance while searching), with the
 * typo-tolerant search once it has loaded. Hidden products are left out unless the query says
 * `includeHidden` (an admin's list).
 */
export function useCatalogueQuery<P extends Product>(
  products: readonly P[],
  query: CatalogueQuery = {},
): P[] {
  const loaded = useSearchEngine();
  // Only a search reads the engine: a list without one is not recomputed when it changes.
  const engine = query.search?.trim() ? loaded : null;
  const key = JSON.stringify(query);
  return useMemo(
    () => queryCatalogue(products, JSON.parse(key) as CatalogueQuery, engine ?? undefined),
    [products, key, engine],
  );
}

export interface ProductsState {
  products: Product[];
  loading: boolean;
}

/** Visible products matching the query, and whether the catalogue is still loading. */
export function useProductsState(query: CatalogueQuery = {}): ProductsState {
  const { all, loading } = useAllProducts();
  const products = useCatalogueQuery(all, query);
  return useMemo(() => ({ products, loading }), [products, loading]);
}

/** Visible products matching the query (rank order, or relevance while searching). */
export function useProducts(query: CatalogueQuery = {}): Product[] {
  return useProductsState(query).products;
}

export interface ProductState {
  /** null while loading, and when there is no visible product with this id. */
  product: Product | null;
  loading: boolean;
}

/** One visible product, and whether "null" may still change (the catalogue is loading). */
export function useProductState(id: string | undefined): ProductState {
  const { all, loading } = useAllProducts();
  const product = useMemo(() => all.find((p) => p.id === id && !p.hidden) ?? null, [all, id]);
  return useMemo(() => ({ product, loading: product === null && loading }), [product, loading]);
}

/** One visible product; null when there is none with this id (or it is hidden). */
export function useProduct(id: string | undefined): Product | null {
  return useProductState(id).product;
}

/**
 * The product as published (hidden ones too), for an admin comparing a draft with it; null
 * when no such product is stored (new, or deleted on the server).
 */
export function useStoredProduct(id: string | undefined): Product | null {
  const { all } = useAllProducts();
  return useMemo(() => all.find((p) => p.id === id) ?? null, [all, id]);
}
