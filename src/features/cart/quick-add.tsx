import { Button } from '@mantine/core';
import { useState } from 'react';
import { moqOf } from '../../lib/money.ts';
import { addToCart } from '../../../sync/cart/actions.ts';
import type { Product } from '../../../sync/products/model.ts';
import { announceAddFailed, announceAdded, type AddToCartProps } from './cart-announce.tsx';

/** A one-tap Add to Cart for product cards: adds the minimum order quantity. */
export function QuickAddToCart({ product }: AddToCartProps) {
  const [busy, setBusy] = useState(false);
  if (product.priceInPaise === null || product.stockQuantity <= 0) return null;
  const add = async () => {
    setBusy(true);
    try {
      announceAdded(product, await addToCart(product, moqOf(product)));
    } catch (error) {
      announceAddFailed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      size="xs"
      fullWidth
      onClick={add}
      loading={busy}
      aria-label={`Add to Cart: ${product.name}`}
    >
      Add to Cart
    </Button>
  );
}

/**
 * A product card's action (the grids' `renderAction`): one function for the app's life, so
 * memoised cards skip rendering when the page around them renders again.
 */
export const quickAddAction = (product: Product) => <QuickAddToCart product={product} />;
