// The cart and the settings checkout needs: the lines at the catalogue's prices of now (what
// keeps one from checkout, when it does), this device's preview of the totals, and the seller's
// state and UPI details from site settings. The database's own total is use-database-total.ts.
import { useMemo } from 'react';
import { currentCart, type ShownPrices } from '../../lib/cart-prices.ts';
import { DEFAULT_SELLER_STATE } from '../../lib/constants.ts';
import { useCart, usePricesChecked } from '../../../sync/cart/hooks.ts';
import { useDealerCopy } from '../../../sync/dealer-prices/hooks.ts';
import { useProductsState } from '../../../sync/products/hooks.ts';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';

export function useCheckoutCart() {
  const stored = useCart();
  const settings = useSiteSettings();
  const { products, loading } = useProductsState();
  const pricesChecked = usePricesChecked();
  // A dealer member's lines are at their tier's prices (as the database prices them).
  const dealerPrices = useDealerCopy()?.prices ?? null;
  return useMemo(() => {
    const cart = currentCart(stored, products, settings, loading, dealerPrices);
    const lines = cart.lines.map((l) => l.line);
    // This device's preview, in the shape the order carries (the lines that can be priced).
    const preview: ShownPrices = {
      lines: cart.lines
        .filter((l) => l.problem?.kind !== 'unavailable')
        .map(({ line, priced }) => ({
          productId: line.productId,
          name: line.name,
          quantity: line.quantity,
          unitPriceInPaise: priced.unitPriceInPaise,
          gstRate: line.gstRate,
          priceInclusive: line.priceInclusive,
          hsnCode: line.hsnCode,
        })),
      subtotalInPaise: cart.totals.subtotalInPaise,
      gstInPaise: cart.totals.gstInPaise,
      deliveryFeeInPaise: cart.totals.deliveryFeeInPaise,
      totalInPaise: cart.totals.totalInPaise,
    };
    return {
      lines,
      current: cart.lines,
      blocked: cart.blocked,
      preview,
      pricesChecked,
      settings,
      sellerState: settings.sellerState ?? DEFAULT_SELLER_STATE,
    };
  }, [stored, products, settings, loading, pricesChecked, dealerPrices]);
}
