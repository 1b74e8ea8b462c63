// The catalogue's text search, loaded on demand: MiniSearch (and building its index) is not
// needed to paint a page, so it loads on the first search, or as soon as a search box gets
// focus. Until then a search matches plainly (every word, or a synonym of it, as part of a
// product's name, code, category or description) in catalogue order.
import { modelCodes, plainTermGroups } from '../../src/lib/search-words.ts';
import { createStore } from '../engine/store.ts';
import type { Product } from './model.ts';

export type ProductSearch = <P extends Product>(products: readonly P[], text: string) => P[];

/** The loaded search, or null before it has loaded (the hooks re-run when it arrives). */
export const searchEngine = createStore<ProductSearch | null>(null);

let loading: Promise<void> | null = null;
let indexer: ((products: readonly Product[]) => void) | null = null;

export function loadSearch(): Promise<void> {
  loading ??= import('./search-index.ts').then(
    ({ searchProducts, indexProducts }) => {
      indexer = indexProducts;
      searchEngine.set(() => searchProducts);
    },
    (error: unknown) => {
      // Offline before it was fetched: plain matching goes on, and the next search retries.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Loads the search and builds its index for `products` once the device is idle: a search box
 * got focus, and over thousands of products the index would otherwise cost the first keystroke
 * (about 100 ms for 5,000 on a desktop).
 */
export async function prepareIndex(products: () => Promise<readonly Product[]>): Promise<void> {
  await loadSearch();
  const list = await products();
  const build = () => indexer?.(list);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(build, { timeout: 2000 });
  else setTimeout(build, 0);
}

function plainSearch<P extends Product>(products: readonly P[], text: string): P[] {
  const groups = plainTermGroups(text).map((words) => words.map((w) => w.toLowerCase()));
  if (groups.length === 0) return [];
  return products.filter((p) => {
    const haystack = [p.name, p.id, modelCodes(p.id, p.name), p.category, p.shortDescription ?? '']
      .join(' ')
      .toLowerCase();
    return groups.every((words) => words.some((word) => haystack.includes(word)));
  });
}

/** Products matching `text`: by MiniSearch once it has loaded (asked for here), else plainly. */
export function searchCatalogue<P extends Product>(products: readonly P[], text: string): P[] {
  const search = searchEngine.get();
  if (search) return search(products, text);
  loadSearch().catch(() => undefined);
  return plainSearch(products, text);
}
