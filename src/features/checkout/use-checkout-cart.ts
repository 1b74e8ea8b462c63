// The cart and the settings checkout needs: lines for the invoice preview, totals, and the
// seller's state and UPI details from site settings.
import { useMemo } from 'react';
import { DEFAULT_SELLER_STATE } from '../../lib/constants.ts';
import type { InvoiceLineInput } from '../../lib/invoice.ts';
import { cartTotals } from '../../lib/money.ts';
import { useCart } from '../../../sync/cart/hooks.ts';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';
import { cartLineInput } from '../../../sync/cart/model.ts';

export function useCheckoutCart() {
  const lines = useCart();
  const settings = useSiteSettings();
  return useMemo(() => {
    const invoiceLines: InvoiceLineInput[] = lines.map((line) => ({
      ...cartLineInput(line),
      name: line.name,
      hsnCode: line.hsnCode,
    }));
    return {
      lines,
      invoiceLines,
      totals: cartTotals(invoiceLines, settings),
      settings,
      sellerState: settings.sellerState ?? DEFAULT_SELLER_STATE,
    };
  }, [lines, settings]);
}
