// Catalogue hooks: products for shoppers (visible only) and for admins (drafts laid over).
// The *State variants also say whether the products are still loading, so a page can tell
// "not loaded yet" from "not found".
import { useMemo } from 'react';
import { queryCatalogue, type CatalogueQuery } from './query.ts';
import type { AdminProduct } from '../drafts/model.ts';
import type { Product } from './model.ts';
import { adminProductsStore } from '../drafts/queries.ts';
import { productsStore } from './queries.ts';
import { currentSync } from '../engine/runtime.ts';
import { catalogueSettled } from '../engine/status.ts';
import { useLive, useSelected, useStore } from '../engine/use-store.ts';

/**
 * Every stored product, and whether they are still loading: until the first read of the
 * local database, and on a device with none stored, until the first sync has run its course.
 */
function useAllProducts(): { all: Product[]; loading: boolean } {
  const sync = currentSync();
  const { value: all, loaded } = useLive(productsStore(sync));
  const settled = useSelected(sync.status, (status) => catalogueSettled(status, 'products'));
  return { all, loading: !loaded || (all.length === 0 && !settled) };
}

export interface ProductsState {
  products: Product[];
  loading: boolean;
}

/** Visible products matching the query, and whether the catalogue is still loading. */
export function useProductsState(query: CatalogueQuery = {}): ProductsState {
  const { all, loading } = useAllProducts();
  const key = JSON.stringify(query);
  const products = useMemo(
    () => queryCatalogue(all, JSON.parse(key) as CatalogueQuery),
    [all, key],
  );
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

/** Every product as the admin will publish it, hidden and draft-deleted ones included. */
export function useAdminProducts(query: CatalogueQuery = {}): AdminProduct[] {
  const all = useStore(adminProductsStore(currentSync()));
  const key = JSON.stringify(query);
  return useMemo(() => {
    const parsed = JSON.parse(key) as CatalogueQuery;
    return queryCatalogue(all, { ...parsed, includeHidden: true });
  }, [all, key]);
}
