import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { LeadForm } from '../features/leads/lead-form.tsx';
import { ServiceDetail } from '../features/services/service-detail.tsx';

export function ServicePage() {
  const { serviceId } = useParams();
  return (
    <Container size="xl" py="lg">
      <ServiceDetail
        serviceId={serviceId}
        renderContact={(service) => (
          <LeadForm
            source="service"
            interestedServices={[service.name]}
            defaultMessage={`I would like to know more about ${service.name}.`}
            submitLabel="Contact"
          />
        )}
      />
    </Container>
  );
}
