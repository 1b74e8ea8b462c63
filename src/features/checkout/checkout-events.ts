// The checkout's analytics events (with consent; src/lib/ecommerce.ts): begin_checkout once
// per visit to the form, add_payment_info with the payment chosen when the order is placed,
// and the order noted so its purchase is reported once the database's receipt is known.
import { cartEvent, expectPurchase, rupees, trackEvent } from '../../lib/ecommerce.ts';
import type { LineInput } from '../../lib/money.ts';
import { useTrackOnce } from '../../ui/use-track-once.ts';
import type { CartLine } from '../../../sync/cart/model.ts';

type PricedLines = { lines: readonly CartLine[]; invoiceLines: readonly LineInput[] };

function eventOf({ lines, invoiceLines }: PricedLines, totalInPaise: number) {
  const event = cartEvent(
    lines.map((line, i) => ({
      product: {
        id: line.productId,
        name: line.name,
        priceInPaise: invoiceLines[i]?.unitPriceInPaise ?? line.priceInPaise,
      },
      quantity: line.quantity,
    })),
  );
  return { ...event, value: rupees(totalInPaise) };
}

/** Once per visit to the form, with the cart as it first showed (never for an empty cart). */
export function useBeginCheckoutEvent(cart: PricedLines, totalInPaise: number): void {
  useTrackOnce(
    'begin_checkout',
    'checkout',
    cart.lines.length ? eventOf(cart, totalInPaise) : null,
  );
}

/** Before placing the order: the payment chosen, for the cart being ordered. */
export function trackPaymentInfo(cart: PricedLines, totalInPaise: number, payment: string): void {
  trackEvent('add_payment_info', { ...eventOf(cart, totalInPaise), payment_type: payment });
}

/** After placing it: its purchase waits for the receipt (analytics/purchase-events.tsx). */
export const placedOrder = (orderId: string) => expectPurchase(orderId);
