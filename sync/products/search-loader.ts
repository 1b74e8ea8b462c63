// The catalogue's text search, loaded on demand: MiniSearch (and building its index) is not
// needed to paint a page, so it loads on the first search, or as soon as a search box gets
// focus. Until then, and until the index of the list being searched is whole, a search matches
// plainly (every word, or a synonym of it, as part of a product's name, code, category or
// description) in catalogue order. The index is built in the device's idle moments, a few
// products at a time, never inside a keystroke: at 4x CPU building it in the render of the
// first keystroke took 85 ms, and the query reading's first use (its Unicode patterns
// compiling) 50 ms more.
import { modelCodes, plainTermGroups } from '../../src/lib/search-words.ts';
import { createStore } from '../engine/store.ts';
import type { Product } from './model.ts';
import type * as SearchIndex from './search-index.ts';

export type ProductSearch = <P extends Product>(products: readonly P[], text: string) => P[];

type SearchModule = typeof SearchIndex;

/**
 * The loaded search, or null before it has loaded. A new function each time an index becomes
 * whole, so the hooks showing a search recompute it ranked.
 */
export const searchEngine = createStore<ProductSearch | null>(null);

let loading: Promise<SearchModule> | null = null;

export function loadSearch(): Promise<SearchModule> {
  loading ??= import('./search-index.ts').then(
    (search) => {
      searchEngine.set(() => engineOf(search));
      return search;
    },
    (error: unknown) => {
      // Offline before it was fetched: plain matching goes on, and the next search retries.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** A slice of idle time: at most SLICE_MS, and only while the browser says it is idle. */
const SLICE_MS = 8;

function whenIdle(run: (more: () => boolean) => void): void {
  const slice = (deadline?: IdleDeadline) => {
    const until = performance.now() + SLICE_MS;
    run(
      () =>
        performance.now() < until &&
        (!deadline || deadline.didTimeout || deadline.timeRemaining() > 1),
    );
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(slice, { timeout: 1000 });
  else setTimeout(slice, 0);
}

const indexing = new WeakSet<readonly Product[]>();

/** Indexes `products` in idle slices, then reads one query (warming its patterns) and tells. */
function indexWhenIdle(search: SearchModule, products: readonly Product[]): void {
  if (indexing.has(products)) return;
  indexing.add(products);
  const step = (more: () => boolean) => {
    if (!search.indexSome(products, more)) return whenIdle(step);
    whenIdle(() => {
      search.searchProducts(products, 'lejar 5000 se kam');
      searchEngine.set(() => engineOf(search));
    });
  };
  whenIdle(step);
}

function engineOf(search: SearchModule): ProductSearch {
  return (products, text) => {
    if (search.isIndexed(products)) return search.searchProducts(products, text);
    indexWhenIdle(search, products);
    return plainSearch(products, text);
  };
}

/**
 * Loads the search and indexes `products` in the device's idle moments: a search box got
 * focus, so the first keystrokes over them are lookups.
 */
export async function prepareIndex(products: () => Promise<readonly Product[]>): Promise<void> {
  const search = await loadSearch();
  const list = await products();
  if (!search.isIndexed(list)) indexWhenIdle(search, list);
}

/** The ranked search whole, the index built now if need be: for reads outside a keystroke. */
export async function rankedSearch(): Promise<ProductSearch> {
  const search = await loadSearch();
  return search.searchProducts;
}

// What plain matching reads of a product, made once per product (version) seen.
const haystacks = new WeakMap<Product, string>();

function haystackOf(p: Product): string {
  let haystack = haystacks.get(p);
  if (haystack === undefined) {
    haystack = [p.name, p.id, modelCodes(p.id, p.name), p.category, p.shortDescription ?? '']
      .join(' ')
      .toLowerCase();
    haystacks.set(p, haystack);
  }
  return haystack;
}

function plainSearch<P extends Product>(products: readonly P[], text: string): P[] {
  const groups = plainTermGroups(text).map((words) => words.map((w) => w.toLowerCase()));
  if (groups.length === 0) return [];
  return products.filter((p) => {
    const haystack = haystackOf(p);
    return groups.every((words) => words.some((word) => haystack.includes(word)));
  });
}

/** Products matching `text`: ranked once MiniSearch has loaded (asked for here), else plainly. */
export function searchCatalogue<P extends Product>(products: readonly P[], text: string): P[] {
  const search = searchEngine.get();
  if (search) return search(products, text);
  loadSearch().catch(() => undefined);
  return plainSearch(products, text);
}
