import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { LeadForm } from '../features/leads/lead-form.tsx';
import { ServiceDetail } from '../features/services/service-detail.tsx';
import { t } from '../i18n/index.ts';

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
            defaultMessage={t('I would like to know more about {name}.', { name: service.name })}
            submitLabel={t('Contact')}
          />
        )}
      />
    </Container>
  );
}
