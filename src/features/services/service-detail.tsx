import {
  Anchor,
  Badge,
  Breadcrumbs,
  Grid,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useServiceState } from '../../../sync/services/hooks.ts';
import type { Service } from '../../../sync/services/model.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { LoadingState } from '../../ui/loading-state.tsx';
import { PageMeta } from '../../ui/page-meta.tsx';
import { locale, t } from '../../i18n/index.ts';
import { localizedService } from '../../lib/localized.ts';

export interface ServiceDetailProps {
  serviceId: string | undefined;
  /** The contact form for this service (composed by the page from the leads feature). */
  renderContact: (service: Service) => ReactNode;
}

export function ServiceDetail({ serviceId, renderContact }: ServiceDetailProps) {
  const { service: stored, loading } = useServiceState(serviceId);
  // Shown in the page's language; the contact form names the service in English.
  const service = stored && localizedService(stored, locale());
  if (loading) return <LoadingState label={t('Loading the service')} />;
  if (!service) {
    return (
      <EmptyState
        title={t('Service not found')}
        level={1}
        action={<LinkButton to="/services">{t('See all services')}</LinkButton>}
      >
        {t('This service is not offered any more, or the link is mistyped.')}
      </EmptyState>
    );
  }
  return (
    <Stack gap="lg">
      <PageMeta
        title={t('{name} service', { name: service.name })}
        description={service.shortDescription ?? t('{name} from MGRID.', { name: service.name })}
      />
      <Breadcrumbs>
        <Anchor component={Link} to="/services" fz="sm">
          {t('Services')}
        </Anchor>
        <Text fz="sm">{service.name}</Text>
      </Breadcrumbs>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Group gap="xs">
              <Badge variant="light">{service.category}</Badge>
              {service.duration && (
                <Badge variant="light" color="gray">
                  {t('Typical time: {duration}', { duration: service.duration })}
                </Badge>
              )}
            </Group>
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              {service.name}
            </Title>
            {service.shortDescription && (
              <Text fz="lg" c="dark.6">
                {service.shortDescription}
              </Text>
            )}
            {service.description && <Text lh={1.7}>{service.description}</Text>}
            {service.features.length > 0 && (
              <Stack gap="xs">
                <Title order={2} fz="lg">
                  {t('What you get')}
                </Title>
                <List spacing={6}>
                  {service.features.map((feature) => (
                    <List.Item key={feature}>{feature}</List.Item>
                  ))}
                </List>
              </Stack>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="lg" id="contact">
            <Title order={2} fz="lg" mb={4}>
              {t('Contact us about {name}', { name: service.name })}
            </Title>
            <Text fz="sm" c="dark.5" mb="md">
              {t(
                'Tell us about your requirement; a specialist calls you back within one working day.',
              )}
            </Text>
            {renderContact(stored ?? service)}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
