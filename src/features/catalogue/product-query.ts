// The product list's state as it lives in the address (?q=&category=&popular=1&price=&sort=),
// so a filtered list can be shared, bookmarked and restored with Back.
import type { ProductSort } from '../../lib/catalogue.ts';
import { PRODUCT_CATEGORIES } from '../../lib/constants.ts';
import { msg } from '../../i18n/index.ts';

export const SORTS: readonly { value: ProductSort; label: string }[] = [
  { value: 'rank', label: msg('Popularity') },
  { value: 'price-asc', label: msg('Price: low to high') },
  { value: 'price-desc', label: msg('Price: high to low') },
  { value: 'name', label: msg('Name') },
];

/** Price bands in rupees; the max is inclusive. */
export const PRICE_BANDS = [
  { value: 'under-2000', label: msg('Under ₹2,000'), min: null, max: 1_999 },
  { value: '2000-5000', label: '₹2,000 – ₹5,000', min: 2_000, max: 5_000 },
  { value: '5000-15000', label: '₹5,000 – ₹15,000', min: 5_000, max: 15_000 },
  { value: 'over-15000', label: msg('Above ₹15,000'), min: 15_000, max: null },
] as const;

export type PriceBand = (typeof PRICE_BANDS)[number]['value'];
export type Category = (typeof PRODUCT_CATEGORIES)[number];

export interface ProductListState {
  search: string;
  category: Category | null;
  popular: boolean;
  price: PriceBand | null;
  /** null: rank order, or relevance while searching. */
  sort: ProductSort | null;
}

export function readListState(params: URLSearchParams): ProductListState {
  const category = PRODUCT_CATEGORIES.find(
    (c) => c.toLowerCase() === params.get('category')?.toLowerCase(),
  );
  const price = PRICE_BANDS.find((b) => b.value === params.get('price'))?.value ?? null;
  const sort = SORTS.find((s) => s.value === params.get('sort'))?.value ?? null;
  return {
    search: params.get('q') ?? '',
    category: category ?? null,
    popular: params.get('popular') === '1',
    price,
    sort,
  };
}

export function writeListState(state: ProductListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search);
  if (state.category) params.set('category', state.category);
  if (state.popular) params.set('popular', '1');
  if (state.price) params.set('price', state.price);
  if (state.sort) params.set('sort', state.sort);
  return params;
}

/** The list state as sync's catalogue query (prices in paise). */
export function catalogueQueryOf(state: ProductListState) {
  const band = PRICE_BANDS.find((b) => b.value === state.price);
  return {
    search: state.search.trim() || null,
    category: state.category,
    popular: state.popular || null,
    minPriceInPaise: band?.min != null ? band.min * 100 : null,
    maxPriceInPaise: band?.max != null ? band.max * 100 : null,
    sort: state.sort,
  };
}

export function isFiltered(state: ProductListState): boolean {
  return Boolean(state.search.trim() || state.category || state.popular || state.price);
}
