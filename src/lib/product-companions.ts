// What a product page offers beside the product: the accessories bought with a tool, the
// next model down and up to compare with, and the products this device viewed recently.
import { isVisible, type CatalogueProduct } from './catalogue.ts';

type Kind = 'level' | 'meter' | 'green-level';

/** Distance meters measure; every other tool projects a line (green ones want the glasses). */
function kindOf(product: { name: string }): Kind {
  if (/distance meter/i.test(product.name)) return 'meter';
  return /green/i.test(product.name) ? 'green-level' : 'level';
}

/** The accessories that fit each kind of tool, most useful first (catalogue ids). */
const ACCESSORIES: Record<Kind, readonly string[]> = {
  'green-level': ['lg01', 'tp160', 'lr60', 'mwm01', 'tg01', 'cc01'],
  level: ['tp160', 'lr60', 'mwm01', 'tg01', 'bp2600', 'cc01'],
  meter: ['tg01', 'cc01'],
};

export const FREQUENTLY_BOUGHT_COUNT = 3;

/** "Frequently bought together": visible accessories that fit this tool (none for accessories). */
export function accessoriesFor<P extends CatalogueProduct>(
  product: CatalogueProduct,
  all: readonly P[],
  count = FREQUENTLY_BOUGHT_COUNT,
): P[] {
  if (product.category !== 'Tools') return [];
  return ACCESSORIES[kindOf(product)]
    .map((id) => all.find((p) => p.id === id && p.category === 'Accessories' && isVisible(p)))
    .filter((p): p is P => p !== undefined)
    .slice(0, count);
}

/** The same kind of tool one step cheaper and one step dearer (null at either end). */
export function neighbourModels<P extends CatalogueProduct & { priceInPaise: number | null }>(
  product: P,
  all: readonly P[],
): { down: P | null; up: P | null } {
  if (product.category !== 'Tools' || product.priceInPaise === null)
    return { down: null, up: null };
  const price = product.priceInPaise;
  const kind = kindOf(product) === 'meter' ? 'meter' : 'level';
  const siblings = all
    .filter(
      (p) =>
        p.id !== product.id &&
        p.category === 'Tools' &&
        isVisible(p) &&
        p.priceInPaise !== null &&
        (kindOf(p) === 'meter' ? 'meter' : 'level') === kind,
    )
    .sort((a, b) => a.priceInPaise! - b.priceInPaise!);
  const down = siblings.filter((p) => p.priceInPaise! <= price).at(-1) ?? null;
  const up = siblings.find((p) => p.priceInPaise! > price) ?? null;
  return { down, up };
}

export interface SpecComparisonRow {
  name: string;
  values: string[];
}

/** Rows of specifications for products side by side, in first-seen order, "—" where absent. */
export function compareSpecifications(
  specifications: readonly Record<string, string>[],
): SpecComparisonRow[] {
  const names = [...new Set(specifications.flatMap((specs) => Object.keys(specs)))];
  return names.map((name) => ({ name, values: specifications.map((specs) => specs[name] ?? '—') }));
}

export const RECENTLY_VIEWED_LIMIT = 8;

/** The list with `id` moved to the front, without repeats, at most `limit` long. */
export function withRecentlyViewed(
  ids: readonly string[],
  id: string,
  limit = RECENTLY_VIEWED_LIMIT,
): string[] {
  return [id, ...ids.filter((other) => other !== id)].slice(0, limit);
}
