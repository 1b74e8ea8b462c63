// The cart as the cart and checkout screens show it: the lines priced for the preview and the
// totals, GST breakdown and delivery rules from src/lib. The database reprices the order.
import { useMemo } from 'react';
import { deliveryNote } from '../../lib/delivery-text.ts';
import { gstBreakdown } from '../../lib/gst-breakdown.ts';
import { amountToFreeDelivery, cartTotals, mrpSavingInPaise } from '../../lib/money.ts';
import { useCart } from '../../../sync/cart/hooks.ts';
import { useProducts } from '../../../sync/products/hooks.ts';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';
import { cartLineInput } from '../../../sync/cart/model.ts';
import { locale, t } from '../../i18n/index.ts';
import { localizedSiteTexts } from '../../lib/localized.ts';

export function useCartSummary() {
  const lines = useCart();
  const settings = localizedSiteTexts(useSiteSettings(), locale());
  const products = useProducts();
  return useMemo(() => {
    const inputs = lines.map(cartLineInput);
    const mrpOf = new Map(products.map((p) => [p.id, p.mrpInPaise]));
    const totals = cartTotals(inputs, settings);
    return {
      lines: lines.map((line, index) => ({ line, priced: inputs[index]! })),
      totals,
      gst: gstBreakdown(inputs),
      mrpSaving: mrpSavingInPaise(
        lines.map((line, index) => ({
          mrpInPaise: mrpOf.get(line.productId) ?? null,
          unitPriceInPaise: inputs[index]!.unitPriceInPaise,
          quantity: line.quantity,
        })),
      ),
      toFreeDelivery:
        totals.itemCount > 0 ? amountToFreeDelivery(totals.subtotalInPaise, settings) : 0,
      // The superadmin's words, unless they quote a fee or threshold no longer in force.
      deliveryFeeDescription: deliveryNote(settings.deliveryFeeDescription, settings, t),
    };
  }, [lines, settings, products]);
}

/** Units in the cart (the header badge). */
export function useCartCount(): number {
  const lines = useCart();
  return useMemo(() => lines.reduce((n, line) => n + line.quantity, 0), [lines]);
}

/** Units of one product in the cart (its buttons say so). */
export function useInCart(productId: string): number {
  const lines = useCart();
  return useMemo(
    () => lines.find((line) => line.productId === productId)?.quantity ?? 0,
    [lines, productId],
  );
}
