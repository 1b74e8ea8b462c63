// The catalogue's text search as the product list loads it (search-loader.ts imports this
// module on demand, so MiniSearch stays out of the first paint). The index itself is pure and
// shared with the assistant: src/lib/catalogue-search.ts.
import {
  indexProducts as indexAny,
  searchProducts as searchAny,
} from '../../src/lib/catalogue-search.ts';
import type { Product } from './model.ts';

/** Builds the index for `products` now, so the first keystroke over them is a lookup. */
export function indexProducts(products: readonly Product[]): void {
  indexAny(products);
}

/** Products matching every word of `text` (prefix, small typos), best first; blank: none. */
export function searchProducts<P extends Product>(products: readonly P[], text: string): P[] {
  return searchAny(products, text);
}
