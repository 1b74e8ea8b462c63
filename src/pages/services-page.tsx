import { Container } from '@mantine/core';
import { ServiceList } from '../features/services/service-list.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';

export function ServicesPage() {
  return (
    <Container size="xl" py="lg">
      <PageMeta
        title="Services"
        description="Custom tool design, design consultation and e-repair with doorstep pick-up: MGRID services for builders and interior professionals."
      />
      <PageHeading
        title="Services"
        subtitle="From choosing the right kit to repairing and recalibrating it: services from the people who make the tools."
      />
      <ServiceList />
    </Container>
  );
}
