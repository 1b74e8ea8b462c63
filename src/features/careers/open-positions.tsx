import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useOpenPositions } from '../../../sync/careers/hooks.ts';
import type { Position } from '../../../sync/careers/model.ts';
import { t } from '../../i18n/index.ts';

/** How an application names its position (the lead's first line, the select's option). */
export const positionName = (position: Position) => `${position.title}, ${position.location}`;

/**
 * The open positions (public.careers_positions, read on this device), each with an Apply
 * button; with none open, a line saying so (an open application is still welcome).
 */
export function OpenPositions({ onApply }: { onApply: (position: Position) => void }) {
  const positions = useOpenPositions();
  if (positions.length === 0) {
    return (
      <Text c="dark.6" data-testid="no-open-positions">
        {t('No positions are open right now. An open application below is always welcome.')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {positions.map((position) => (
        <Card
          key={position.id}
          withBorder
          padding="lg"
          radius="md"
          data-testid="open-position"
          data-position-id={position.id}
        >
          <Stack gap="xs">
            <Title order={3} fz="lg" data-field="title">
              {position.title}
            </Title>
            <Group gap="xs">
              <Badge variant="light" color="gray" data-field="location" tt="none">
                {position.location}
              </Badge>
              <Badge variant="light" color="gray" data-field="type" tt="none">
                {position.employmentType}
              </Badge>
            </Group>
            <Text fz="sm" c="dark.6" lh={1.6} data-field="description">
              {position.description}
            </Text>
            <Button
              variant="light"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => onApply(position)}
              aria-label={t('Apply for {position}', { position: positionName(position) })}
            >
              {t('Apply')}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
