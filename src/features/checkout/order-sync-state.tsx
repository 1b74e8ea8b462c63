import { Alert, Button, Group, List, Modal, Stack, Text, type MantineColor } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../i18n/index.ts';
import { formatInr, lineTotals } from '../../lib/money.ts';
import { orderNumber } from '../../lib/order-number.ts';
import { codLimitWords } from '../../lib/cod-limits.ts';
import { creditHoldReason } from '../../lib/credit-hold.ts';
import { shortfallWords } from '../../lib/stock-refusal.ts';
import { shownMessage } from '../../ui/form-errors.ts';
import { HeldOrder } from '../../ui/held-order.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import {
  answerHeldOrder,
  placeRestOfOrder,
  restOfRefusedOrder,
} from '../../../sync/orders/actions.ts';
import { useSyncStatus } from '../../../sync/sync-status/hooks.ts';
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
        {t('See order {number}, placed instead', { number: orderNumber(order.replacedBy) })}
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
      setError(shownMessage(e instanceof Error ? e.message : String(e)));
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
        {t('Place the rest')}
      </Button>
      <Modal
        opened={rest !== null}
        onClose={() => setRest(null)}
        title={t('Place the rest of this order')}
        closeButtonProps={{ 'aria-label': t('Close') }}
      >
        {rest !== null && rest.length === 0 ? (
          <Text>
            {t('None of these items is in stock now, so there is nothing left to order.')}
          </Text>
        ) : (
          <Stack gap="sm">
            <Text fz="sm">
              {t(
                'A new order to the same address, with what is in stock now. This refused order is not sent again.',
              )}
            </Text>
            <List spacing={4} data-testid="rest-lines">
              {(rest ?? []).map((line) => (
                <List.Item key={line.productId}>
                  {line.name} × {line.quantity}
                </List.Item>
              ))}
            </List>
            <Text fz="sm">
              {t('Items:')} <strong>{formatInr(amount)}</strong>
              {t(', plus delivery as our server works it out.')}
            </Text>
            {error && (
              <Text c="red.9" fz="sm" role="alert">
                {error}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRest(null)}>
                {t('Not now')}
              </Button>
              <Button onClick={() => void place()} loading={busy} data-testid="confirm-place-rest">
                {t('Place this order')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}

/** What the order shows in one state: the alert's colour and title, and what it says. */
interface StateView {
  color: MantineColor;
  title: string;
  body: ReactNode;
}

/** Each state's view of the order (its texts looked up as it renders, in the page's language). */
const VIEWS: Readonly<Record<Order['syncState'], (order: Order) => StateView>> = {
  waiting: () => ({
    color: 'yellow',
    title: t('Saved on this device'),
    body: t(
      'Your order is saved on this device, will be sent when online. You can close this page; it is sent the next time the shop is open with a connection.',
    ),
  }),
  sent: () => ({
    color: 'blue',
    title: t('Sent to MGRID'),
    body: t(
      'We have your order and are checking its prices against our catalogue; we will tell you if anything differs from the total below.',
    ),
  }),
  confirmed: (order) => ({
    color: 'green',
    title: t('Prices checked'),
    body: (
      <Text fz="sm">
        {t('Confirmed total:')}{' '}
        <strong data-testid="confirmed-total">{formatInr(order.totalInPaise)}</strong>
      </Text>
    ),
  }),
  refused: (order) =>
    order.stockShortfalls
      ? {
          color: 'red',
          title: t('Not enough stock for this order'),
          body: (
            <Stack gap="xs">
              <Text fz="sm">
                {t('We could not accept this order: {reason}', {
                  reason: shownMessage(order.syncError ?? ''),
                })}
              </Text>
              <List spacing={2} fz="sm" data-testid="short-lines">
                {order.stockShortfalls.map((line) => (
                  <List.Item key={line.productId}>{shortfallWords(line, t)}</List.Item>
                ))}
              </List>
              <div>
                <PlaceTheRest order={order} />
              </div>
            </Stack>
          ),
        }
      : order.codLimit
        ? {
            color: 'red',
            title: t('Not accepted'),
            body: t('We could not accept this order: {reason}', {
              reason: codLimitWords(order.codLimit, t),
            }),
          }
        : {
            color: 'red',
            title: t('Not accepted'),
            body: t(
              'Our server could not accept this order: {reason}. Please call us or use the contact page and we will sort it out.',
              { reason: shownMessage(order.syncError ?? '') },
            ),
          },
};

/** Where the order stands between this device and MGRID (its lifecycle: OrderProgress). */
export function OrderSyncState({ order }: { order: Order }) {
  const online = useSyncStatus().online;
  // On account over the credit limit: held for MGRID's approval, in the database's words.
  const creditHold = creditHoldReason(order);
  if (creditHold) {
    return (
      <Alert color="orange" title={t('Held for approval')} data-testid="credit-hold">
        <Stack gap={4}>
          <Text fz="sm" fw={600} data-testid="credit-hold-reason">
            {creditHold}
          </Text>
          <Text fz="sm">
            {t('MGRID’s team approves it or tells you why not; nothing ships until then.')}
          </Text>
        </Stack>
      </Alert>
    );
  }
  // Priced above what was shown: the buyer's answer comes first.
  if (order.status === 'held' && order.syncState === 'confirmed') {
    return (
      <HeldOrder
        order={order}
        online={online}
        onAnswer={(choice) => answerHeldOrder(order.id, choice)}
      />
    );
  }
  const { color, title, body } = VIEWS[order.syncState](order);
  return (
    <Alert color={color} title={title} data-testid="order-sync-state" data-state={order.syncState}>
      {body}
    </Alert>
  );
}
