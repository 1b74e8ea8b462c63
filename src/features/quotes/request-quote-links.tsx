import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/index.ts';
import { quoteRequestPath } from '../../lib/quotation.ts';
import { useCart } from '../../../sync/cart/hooks.ts';
import { LinkButton } from '../../ui/link-button.tsx';

/** The cart's "Request a quotation for these items": the request form with the cart's lines. */
export function QuoteForCart() {
  const lines = useCart();
  if (lines.length === 0) return null;
  return (
    <LinkButton
      to={quoteRequestPath(lines.map((l) => ({ productId: l.productId, quantity: l.quantity })))}
      variant="light"
      fullWidth
      data-testid="cart-request-quote"
    >
      {t('Request a quotation for these items')}
    </LinkButton>
  );
}

/** The product page's "Request a quotation" for the quantity chosen there. */
export function QuoteForProduct({ productId, quantity }: { productId: string; quantity: number }) {
  return (
    <Anchor
      component={Link}
      to={quoteRequestPath([{ productId, quantity }])}
      fz="sm"
      data-testid="product-request-quote"
    >
      {t('Buying for a project? Request a quotation for {quantity}', { quantity })}
    </Anchor>
  );
}
