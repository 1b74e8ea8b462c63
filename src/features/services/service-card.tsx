import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Service } from '../../../sync/services/model.ts';
import { locale, t } from '../../i18n/index.ts';
import { localizedService } from '../../lib/localized.ts';

export function ServiceCard({ service: stored }: { service: Service }) {
  const service = localizedService(stored, locale());
  const href = `/services/${encodeURIComponent(service.id)}`;
  return (
    <Card withBorder radius="md" padding="lg" h="100%" data-testid="service-card">
      <Stack gap="sm" h="100%">
        <Group gap="xs">
          <Badge variant="light">{service.category}</Badge>
          {service.duration && (
            <Badge variant="light" color="gray">
              {service.duration}
            </Badge>
          )}
        </Group>
        <Title order={3} fz="lg">
          <Anchor component={Link} to={href} c="dark.9">
            {service.name}
          </Anchor>
        </Title>
        {service.shortDescription && (
          <Text fz="sm" c="dark.6">
            {service.shortDescription}
          </Text>
        )}
        <List fz="sm" spacing={4} c="dark.6">
          {service.features.slice(0, 3).map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Anchor component={Link} to={href} fw={600} fz="sm" mt="auto">
          {t('Details and contact')}
        </Anchor>
      </Stack>
    </Card>
  );
}
