// Catalogue text search: one MiniSearch index per version of the product list (built on the
// first search after a change), prefix and typo-tolerant, so each keystroke is an in-memory
// lookup even over 5,000 products.
import MiniSearch, { type Query } from 'minisearch';
import { modelCodes, searchTermGroups } from '../../src/lib/search-terms.ts';
import type { Product } from './model.ts';

const FIELDS = ['name', 'id', 'codes', 'category', 'shortDescription', 'keywords'] as const;

function searchable(product: Product) {
  return {
    id: product.id,
    name: product.name,
    codes: modelCodes(product.id, product.name),
    category: product.category,
    shortDescription: product.shortDescription ?? '',
    keywords: [...product.seoKeywords, ...product.aeoKeywords, ...product.geoKeywords].join(' '),
  };
}

interface Index {
  search: MiniSearch;
  byId: Map<string, Product>;
}

const indexes = new WeakMap<readonly Product[], Index>();

function indexFor(products: readonly Product[]): Index {
  let index = indexes.get(products);
  if (!index) {
    const search = new MiniSearch({
      fields: [...FIELDS],
      idField: 'id',
      searchOptions: {
        boost: { name: 3, id: 3, codes: 3, keywords: 1.5 },
        prefix: true,
        // Typo tolerance grows with the word: none for 1-3 letters, then about one edit per 5.
        fuzzy: (term) => (term.length <= 3 ? false : 0.2),
        combineWith: 'AND',
      },
    });
    search.addAll(products.map(searchable));
    index = { search, byId: new Map(products.map((p) => [p.id, p])) };
    indexes.set(products, index);
  }
  return index;
}

/** Builds the index for `products` now, so the first keystroke over them is a lookup. */
export function indexProducts(products: readonly Product[]): void {
  indexFor(products);
}

/**
 * Products matching every word of `text` (by prefix, allowing small typos), best first.
 * Blank text matches nothing; callers show the unfiltered list instead.
 */
export function searchProducts<P extends Product>(products: readonly P[], text: string): P[] {
  const groups = searchTermGroups(text);
  if (groups.length === 0) return [];
  // Every word must match (AND); a word's synonyms are alternatives (OR).
  const query: Query = {
    combineWith: 'AND',
    queries: groups.map((words) => ({ combineWith: 'OR', queries: words })),
  };
  const { search, byId } = indexFor(products);
  return search
    .search(query)
    .map((hit) => byId.get(String(hit.id)) as P | undefined)
    .filter((p): p is P => p !== undefined);
}
