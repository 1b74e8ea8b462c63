import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useServices } from '../../../sync/services/hooks.ts';
import { useCollectionStatus } from '../../../sync/sync-status/hooks.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ServiceCard } from './service-card.tsx';
import { shownMessage } from '../../ui/form-errors.ts';
import { t } from '../../i18n/index.ts';

/** Every service, in the order the catalogue gives. */
export function ServiceList() {
  const services = useServices();
  const { lastError } = useCollectionStatus('services');
  if (services.length === 0) {
    return (
      <EmptyState title={t('Services')}>
        {lastError ? shownMessage(lastError) : t('Loading services…')}
      </EmptyState>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} />
      ))}
    </SimpleGrid>
  );
}

/** The home page's services section: the first three. */
export function ServicesTeaser() {
  const services = useServices().slice(0, 3);
  if (services.length === 0) return null;
  return (
    <Stack gap="md" component="section">
      <Title order={2} fz={{ base: 22, sm: 28 }}>
        {t('Services for professionals')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
