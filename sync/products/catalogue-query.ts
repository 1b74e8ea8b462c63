// One query over the in-memory catalogue: visible products, narrowed by category, featured,
// popular, price and search text, then sorted. The rules themselves are src/lib/catalogue.ts.
import {
  filterProducts,
  isVisible,
  sortProducts,
  type ProductFilter,
  type ProductSort,
} from '../../src/lib/catalogue.ts';
import type { Product } from './model.ts';
import { searchCatalogue, type ProductSearch } from './search-loader.ts';

export interface CatalogueQuery extends ProductFilter {
  featured?: boolean | null;
  /** Text typed in the search box; matches by relevance unless `sort` is given. */
  search?: string | null;
  sort?: ProductSort | null;
  /** Admin screens: include hidden products. */
  includeHidden?: boolean;
}

export function queryCatalogue<P extends Product>(
  products: readonly P[],
  query: CatalogueQuery = {},
  search: ProductSearch = searchCatalogue,
): P[] {
  const text = query.search?.trim() ?? '';
  let list: P[] = text ? search(products, text) : [...products];
  list = list.filter((p) => (query.includeHidden ? true : isVisible(p)));
  if (query.featured === true) list = list.filter((p) => p.featured);
  list = filterProducts(list, query);
  if (query.sort || !text) list = sortProducts(list, query.sort ?? 'rank');
  return list;
}
