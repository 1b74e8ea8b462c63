import { Container } from '@mantine/core';
import { quickAddAction } from '../features/cart/quick-add.tsx';
import { DealsList } from '../features/catalogue/deals-list.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';

export function DealsPage() {
  return (
    <Container size="xl" py="lg">
      <PageMeta
        title="Deals and discounts"
        description="MGRID lasers, distance meters and accessories priced below MRP, biggest savings first."
      />
      <PageHeading
        title="Deals and discounts"
        subtitle="Everything we sell below its MRP, the biggest saving first. Free delivery on orders above ₹5,000."
      />
      <DealsList renderAction={quickAddAction} />
    </Container>
  );
}
