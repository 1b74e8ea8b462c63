// Catalogue rules: which products show, which are popular, how lists sort and filter, and
// what to suggest beside a product.
import { DEFAULT_RANK, POPULAR_RANK_MAX, RELATED_PRODUCTS_COUNT } from './constants.ts';
import { compareText } from './compare-text.ts';
import { priceTextToPaise, type PricedProduct } from './money.ts';

export interface CatalogueProduct extends PricedProduct {
  id: string;
  name: string;
  category: string;
  rank?: number | null;
  hidden?: boolean | null;
  /** An admin draft marking the product deleted. */
  deleted?: boolean | null;
  /** A soft-deleted row as replication delivers it. */
  _deleted?: boolean | null;
}

export type ProductSort = 'rank' | 'price-asc' | 'price-desc' | 'name';

export interface ProductFilter {
  /** Exact category (case-insensitive); null or undefined for all. */
  category?: string | null;
  /** Only popular products when true. */
  popular?: boolean | null;
  minPriceInPaise?: number | null;
  maxPriceInPaise?: number | null;
}

export function isVisible(product: CatalogueProduct): boolean {
  return product.hidden !== true && product.deleted !== true && product._deleted !== true;
}

/** The rank, or DEFAULT_RANK when missing or not a number: lower ranks list first. */
export function rankOf(product: { rank?: number | null }): number {
  return typeof product.rank === 'number' && Number.isFinite(product.rank)
    ? product.rank
    : DEFAULT_RANK;
}

/** "Popular" means rank 10 or lower. */
export function isPopular(product: { rank?: number | null }): boolean {
  return rankOf(product) <= POPULAR_RANK_MAX;
}

function byRank(a: CatalogueProduct, b: CatalogueProduct): number {
  return rankOf(a) - rankOf(b) || compareText(a.name, b.name);
}

/** Unpriced products go last in either price order. */
function byPrice(direction: 1 | -1) {
  return (a: CatalogueProduct, b: CatalogueProduct): number => {
    const pa = priceTextToPaise(a.price);
    const pb = priceTextToPaise(b.price);
    if (pa !== null && pb !== null && pa !== pb) return (pa - pb) * direction;
    if ((pa === null) !== (pb === null)) return pa === null ? 1 : -1;
    return byRank(a, b);
  };
}

const COMPARATORS: Record<ProductSort, (a: CatalogueProduct, b: CatalogueProduct) => number> = {
  rank: byRank,
  'price-asc': byPrice(1),
  'price-desc': byPrice(-1),
  name: (a, b) => compareText(a.name, b.name) || byRank(a, b),
};

/** A sorted copy; ties fall back to rank, then name. */
export function sortProducts<P extends CatalogueProduct>(
  products: readonly P[],
  order: ProductSort,
): P[] {
  return [...products].sort(COMPARATORS[order]);
}

/** Products matching every given criterion; price bounds are inclusive and need a price. */
export function filterProducts<P extends CatalogueProduct>(
  products: readonly P[],
  { category, popular, minPriceInPaise, maxPriceInPaise }: ProductFilter,
): P[] {
  const wanted = category?.trim().toLowerCase();
  return products.filter((product) => {
    if (wanted && product.category.trim().toLowerCase() !== wanted) return false;
    if (popular === true && !isPopular(product)) return false;
    if (minPriceInPaise == null && maxPriceInPaise == null) return true;
    const price = priceTextToPaise(product.price);
    if (price === null) return false;
    return price >= (minPriceInPaise ?? -Infinity) && price <= (maxPriceInPaise ?? Infinity);
  });
}

/**
 * Up to `count` other visible products: the same category first, then the rest, each by
 * rank, so a product with few siblings still gets a full row.
 */
export function relatedProducts<P extends CatalogueProduct>(
  product: CatalogueProduct,
  all: readonly P[],
  count: number = RELATED_PRODUCTS_COUNT,
): P[] {
  const others = sortProducts(
    all.filter((other) => other.id !== product.id && isVisible(other)),
    'rank',
  );
  const sameCategory = (other: P) => other.category === product.category;
  return [...others.filter(sameCategory), ...others.filter((o) => !sameCategory(o))].slice(
    0,
    Math.max(0, count),
  );
}

/**
 * The catalogue's name for the first of `ids` it knows (a model typed as its id, in any case,
 * counts), or null when none is a product here: a registration or a quote line shows a
 * product by its name, its id only as the last resort.
 */
export function catalogueName(
  products: readonly Pick<CatalogueProduct, 'id' | 'name'>[],
  ids: readonly (string | null | undefined)[],
): string | null {
  for (const id of ids) {
    const key = id?.trim().toLowerCase();
    if (!key) continue;
    const found = products.find((p) => p.id.toLowerCase() === key);
    if (found) return found.name;
  }
  return null;
}
