import { Button } from '@mantine/core';
import { cartEvent, trackEvent } from '../../lib/ecommerce.ts';
import { moqOf } from '../../lib/money.ts';
import { earlyCartProduct, tapAddToCart } from '../../../sync/cart/actions.ts';
import { EARLY_ADD_ATTRIBUTE } from '../../lib/early-input.ts';
import type { Product } from '../../../sync/products/model.ts';
import { announceAddFailed, announceAdded, type AddToCartProps } from './cart-announce.tsx';
import { useInCart } from './use-cart-count.ts';
import { locale, t } from '../../i18n/index.ts';
import { localizedName } from '../../lib/localized.ts';

/** A one-tap Add to Cart for product cards: adds the minimum order quantity. */
export function QuickAddToCart({ product }: AddToCartProps) {
  const inCart = useInCart(product.id);
  if (product.priceInPaise === null || product.stockQuantity <= 0) return null;
  // Written ahead at once: the button and the badge show it in the same frame.
  const add = () => {
    try {
      announceAdded(product, tapAddToCart(product, moqOf(product)));
      trackEvent('add_to_cart', cartEvent([{ product, quantity: moqOf(product) }]));
    } catch (error) {
      announceAddFailed(error);
    }
  };
  return (
    <Button
      variant="light"
      size="xs"
      fullWidth
      onClick={add}
      aria-label={
        inCart > 0
          ? t('Add to Cart: {name}, {inCart} in cart', {
              name: localizedName(product, locale()),
              inCart,
            })
          : t('Add to Cart: {name}', { name: localizedName(product, locale()) })
      }
      data-in-cart={inCart}
      {...{ [EARLY_ADD_ATTRIBUTE]: earlyCartProduct(product) }}
    >
      {inCart > 0 ? t('Add to Cart ({inCart})', { inCart }) : t('Add to Cart')}
    </Button>
  );
}

/**
 * A product card's action (the grids' `renderAction`): one function for the app's life, so
 * memoised cards skip rendering when the page around them renders again.
 */
export const quickAddAction = (product: Product) => <QuickAddToCart product={product} />;
