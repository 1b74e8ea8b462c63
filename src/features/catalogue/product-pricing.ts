// What a product's price block says: price and MRP in paise, the GST note, the bulk offer and
// the minimum order quantity. Derived with src/lib's rules; no arithmetic of its own.
import { formatInr, moqOf, priceTextToPaise } from '../../lib/money.ts';
import type { Product } from '../../../sync/products/model.ts';
import { t } from '../../i18n/index.ts';

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
  // Called while rendering: t() answers in the page's language.
  const bulkPrice = priceTextToPaise(product.bulkUnitPrice);
  const rate = Number.isInteger(product.gstRate) ? product.gstRate : product.gstRate.toFixed(2);
  return {
    priceInPaise: product.priceInPaise,
    mrpInPaise: product.mrpInPaise,
    gstNote: product.priceInclusive
      ? t('Inclusive of {rate}% GST', { rate })
      : t('+ {rate}% GST extra', { rate }),
    bulkOffer:
      bulkPrice !== null && product.bulkQty !== null && product.bulkQty > 1
        ? t('{price} each for {count} or more', {
            price: formatInr(bulkPrice),
            count: product.bulkQty,
          })
        : null,
    moq: moqOf(product),
  };
}
