// What a product's price block says: price and MRP in paise, the GST note, the bulk offer and
// the minimum order quantity. Derived with src/lib's rules; no arithmetic of its own.
import { formatInr, moqOf, priceTextToPaise } from '../../lib/money.ts';
import type { Product } from '../../../sync/products/model.ts';

export interface ProductPricing {
  priceInPaise: number | null;
  mrpInPaise: number | null;
  /** "Inclusive of 18% GST" or "+ 18% GST extra". */
  gstNote: string;
  /** "₹11,999 each for 5 or more", or null without a bulk price. */
  bulkOffer: string | null;
  moq: number;
}

export function productPricing(product: Product): ProductPricing {
  const bulkPrice = priceTextToPaise(product.bulkUnitPrice);
  const rate = Number.isInteger(product.gstRate) ? product.gstRate : product.gstRate.toFixed(2);
  return {
    priceInPaise: product.priceInPaise,
    mrpInPaise: product.mrpInPaise,
    gstNote: product.priceInclusive ? `Inclusive of ${rate}% GST` : `+ ${rate}% GST extra`,
    bulkOffer:
      bulkPrice !== null && product.bulkQty !== null && product.bulkQty > 1
        ? `${formatInr(bulkPrice)} each for ${product.bulkQty} or more`
        : null,
    moq: moqOf(product),
  };
}
