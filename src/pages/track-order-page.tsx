import { Container } from '@mantine/core';
import { TrackOrder } from '../features/checkout/track-order.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';
import { t } from '../i18n/index.ts';

export function TrackOrderPage() {
  return (
    <Container size="sm" py="lg">
      <PageMeta
        title={t('Track your order')}
        description={t('Find your MGRID order with its order number and your phone number.')}
      />
      <PageHeading
        title={t('Track your order')}
        subtitle={t(
          'Enter the order number from your confirmation (like MG-1A2B3C4D) and the phone number you ordered with.',
        )}
      />
      <TrackOrder />
    </Container>
  );
}
