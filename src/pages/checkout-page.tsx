import { Container } from '@mantine/core';
import { CheckoutForm } from '../features/checkout/checkout-form.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';

export function CheckoutPage() {
  return (
    <Container size="xl" py="lg">
      <PageMeta
        title="Checkout"
        description="Guest checkout: delivery address, cash on delivery or UPI, and a GST invoice."
      />
      <PageHeading
        title="Checkout"
        subtitle="No account needed. Your order is saved on this device at once and sent to us as soon as you are online."
      />
      <CheckoutForm />
    </Container>
  );
}
