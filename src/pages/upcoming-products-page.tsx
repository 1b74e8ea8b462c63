import { Container } from '@mantine/core';
import { UpcomingList } from '../features/catalogue/upcoming-list.tsx';
import { LeadForm } from '../features/leads/lead-form.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';

export function UpcomingProductsPage() {
  return (
    <Container size="lg" py="lg">
      <PageMeta
        title="Upcoming products"
        description="New MGRID lasers and distance meters launching soon. Leave your details to hear first."
      />
      <PageHeading
        title="Upcoming products"
        subtitle="What our engineers are finishing now. Tap “Notify me” and we will tell you the day it launches."
      />
      <UpcomingList
        renderNotify={(product) => (
          <LeadForm
            source="upcoming"
            interestedProducts={[product.id]}
            defaultMessage={`Please tell me when the ${product.name} launches.`}
            submitLabel="Notify me"
            compact
          />
        )}
      />
    </Container>
  );
}
