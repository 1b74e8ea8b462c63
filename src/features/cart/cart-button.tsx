import { ActionIcon, Indicator } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CartIcon } from '../../ui/icons.tsx';
import { useCartCount } from './use-cart-count.ts';
import { t } from '../../i18n/index.ts';
import { CART_BADGE_ATTRIBUTE } from '../../lib/early-input.ts';

/** The header's cart link with the number of items. */
export function CartButton() {
  const count = useCartCount();
  const label =
    count === 0
      ? t('Cart, empty')
      : t('Cart, {count, plural, one {# item} other {# items}}', { count });
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      disabled={count === 0}
      offset={4}
      color="mgrid.7"
      data-testid="cart-count"
      data-count={count}
      {...{ [CART_BADGE_ATTRIBUTE]: '' }}
    >
      <ActionIcon
        component={Link}
        to="/cart"
        variant="subtle"
        color="dark"
        size="lg"
        radius="xl"
        aria-label={label}
      >
        <CartIcon />
      </ActionIcon>
    </Indicator>
  );
}
