// The cart as the cart and checkout screens show it: the lines priced for the preview and the
// totals, GST breakdown and delivery rules from src/lib. The database reprices the order.
import { useMemo } from 'react';
import { gstBreakdown } from '../../lib/gst-breakdown.ts';
import { amountToFreeDelivery, cartTotals } from '../../lib/money.ts';
import { useCart } from '../../../sync/cart/hooks.ts';
import { useSiteSettings } from '../../../sync/catalogue/hooks.ts';
import { cartLineInput } from '../../../sync/cart/model.ts';

export function useCartSummary() {
  const lines = useCart();
  const settings = useSiteSettings();
  return useMemo(() => {
    const inputs = lines.map(cartLineInput);
    const totals = cartTotals(inputs, settings);
    return {
      lines: lines.map((line, index) => ({ line, priced: inputs[index]! })),
      totals,
      gst: gstBreakdown(inputs),
      toFreeDelivery:
        totals.itemCount > 0 ? amountToFreeDelivery(totals.subtotalInPaise, settings) : 0,
      deliveryFeeDescription: settings.deliveryFeeDescription,
    };
  }, [lines, settings]);
}

/** Units in the cart (the header badge). */
export function useCartCount(): number {
  const lines = useCart();
  return useMemo(() => lines.reduce((n, line) => n + line.quantity, 0), [lines]);
}
