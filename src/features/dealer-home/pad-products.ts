// The pad's products: every product the device's catalogue shows, with the dealer's price of
// it (the device's copy of dealer_price_list), and the dealer's last order on this device.
import { useMemo } from 'react';
import { locale } from '../../i18n/index.ts';
import type { PadProduct, PastLine } from '../../lib/dealer-pad.ts';
import { localizedName } from '../../lib/localized.ts';
import { priceTextToPaise } from '../../lib/money.ts';
import type { DealerCopy } from '../../../sync/dealer-prices/hooks.ts';
import type { Order } from '../../../sync/orders/model.ts';
import type { Product } from '../../../sync/products/model.ts';

export interface PadRow extends PadProduct {
  product: Product;
  /** Lower-case name, id and category, for the filter box. */
  haystack: string;
}

export function usePadRows(products: readonly Product[], copy: DealerCopy | null): PadRow[] {
  return useMemo(() => {
    const here = locale();
    return products
      .filter((p) => p.priceInPaise !== null)
      .map((product) => {
        const dealer = copy?.prices.get(product.id) ?? null;
        const name = localizedName(product, here);
        return {
          product,
          productId: product.id,
          name,
          listPriceInPaise: product.priceInPaise!,
          bulkQty: product.bulkQty,
          bulkUnitPriceInPaise: priceTextToPaise(product.bulkUnitPrice),
          gstRate: product.gstRate,
          priceInclusive: product.priceInclusive,
          stockQuantity: product.stockQuantity,
          dealer: dealer && {
            dealerPriceInPaise: dealer.dealerPriceInPaise,
            packSize: dealer.packSize,
            minQuantity: dealer.minQuantity,
          },
          haystack: `${name} ${product.name} ${product.id} ${product.category}`.toLowerCase(),
        };
      });
  }, [products, copy]);
}

/** The person's orders on this device, newest first (what they placed, and pulled back). */
export function newestFirst(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) =>
    (b.placedAt || b.createdAt).localeCompare(a.placedAt || a.createdAt),
  );
}

/** The last order's lines as the pad compares them (one that was not cancelled). */
export function lastOrderLines(
  orders: readonly Order[],
): { order: Order; lines: PastLine[] } | null {
  const order = newestFirst(orders).find((o) => o.status !== 'cancelled' && o.items.length > 0);
  if (!order) return null;
  return {
    order,
    lines: order.items.map((item) => ({
      productId: item.productId,
      name: item.name ?? item.productId,
      quantity: item.quantity,
      unitPriceInPaise: item.unitPriceInPaise ?? 0,
    })),
  };
}
