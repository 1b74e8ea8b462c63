import {
  Alert,
  Button,
  CloseButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { EmptyState } from '../../ui/empty-state.tsx';
import { MapPinIcon, SearchIcon } from '../../ui/icons.tsx';
import { useDealers } from '../../../sync/dealers/hooks.ts';
import { DealerCard } from './dealer-card.tsx';
import { dealersByDistance } from './dealers-by-distance.ts';
import { useLocation } from './use-location.ts';
import { t } from '../../i18n/index.ts';

/**
 * Where to buy: search dealers and service centres by city, state, PIN code or name, or sort
 * them by distance from the visitor. The list is on the device, so it works offline.
 */
export function DealerLocator() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const dealers = useDealers(deferred);
  const { state, locate, clear } = useLocation();
  const position = state.status === 'located' ? state.position : null;
  const rows = useMemo(() => dealersByDistance(dealers, position), [dealers, position]);

  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="sm">
        <TextInput
          type="search"
          label={t('City, state, PIN code or dealer name')}
          placeholder={t('e.g. Pune, 560058 or Kerala')}
          leftSection={<SearchIcon size={18} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          rightSection={
            search ? (
              <CloseButton aria-label={t('Clear search')} onClick={() => setSearch('')} />
            ) : null
          }
          style={{ flex: '1 1 280px' }}
          data-testid="dealer-search"
        />
        {position ? (
          <Button variant="default" onClick={clear}>
            {t('Stop sorting by distance')}
          </Button>
        ) : (
          <Button
            variant="light"
            leftSection={<MapPinIcon size={18} />}
            onClick={locate}
            loading={state.status === 'locating'}
            data-testid="near-me"
          >
            {t('Near me')}
          </Button>
        )}
      </Group>
      {state.status === 'failed' && (
        <Alert color="yellow" role="alert">
          {t(state.message)}
        </Alert>
      )}
      <Text fz="sm" c="dark.5" aria-live="polite" data-testid="dealer-count">
        {t(
          '{count, plural, one {# place} other {# places}}{order, select, nearest {, nearest first} other {}}',
          { count: rows.length, order: position ? 'nearest' : 'any' },
        )}
      </Text>
      {rows.length === 0 ? (
        <EmptyState title={t('No dealer found')}>
          {t(
            'Try a nearby city or the first digits of your PIN code, or order online with delivery anywhere in India.',
          )}
        </EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {rows.map(({ dealer, km }) => (
            <DealerCard key={dealer.id} dealer={dealer} km={km} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
