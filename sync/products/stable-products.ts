// Products mapped once per stored revision. A live query emits every product again on any
// change (a pull, a realtime event), and a new object for an unchanged product makes every
// memoised card render again; the first read of the local database would likewise replace
// each product the page was painted with (the snapshot) by an equal copy, re-rendering the
// whole page for nothing in the busiest second of a first visit.
import type { Product } from './model.ts';

interface Stored {
  readonly primary: string;
  readonly revision: string | undefined;
}

const sameProduct = (a: Product, b: Product) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A mapper that returns the previous object for a document whose revision has not changed,
 * and the painted object (from `painted`) for a first-read product equal to it.
 */
export function stableProducts<D extends Stored>(
  toProductOf: (doc: D) => Product,
  painted: () => readonly Product[],
): (docs: readonly D[]) => Product[] {
  let known = new Map<string, { revision: string | undefined; product: Product }>();
  let firstRead: Map<string, Product> | null = null;
  return (docs) => {
    firstRead ??= new Map(painted().map((p) => [p.id, p]));
    const next = new Map<string, { revision: string | undefined; product: Product }>();
    const products = docs.map((doc) => {
      const seen = known.get(doc.primary);
      if (seen && seen.revision !== undefined && seen.revision === doc.revision) {
        next.set(doc.primary, seen);
        return seen.product;
      }
      const fresh = toProductOf(doc);
      const shown = seen?.product ?? firstRead?.get(fresh.id);
      const product = shown && sameProduct(shown, fresh) ? shown : fresh;
      next.set(doc.primary, { revision: doc.revision, product });
      return product;
    });
    known = next;
    return products;
  };
}
