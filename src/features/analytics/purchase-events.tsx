// GA4's purchase event, once per order placed on this device with consent, when the database's
// receipt is first known here: at once for an order sent online, and later for one placed
// offline (when it reaches the server, even after the app was closed and opened again). The
// figures are the database's: its total, tax, delivery fee and lines, and the order number.
import { useEffect } from 'react';
import {
  gaItem,
  pendingPurchases,
  rupees,
  takePendingPurchase,
  trackEvent,
} from '../../lib/ecommerce.ts';
import { orderNumber } from '../../lib/order-number.ts';
import { useOrders } from '../../../sync/orders/hooks.ts';
import type { Order } from '../../../sync/orders/model.ts';

function purchaseOf(order: Order) {
  return {
    transaction_id: orderNumber(order.id),
    currency: 'INR',
    value: rupees(order.totalInPaise),
    tax: rupees(order.gstInPaise),
    shipping: rupees(order.deliveryFeeInPaise),
    items: order.items.map((item) =>
      gaItem(
        {
          id: item.productId,
          name: item.name ?? item.productId,
          priceInPaise: item.unitPriceInPaise ?? null,
        },
        item.quantity,
      ),
    ),
  };
}

/** Renders nothing; watches this device's orders for receipts of the ones waiting. */
export function PurchaseEvents() {
  const orders = useOrders();
  useEffect(() => {
    const waiting = new Set(pendingPurchases());
    if (waiting.size === 0) return;
    for (const order of orders) {
      if (!waiting.has(order.id)) continue;
      // A refused order was never bought; it leaves the list without an event.
      if (order.syncState === 'refused') takePendingPurchase(order.id);
      else if (order.syncState === 'confirmed' && takePendingPurchase(order.id)) {
        trackEvent('purchase', purchaseOf(order));
      }
    }
  }, [orders]);
  return null;
}
