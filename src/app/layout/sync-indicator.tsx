import { Button, Container, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { retrySync } from '../../../sync/sync-status/actions.ts';
import {
  useCollectionStatus,
  useSyncStatus,
  useUnsentItems,
} from '../../../sync/sync-status/hooks.ts';
import { CloudOffIcon } from '../../ui/icons.tsx';
import { connectionOf, syncSummary, type UnsentCounts } from './sync-summary.ts';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { t } from '../../i18n/index.ts';

// The popover (and its positioning library) loads only when there is something to detail.
const UnsentDetails = lazyPart(async () => (await import('./unsent-details.tsx')).UnsentDetails);

const COLORS = {
  offline: { bg: 'var(--mantine-color-dark-7)', fg: 'white' },
  unreachable: { bg: 'var(--mantine-color-orange-1)', fg: 'var(--mantine-color-dark-9)' },
  waiting: { bg: 'var(--mantine-color-yellow-1)', fg: 'var(--mantine-color-dark-9)' },
  problem: { bg: 'var(--mantine-color-red-1)', fg: 'var(--mantine-color-red-9)' },
} as const;

/** A slim bar under the header when offline, when writes wait to be sent, or on a problem. */
export function SyncIndicator() {
  const status = useSyncStatus();
  const unsent = useUnsentItems();
  const connection = connectionOf(status);
  const products = useCollectionStatus('products');
  // Only a failed first load: later failures keep the synced catalogue and say so elsewhere.
  const productsLoadError = products.lastSyncedAt === null ? products.lastError : null;
  const summary = useMemo(() => {
    const counts: UnsentCounts = {
      orders: 0,
      leads: 0,
      registrations: 0,
      adminCommands: 0,
      refused: 0,
    };
    for (const item of unsent) {
      if (item.refusedBecause) counts.refused += 1;
      else if (item.collection === 'admin_commands') counts.adminCommands += 1;
      else counts[item.collection] += 1;
    }
    return syncSummary({
      connection,
      storageError: status.storageError,
      counts,
      productsLoadError,
    });
  }, [connection, status.storageError, productsLoadError, unsent]);

  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="sync-indicator"
      data-tone={summary?.tone ?? 'ok'}
    >
      {summary && (
        <div style={{ background: COLORS[summary.tone].bg, color: COLORS[summary.tone].fg }}>
          <Container size="xl" py={6}>
            {/* The text may wrap; the buttons never shrink (at 390 px "Details" was cut to "Det"). */}
            <Group gap="xs" wrap="nowrap" justify="center">
              {summary.tone === 'offline' && <CloudOffIcon size={18} style={{ flexShrink: 0 }} />}
              <Text fz="sm" fw={500} style={{ minWidth: 0 }}>
                {summary.text}
              </Text>
              {unsent.length > 0 && <UnsentDetails items={unsent} />}
              {summary.canRetry && (
                <Button
                  size="compact-xs"
                  variant="white"
                  color="dark"
                  style={{ flexShrink: 0 }}
                  onClick={() => retrySync()}
                >
                  {t('Retry now')}
                </Button>
              )}
            </Group>
          </Container>
        </div>
      )}
    </div>
  );
}
