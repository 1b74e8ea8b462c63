// Deals: products sold below their MRP, the biggest discount first.
import { discountPercent } from '../../lib/money.ts';
import type { Product } from '../../../sync/products/model.ts';

export function dealsByDiscount(products: readonly Product[]): Product[] {
  const off = (p: Product) =>
    p.priceInPaise === null ? 0 : discountPercent(p.priceInPaise, p.mrpInPaise);
  return products
    .filter((p) => off(p) > 0)
    .map((p) => ({ p, off: off(p) }))
    .sort((a, b) => b.off - a.off || a.p.rank - b.p.rank)
    .map(({ p }) => p);
}
