// Cart lines as the app sees them (docs/product.md#data-the-shop-keeps) and the one cart rule sync/
// applies when storing them: quantities are whole numbers, at least the product's MOQ and at least
// 1.
import { bulkOrListPrice, type LineInput } from '../../src/lib/money.ts';
import type { CartLineDoc } from './schema.ts';

export type CartLine = Omit<CartLineDoc, 'id' | 'ops'>;

export const toCartLine = ({ id: _id, ops: _ops, ...line }: CartLineDoc): CartLine => line;

/** The quantity to store: whole, and at least max(moq, 1). */
export function cartQuantity(requested: number, moq: number): number {
  const whole = Number.isFinite(requested) ? Math.floor(requested) : 1;
  return Math.max(whole, Math.floor(moq) || 1, 1);
}

/** A line as src/lib/money.ts totals it (its bulk rule decides the unit price). */
export function cartLineInput(line: CartLine): LineInput {
  return {
    unitPriceInPaise: bulkOrListPrice(
      line.priceInPaise,
      line.bulkQty,
      line.bulkUnitPriceInPaise,
      line.quantity,
    ),
    quantity: line.quantity,
    gstRate: line.gstRate,
    priceInclusive: line.priceInclusive,
  };
}
