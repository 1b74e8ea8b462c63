import { Container } from '@mantine/core';
import { ServiceList } from '../features/services/service-list.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';
import { t } from '../i18n/index.ts';

export function ServicesPage() {
  return (
    <Container size="xl" py="lg">
      <PageMeta
        title={t('Services')}
        description={t(
          'Custom tool design, design consultation and e-repair with doorstep pick-up: MGRID services for builders and interior professionals.',
        )}
      />
      <PageHeading
        title={t('Services')}
        subtitle={t(
          'From choosing the right kit to repairing and recalibrating it: services from the people who make the tools.',
        )}
      />
      <ServiceList />
    </Container>
  );
}
