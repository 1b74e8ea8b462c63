import { Container } from '@mantine/core';
import { CartView } from '../features/cart/cart-view.tsx';
import { QuoteForCart } from '../features/quotes/request-quote-links.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';
import { t } from '../i18n/index.ts';

export function CartPage() {
  return (
    <Container size="xl" py="lg">
      <PageMeta
        title={t('Your cart')}
        description={t(
          'Review the MGRID tools in your cart, quantities, GST and delivery before checkout.',
        )}
      />
      <PageHeading title={t('Your cart')} />
      <CartView alsoAction={<QuoteForCart />} />
    </Container>
  );
}
