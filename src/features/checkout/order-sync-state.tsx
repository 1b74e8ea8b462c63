import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatInr, lineTotals } from '../../lib/money.ts';
import { orderNumber } from '../../lib/order-number.ts';
import { shortfallWords } from '../../lib/stock-refusal.ts';
import { LinkButton } from '../../ui/link-button.tsx';
import { placeRestOfOrder, restOfRefusedOrder } from '../../../sync/orders/actions.ts';
import { cartLineInput, type CartLine } from '../../../sync/cart/model.ts';
import type { Order } from '../../../sync/orders/model.ts';

/** "Place the rest": what the new order would hold, confirmed before it is placed. */
function PlaceTheRest({ order }: { order: Order }) {
  const navigate = useNavigate();
  const [rest, setRest] = useState<CartLine[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (order.replacedBy) {
    return (
      <LinkButton to={`/order-success/${order.replacedBy}`} variant="light" color="red">
        See order {orderNumber(order.replacedBy)}, placed instead
      </LinkButton>
    );
  }
  const open = async () => {
    setError(null);
    setRest(await restOfRefusedOrder(order.id));
  };
  const place = async () => {
    setBusy(true);
    try {
      const id = await placeRestOfOrder(order.id);
      setRest(null);
      navigate(`/order-success/${id}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const amount = (rest ?? []).reduce(
    (sum, line) => sum + lineTotals(cartLineInput(line)).totalInPaise,
    0,
  );
  return (
    <>
      <Button color="red" onClick={() => void open()} data-testid="place-rest">
        Place the rest
      </Button>
      <Modal
        opened={rest !== null}
        onClose={() => setRest(null)}
        title="Place the rest of this order"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {rest !== null && rest.length === 0 ? (
          <Text>None of these items is in stock now, so there is nothing left to order.</Text>
        ) : (
          <Stack gap="sm">
            <Text fz="sm">
              A new order to the same address, with what is in stock now. This refused order is not
              sent again.
            </Text>
            <List spacing={4} data-testid="rest-lines">
              {(rest ?? []).map((line) => (
                <List.Item key={line.productId}>
                  {line.name} × {line.quantity}
                </List.Item>
              ))}
            </List>
            <Text fz="sm">
              Items: <strong>{formatInr(amount)}</strong>, plus delivery as our server works it out.
            </Text>
            {error && (
              <Text c="red.9" fz="sm" role="alert">
                {error}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRest(null)}>
                Not now
              </Button>
              <Button onClick={() => void place()} loading={busy} data-testid="confirm-place-rest">
                Place this order
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}

/** Where the order stands between this device and MGRID (its lifecycle: OrderProgress). */
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
        <Alert color="blue" title="Sent to MGRID" data-testid="order-sync-state" data-state="sent">
          We have your order and are checking its prices against our catalogue; we will tell you if
          anything differs from the total below.
        </Alert>
      );
    case 'confirmed':
      return (
        <Alert
          color="green"
          title="Prices checked"
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
      if (order.stockShortfalls) {
        return (
          <Alert
            color="red"
            title="Not enough stock for this order"
            data-testid="order-sync-state"
            data-state="refused"
          >
            <Stack gap="xs">
              <Text fz="sm">We could not accept this order: {order.syncError}</Text>
              <List spacing={2} fz="sm" data-testid="short-lines">
                {order.stockShortfalls.map((line) => (
                  <List.Item key={line.productId}>{shortfallWords(line)}</List.Item>
                ))}
              </List>
              <div>
                <PlaceTheRest order={order} />
              </div>
            </Stack>
          </Alert>
        );
      }
      return (
        <Alert color="red" title="Not accepted" data-testid="order-sync-state" data-state="refused">
          Our server could not accept this order: {order.syncError}. Please call us or use the
          contact page and we will sort it out.
        </Alert>
      );
  }
}
