import { Container } from '@mantine/core';
import { UpcomingList } from '../features/catalogue/upcoming-list.tsx';
import { LeadForm } from '../features/leads/lead-form.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';
import { t } from '../i18n/index.ts';

export function UpcomingProductsPage() {
  return (
    <Container size="lg" py="lg">
      <PageMeta
        title={t('Upcoming products')}
        description={t(
          'New MGRID lasers and distance meters launching soon. Leave your details to hear first.',
        )}
      />
      <PageHeading
        title={t('Upcoming products')}
        subtitle={t(
          'What our engineers are finishing now. Tap “Notify me” and we will tell you the day it launches.',
        )}
      />
      <UpcomingList
        renderNotify={(product) => (
          <LeadForm
            source="upcoming"
            interestedProducts={[product.id]}
            defaultMessage={t('Please tell me when the {name} launches.', { name: product.name })}
            submitLabel={t('Notify me')}
            compact
          />
        )}
      />
    </Container>
  );
}
