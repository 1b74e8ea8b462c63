// What adding to the cart says, as a toast: shared by the product page's Add to Cart and the
// cards' one-tap Add to Cart (quick-add.tsx), which the grids load without the product page's
// quantity picker.
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router-dom';
import type { Product } from '../../../sync/products/model.ts';

export interface AddToCartProps {
  product: Product;
}

export function announceAdded(product: Product, quantity: number) {
  notifications.show({
    id: 'cart',
    color: 'green',
    title: 'Added to cart',
    message: (
      <>
        {product.name} — {quantity} in your cart.{' '}
        <Link to="/cart" onClick={() => notifications.hide('cart')}>
          View cart
        </Link>
      </>
    ),
  });
}

export function announceAddFailed(error: unknown) {
  notifications.show({
    id: 'cart',
    color: 'red',
    title: 'Could not add to cart',
    message: error instanceof Error ? error.message : 'Please try again.',
  });
}
