import { Alert, Anchor, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/index.ts';
import { indiaTime } from '../../lib/india-time.ts';
import { buyerCanCancel } from '../../lib/order-lifecycle.ts';
import { timelineFromSteps, whatsappShareUrl, type PublicEvent } from '../../lib/order-tracking.ts';
import { orderNumber } from '../../lib/order-number.ts';
import { shownMessage } from '../../ui/form-errors.ts';
import { OrderProgress } from '../../ui/order-progress.tsx';
import { cancelOrder } from '../../../sync/orders/actions.ts';
import type { Order } from '../../../sync/orders/model.ts';
import { useSyncStatus } from '../../../sync/sync-status/hooks.ts';

/** The timeline the last receipt gave, else the steps the pulled order's own times tell. */
export function orderEvents(order: Order): PublicEvent[] {
  return order.timeline ?? timelineFromSteps(order, order);
}

/** The buyer's own cancellation: a reason, then a second look before it is sent. */
function CancelOrder({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const online = useSyncStatus().online;
  const submit = async () => {
    if (reason.trim() === '') return setError(t('Please give a reason for cancelling.'));
    setBusy(true);
    setError(null);
    try {
      await cancelOrder(order.id, reason);
      setOpen(false);
    } catch (e) {
      setError(shownMessage(e instanceof Error ? e.message : String(e)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="default"
        color="red"
        onClick={() => setOpen(true)}
        data-testid="cancel-order"
      >
        {t('Cancel order')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('Cancel order {number}?', { number: orderNumber(order.id, order.orderNumber) })}
        closeButtonProps={{ 'aria-label': t('Close') }}
      >
        <Stack gap="sm">
          {!online && (
            <Alert color="yellow">
              {t(
                'You are offline. Cancelling needs a connection; please try again when you are back online.',
              )}
            </Alert>
          )}
          <Textarea
            label={t('Why are you cancelling?')}
            withAsterisk
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-testid="cancel-reason"
          />
          {error && (
            <Text c="red.9" fz="sm" role="alert" data-testid="cancel-error">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('Keep the order')}
            </Button>
            <Button
              color="red"
              onClick={() => void submit()}
              loading={busy}
              disabled={!online}
              data-testid="confirm-cancel"
            >
              {t('Cancel the order')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * An order once MGRID has it: its status, payment and timeline as last read (offline: when
 * that was), the buyer's cancel while it is allowed, and a WhatsApp "share status" link.
 */
export function OrderFollowUp({
  order,
  showTrackLink = true,
}: {
  order: Order;
  showTrackLink?: boolean;
}) {
  const online = useSyncStatus().online;
  const details = {
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    cancelReason: order.cancelReason,
  };
  return (
    <Stack gap="sm" data-testid="order-follow-up">
      {!online && order.lastReadAt && (
        <Text fz="sm" c="dark.6" data-testid="order-offline">
          {t('Offline: last updated {time}', { time: indiaTime(order.lastReadAt) })}
        </Text>
      )}
      <OrderProgress
        status={order.status}
        paymentStatus={order.paymentStatus}
        paymentMethod={order.paymentMethod}
        events={orderEvents(order)}
        {...details}
      />
      <Group gap="sm">
        {buyerCanCancel(order.status) && <CancelOrder order={order} />}
        <Button
          component="a"
          href={whatsappShareUrl(
            orderNumber(order.id, order.orderNumber),
            order.status,
            details,
            t,
          )}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          color="green"
          data-testid="share-whatsapp"
        >
          {t('Share status on WhatsApp')}
        </Button>
      </Group>
      {showTrackLink && (
        <Text fz="xs" c="dark.5">
          {t('On another device?')}{' '}
          <Anchor component={Link} to="/track-order">
            {t('Track your order')}
          </Anchor>{' '}
          {t('with its number and your phone.')}
        </Text>
      )}
    </Stack>
  );
}
