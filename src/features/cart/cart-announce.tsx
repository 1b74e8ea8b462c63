// What adding to the cart says, as a toast: shared by the product page's Add to Cart and the
// cards' one-tap Add to Cart (quick-add.tsx), which the grids load without the product page's
// quantity picker.
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router-dom';
import type { Product } from '../../../sync/products/model.ts';
import { locale, t } from '../../i18n/index.ts';
import { localizedName } from '../../lib/localized.ts';

export interface AddToCartProps {
  product: Product;
}

export function announceAdded(product: Product, quantity: number) {
  notifications.show({
    id: 'cart',
    color: 'green',
    title: t('Added to cart'),
    message: (
      <>
        {t('{name} — {quantity} in your cart.', {
          name: localizedName(product, locale()),
          quantity,
        })}{' '}
        <Link to="/cart" onClick={() => notifications.hide('cart')}>
          {t('View cart')}
        </Link>
      </>
    ),
  });
}

export function announceAddFailed(error: unknown) {
  notifications.show({
    id: 'cart',
    color: 'red',
    title: t('Could not add to cart'),
    // The data layer's reasons are texts of src/lib/messages.ts, translated there.
    message: error instanceof Error ? t(error.message) : t('Please try again.'),
  });
}
