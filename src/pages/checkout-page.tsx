import { Container } from '@mantine/core';
import { CheckoutForm } from '../features/checkout/checkout-form.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';
import { t } from '../i18n/index.ts';

export function CheckoutPage() {
  return (
    <Container size="xl" py="lg">
      <PageMeta
        title={t('Checkout')}
        description={t(
          'Guest checkout: delivery address, cash on delivery or UPI, and a GST invoice.',
        )}
      />
      <PageHeading
        title={t('Checkout')}
        subtitle={t(
          'No account needed. Your order is saved on this device at once and sent to us as soon as you are online.',
        )}
      />
      <CheckoutForm />
    </Container>
  );
}
