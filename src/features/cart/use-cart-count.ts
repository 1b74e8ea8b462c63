// How many units the cart holds, in all and of one product: what the header's badge and the
// product cards' buttons say. Apart from the cart's totals (use-cart-summary.ts), which need
// the cart's pricing: the badge and the buttons are on every page's first paint, the pricing
// only on the cart's and checkout's screens.
import { useMemo } from 'react';
import { useCart } from '../../../sync/cart/hooks.ts';

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
