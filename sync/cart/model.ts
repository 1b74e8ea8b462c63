// Cart lines as the app sees them (spec 3, "Cart") and the one cart rule sync/ applies when
// storing them: quantities are whole numbers, at least the product's MOQ and at least 1.
import type { LineInput } from '../../src/lib/money.ts';
import type { CartLineDoc } from './schema.ts';

export type CartLine = Omit<CartLineDoc, 'id'>;

export const toCartLine = ({ id: _id, ...line }: CartLineDoc): CartLine => line;

/** The quantity to store: whole, and at least max(moq, 1). */
export function cartQuantity(requested: number, moq: number): number {
  const whole = Number.isFinite(requested) ? Math.floor(requested) : 1;
  return Math.max(whole, Math.floor(moq) || 1, 1);
}

/**
 * A line as src/lib/money.ts totals it: the bulk unit price once the quantity reaches the
 * bulk quantity (the rule of money.unitPriceInPaise, on prices already in paise).
 */
export function cartLineInput(line: CartLine): LineInput {
  const bulk =
    line.bulkQty !== null &&
    line.bulkQty > 0 &&
    line.quantity >= line.bulkQty &&
    line.bulkUnitPriceInPaise !== null;
  return {
    unitPriceInPaise: bulk ? (line.bulkUnitPriceInPaise as number) : line.priceInPaise,
    quantity: line.quantity,
    gstRate: line.gstRate,
    priceInclusive: line.priceInclusive,
  };
}
