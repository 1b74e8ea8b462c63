// Catalogue text search over any product list: one MiniSearch index per version of the list
// (built whole on the first search after a change, or a slice at a time by a caller that has
// idle moments: indexSome), prefix and typo-tolerant, so a lookup is in
// memory even over 5,000 products. Pure (no data layer): the product search
// (sync/products/search-index.ts) and the assistant (src/lib/assistant) share it.
import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import { foldDevanagari } from './search-lexicon.ts';
import { modelCodes, parseSearch, searchTermGroups } from './search-terms.ts';

/** What the index reads of a product. */
export interface SearchableProduct {
  id: string;
  name: string;
  category: string;
  shortDescription: string | null;
  seoKeywords?: readonly string[];
  aeoKeywords?: readonly string[];
  geoKeywords?: readonly string[];
  /** For "5000 ke andar" and "sasta"; null: price on request. */
  priceInPaise?: number | null;
  /** The Hindi name where the catalogue has one (found by its Devanagari words too). */
  nameHi?: string | null;
}

const FIELDS = [
  'name',
  'nameHi',
  'id',
  'codes',
  'category',
  'shortDescription',
  'keywords',
] as const;

// Devanagari in one spelling on both sides (the query is folded the same way).
const processTerm = (term: string) => foldDevanagari(term).toLowerCase();

function searchable(product: SearchableProduct) {
  return {
    id: product.id,
    name: product.name,
    nameHi: product.nameHi ?? '',
    codes: modelCodes(product.id, product.name),
    category: product.category,
    shortDescription: product.shortDescription ?? '',
    keywords: [
      ...(product.seoKeywords ?? []),
      ...(product.aeoKeywords ?? []),
      ...(product.geoKeywords ?? []),
    ].join(' '),
  };
}

interface Index {
  search: MiniSearch;
  byId: Map<string, SearchableProduct>;
  /** How many of the list's products are in `search` (they are added in order). */
  added: number;
}

const indexes = new WeakMap<readonly SearchableProduct[], Index>();

function startIndex(products: readonly SearchableProduct[]): Index {
  let index = indexes.get(products);
  if (!index) {
    const search = new MiniSearch({
      fields: [...FIELDS],
      idField: 'id',
      processTerm,
      searchOptions: {
        boost: { name: 3, nameHi: 3, id: 3, codes: 3, keywords: 1.5 },
        prefix: true,
        // Typo tolerance grows with the word: none for 1-3 letters, then about one edit per 5.
        fuzzy: (term) => (term.length <= 3 ? false : 0.2),
        combineWith: 'AND',
      },
    });
    index = { search, byId: new Map(products.map((p) => [p.id, p])), added: 0 };
    indexes.set(products, index);
  }
  return index;
}

/**
 * Adds the next products of `products` to its index, one at a time while `more()` says so
 * (asked after each), so a device can build it in its idle moments; true once all are in.
 */
export function indexSome(
  products: readonly SearchableProduct[],
  more: () => boolean = () => true,
): boolean {
  const index = startIndex(products);
  while (index.added < products.length) {
    index.search.add(searchable(products[index.added]!));
    index.added += 1;
    if (!more()) break;
  }
  return index.added === products.length;
}

/** Whether the index of `products` is whole, so a search over them is a lookup. */
export const isIndexed = (products: readonly SearchableProduct[]): boolean =>
  indexes.get(products)?.added === products.length;

function indexFor(products: readonly SearchableProduct[]): Index {
  indexSome(products);
  return startIndex(products);
}

/** Builds the index for `products` now, so the first lookup over them is quick. */
export function indexProducts(products: readonly SearchableProduct[]): void {
  indexSome(products);
}

function run<P extends SearchableProduct>(
  products: readonly P[],
  groups: string[][],
  combineWith: 'AND' | 'OR',
  options: SearchOptions = {},
): { product: P; score: number }[] {
  if (groups.length === 0) return [];
  // A word's synonyms are alternatives (OR); the words combine as asked.
  const query: Query = {
    combineWith,
    queries: groups.map((words) => ({ combineWith: 'OR', queries: words })),
  };
  const { search, byId } = indexFor(products);
  return search
    .search(query, options)
    .map((hit) => ({ product: byId.get(String(hit.id)) as P | undefined, score: hit.score }))
    .filter((hit): hit is { product: P; score: number } => hit.product !== undefined);
}

/**
 * Products matching every word of `text` (by prefix, allowing small typos), best first, in
 * English, Devanagari or Hinglish; a price asked ("5000 से कम", "under 5000") keeps those
 * within it, and "sasta" / "cheap" puts the cheapest first. Blank text matches nothing;
 * callers show the unfiltered list instead.
 */
export function searchProducts<P extends SearchableProduct>(
  products: readonly P[],
  text: string,
): P[] {
  const { groups, price } = parseSearch(text);
  const priced = price.minInPaise !== null || price.maxInPaise !== null || price.cheapestFirst;
  if (groups.length === 0 && !priced) return [];
  let list =
    groups.length > 0 ? run(products, groups, 'AND').map((hit) => hit.product) : [...products];
  if (price.minInPaise !== null || price.maxInPaise !== null)
    list = list.filter(
      (p) =>
        p.priceInPaise != null &&
        (price.minInPaise === null || p.priceInPaise >= price.minInPaise) &&
        (price.maxInPaise === null || p.priceInPaise <= price.maxInPaise),
    );
  if (price.cheapestFirst || groups.length === 0)
    list.sort((a, b) => (a.priceInPaise ?? Infinity) - (b.priceInPaise ?? Infinity));
  return list;
}

/**
 * Products matching any of `words` (each already a search term), best first with their
 * scores: a question has words that name no product ("do you sell a ..."), so the assistant
 * ranks by how much of it matches instead of asking for all of it.
 */
export function rankProducts<P extends SearchableProduct>(
  products: readonly P[],
  words: readonly string[],
): { product: P; score: number }[] {
  // Whole words and prefixes only: a question's stray word ("bitcoin") must not fan out into
  // a typo search over every term of a large catalogue.
  return run(
    products,
    words.flatMap((w) => searchTermGroups(w)),
    'OR',
    { fuzzy: false },
  );
}
