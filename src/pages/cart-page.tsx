import { Container } from '@mantine/core';
import { CartView } from '../features/cart/cart-view.tsx';
import { QuoteForCart } from '../features/quotes/request-quote-links.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';

export function CartPage() {
  return (
    <Container size="xl" py="lg">
      <PageMeta
        title="Your cart"
        description="Review the MGRID tools in your cart, quantities, GST and delivery before checkout."
      />
      <PageHeading title="Your cart" />
      <CartView alsoAction={<QuoteForCart />} />
    </Container>
  );
}
