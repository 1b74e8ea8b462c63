import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDistance } from '../../lib/geo.ts';
import { MapPinIcon, PhoneIcon } from '../../ui/icons.tsx';
import type { Dealer } from '../../../sync/dealers/model.ts';
import { directionsUrl, telUrl } from './dealers-by-distance.ts';
import { msg, t } from '../../i18n/index.ts';

const TYPE_COLOR: Record<string, string> = {
  'authorised dealer': 'mgrid',
  distributor: 'blue',
  'service centre': 'green',
};

/** The dealer types the database allows, as shown (an unknown one shows as stored). */
const TYPE_LABEL: Record<string, string> = {
  'authorised dealer': msg('authorised dealer'),
  distributor: msg('distributor'),
  'service centre': msg('service centre'),
};

export function DealerCard({ dealer, km }: { dealer: Dealer; km: number | null }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="dealer-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="md">
            {dealer.name}
          </Title>
          {km !== null && (
            <Text fz="sm" fw={700} c="dark.6" style={{ whiteSpace: 'nowrap' }}>
              {formatDistance(km)}
            </Text>
          )}
        </Group>
        <Badge
          variant="light"
          color={TYPE_COLOR[dealer.type] ?? 'gray'}
          style={{ alignSelf: 'flex-start' }}
        >
          {TYPE_LABEL[dealer.type] ? t(TYPE_LABEL[dealer.type]!) : dealer.type}
        </Badge>
        <Text fz="sm" c="dark.6" component="address" style={{ fontStyle: 'normal' }}>
          {dealer.address}, {dealer.city}, {dealer.state} {dealer.pinCode}
        </Text>
        <Group gap="xs" mt={4}>
          <Button
            component="a"
            href={telUrl(dealer.phone)}
            size="xs"
            leftSection={<PhoneIcon size={16} />}
            aria-label={t('Call {phone}, {name}', { phone: dealer.phone, name: dealer.name })}
          >
            {t('Call {phone}', { phone: dealer.phone })}
          </Button>
          <Button
            component="a"
            href={directionsUrl(dealer)}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            variant="default"
            leftSection={<MapPinIcon size={16} />}
            aria-label={t('Directions to {name}', { name: dealer.name })}
          >
            {t('Directions')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
