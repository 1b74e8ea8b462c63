import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { t } from '../i18n/index.ts';
import { formatInr } from '../lib/money.ts';
import { holdChanges, type HoldLine } from '../lib/price-hold.ts';
import { shownMessage } from './form-errors.ts';

/** What the held view reads of an order. */
export interface HeldOrderView {
  items: readonly HoldLine[];
  totalInPaise: number;
  /** The public timeline last read: its held event carries the database's words. */
  timeline: readonly { kind: string; reason?: unknown }[] | null;
}

/** The reason an order is held, in the page's language: each line whose price rose. */
function holdReason(order: HeldOrderView): string {
  const changes = holdChanges(order.items, t);
  if (changes.length > 0) return t('Prices changed: {changes}', { changes: changes.join('; ') });
  // No line rose (the delivery fee did): the database's own words, from the timeline.
  const held = order.timeline?.find((e) => e.kind === 'held');
  return typeof held?.reason === 'string' ? held.reason : t('Prices changed');
}

/**
 * A held order (its database total is above what the buyer saw): the reason, and the buyer's
 * answer, confirm at the new total or cancel, which `onAnswer` sends (online only). Nothing is
 * charged or reserved until then.
 */
export function HeldOrder({
  order,
  online,
  onAnswer,
}: {
  order: HeldOrderView;
  online: boolean;
  onAnswer: (choice: 'confirm' | 'cancel') => Promise<void>;
}) {
  const [busy, setBusy] = useState<'confirm' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const answer = async (choice: 'confirm' | 'cancel') => {
    setBusy(choice);
    setError(null);
    try {
      await onAnswer(choice);
    } catch (e) {
      setError(shownMessage(e instanceof Error ? e.message : String(e)));
    } finally {
      setBusy(null);
    }
  };
  const total = formatInr(order.totalInPaise);
  return (
    <Alert
      color="orange"
      title={t('Prices changed: please confirm your order')}
      data-testid="held-order"
    >
      <Stack gap="sm">
        <Text fz="sm" fw={600} data-testid="hold-reason">
          {holdReason(order)}
        </Text>
        <Text fz="sm">
          {t(
            'Nothing is charged or reserved until you answer. Confirm to place the order at the new total of {total}, or cancel it.',
            { total },
          )}
        </Text>
        {!online && (
          <Text fz="sm" c="dark.6" data-testid="held-offline">
            {t('You are offline. Confirming or cancelling needs a connection.')}
          </Text>
        )}
        {error && (
          <Text c="red.9" fz="sm" role="alert" data-testid="held-error">
            {error}
          </Text>
        )}
        <Group gap="sm">
          <Button
            onClick={() => void answer('confirm')}
            loading={busy === 'confirm'}
            disabled={!online || busy !== null}
            data-testid="confirm-held"
          >
            {t('Confirm at the new total ({total})', { total })}
          </Button>
          <Button
            variant="default"
            color="red"
            onClick={() => void answer('cancel')}
            loading={busy === 'cancel'}
            disabled={!online || busy !== null}
            data-testid="cancel-held"
          >
            {t('Cancel order')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
