import { Container } from '@mantine/core';
import { quickAddAction } from '../features/cart/quick-add.tsx';
import { DealsList } from '../features/catalogue/deals-list.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';
import { t } from '../i18n/index.ts';

export function DealsPage() {
  return (
    <Container size="xl" py="lg">
      <PageMeta
        title={t('Deals and discounts')}
        description={t(
          'MGRID lasers, distance meters and accessories priced below MRP, biggest savings first.',
        )}
      />
      <PageHeading
        title={t('Deals and discounts')}
        subtitle={t(
          'Everything we sell below its MRP, the biggest saving first. Free delivery on orders above ₹5,000.',
        )}
      />
      <DealsList renderAction={quickAddAction} />
    </Container>
  );
}
