import { Alert, Text } from '@mantine/core';
import { formatInr } from '../../lib/money.ts';
import type { Order } from '../../../sync/orders/model.ts';

/** Where the order stands between this device and MGRID. */
export function OrderSyncState({ order }: { order: Order }) {
  switch (order.syncState) {
    case 'waiting':
      return (
        <Alert
          color="yellow"
          title="Saved on this device"
          data-testid="order-sync-state"
          data-state="waiting"
        >
          Your order is saved on this device, will be sent when online. You can close this page; it
          is sent the next time the shop is open with a connection.
        </Alert>
      );
    case 'sent':
      return (
        <Alert
          color="green"
          title="Received by MGRID"
          data-testid="order-sync-state"
          data-state="sent"
        >
          We have your order and will call you to confirm delivery. Prices are confirmed against our
          catalogue; we will tell you if anything differs from the total below.
        </Alert>
      );
    case 'confirmed':
      return (
        <Alert
          color="green"
          title="Confirmed by MGRID"
          data-testid="order-sync-state"
          data-state="confirmed"
        >
          <Text fz="sm">
            Confirmed total:{' '}
            <strong data-testid="confirmed-total">{formatInr(order.totalInPaise)}</strong>
          </Text>
        </Alert>
      );
    case 'refused':
      return (
        <Alert color="red" title="Not accepted" data-testid="order-sync-state" data-state="refused">
          Our server could not accept this order: {order.syncError}. Please call us or use the
          contact page and we will sort it out.
        </Alert>
      );
  }
}
