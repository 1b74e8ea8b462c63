// The cart as the cart screen shows it: each line at the catalogue's price of now (with what it
// cost when added, when that changed, and what keeps it from checkout), the totals, GST
// breakdown and delivery rules from src/lib at those prices, and whether the prices may be
// behind. The database prices the order (checkout asks it first).
import { useMemo } from 'react';
import { currentCart } from '../../lib/cart-prices.ts';
import { deliveryNote } from '../../lib/delivery-text.ts';
import { gstBreakdown } from '../../lib/gst-breakdown.ts';
import { amountToFreeDelivery, mrpSavingInPaise } from '../../lib/money.ts';
import { useCart, usePricesChecked } from '../../../sync/cart/hooks.ts';
import { useDealerCopy } from '../../../sync/dealer-prices/hooks.ts';
import { useProductsState } from '../../../sync/products/hooks.ts';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';
import { locale, t } from '../../i18n/index.ts';
import { localizedSiteTexts } from '../../lib/localized.ts';

export function useCartSummary() {
  const lines = useCart();
  const settings = localizedSiteTexts(useSiteSettings(), locale());
  const { products, loading } = useProductsState();
  const pricesChecked = usePricesChecked();
  // A dealer member's lines are at their tier's prices (as the database prices them).
  const dealerPrices = useDealerCopy()?.prices ?? null;
  return useMemo(() => {
    const cart = currentCart(lines, products, settings, loading, dealerPrices);
    const counted = cart.lines.filter((l) => l.problem?.kind !== 'unavailable');
    const mrpOf = new Map(products.map((p) => [p.id, p.mrpInPaise]));
    const { totals } = cart;
    return {
      lines: cart.lines,
      blocked: cart.blocked,
      pricesChecked,
      totals,
      gst: gstBreakdown(counted.map((l) => l.priced)),
      mrpSaving: mrpSavingInPaise(
        counted.map(({ line, priced }) => ({
          mrpInPaise: mrpOf.get(line.productId) ?? null,
          unitPriceInPaise: priced.unitPriceInPaise,
          quantity: line.quantity,
        })),
      ),
      toFreeDelivery:
        totals.itemCount > 0 ? amountToFreeDelivery(totals.subtotalInPaise, settings) : 0,
      // The superadmin's words, unless they quote a fee or threshold no longer in force.
      deliveryFeeDescription: deliveryNote(settings.deliveryFeeDescription, settings, t),
    };
  }, [lines, settings, products, loading, pricesChecked, dealerPrices]);
}
