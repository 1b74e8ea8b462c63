// Catalogue hooks: products for shoppers (visible only) and for admins (drafts laid over).
import { useMemo } from 'react';
import { queryCatalogue, type CatalogueQuery } from '../catalogue-query.ts';
import type { AdminProduct } from '../model/draft.ts';
import type { Product } from '../model/product.ts';
import { adminProductsStore } from '../queries/drafts.ts';
import { productsStore } from '../queries/catalogue.ts';
import { currentSync } from '../runtime.ts';
import { useStore } from './use-store.ts';

/** Visible products matching the query (rank order, or relevance while searching). */
export function useProducts(query: CatalogueQuery = {}): Product[] {
  const all = useStore(productsStore(currentSync()));
  const key = JSON.stringify(query);
  return useMemo(() => queryCatalogue(all, JSON.parse(key) as CatalogueQuery), [all, key]);
}

/** One visible product; null when there is none with this id (or it is hidden). */
export function useProduct(id: string | undefined): Product | null {
  const all = useStore(productsStore(currentSync()));
  return useMemo(() => all.find((p) => p.id === id && !p.hidden) ?? null, [all, id]);
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
