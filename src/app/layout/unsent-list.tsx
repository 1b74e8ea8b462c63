import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { UnsentItem } from '../../../sync/sync-status/model.ts';
import { intlLocale, t } from '../../i18n/index.ts';
import { indiaMediumDateTime } from '../../lib/india-time.ts';

// The format is made on first use (india-time keeps it), not when this module loads: it is
// prepared as the data layer starts.
const formatWhen = (iso: string) => indiaMediumDateTime(iso, intlLocale());

export interface UnsentListProps {
  items: UnsentItem[];
  onDiscard(item: UnsentItem): void;
}

/**
 * What this device still holds for the server: each waiting or refused write with its time,
 * and for a refused one the server's reason and a way to discard it (spec: nothing is lost
 * silently; the person decides).
 */
export function UnsentList({ items, onDiscard }: UnsentListProps) {
  return (
    <List spacing="xs" listStyleType="none" data-testid="unsent-list">
      {items.map((item) => (
        <List.Item key={`${item.collection}:${item.id}`} data-testid="unsent-item">
          <Stack gap={2}>
            <Text fz="sm" fw={600}>
              {item.summary}
            </Text>
            <Text fz="xs" c="dark.4">
              {item.refusedBecause
                ? t('Not accepted · saved {when}', { when: formatWhen(item.createdAt) })
                : t('Waiting to sync · saved {when}', { when: formatWhen(item.createdAt) })}
            </Text>
            {item.refusedBecause && (
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text fz="xs" c="red.9">
                  {item.refusedBecause}
                </Text>
                <Button
                  size="compact-xs"
                  variant="light"
                  color="red"
                  onClick={() => onDiscard(item)}
                >
                  {t('Discard')}
                </Button>
              </Group>
            )}
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
