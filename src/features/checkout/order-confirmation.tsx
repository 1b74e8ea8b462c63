import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { intlLocale, t } from '../../i18n/index.ts';
import { DELIVERY_TIMES_TEXT } from '../../lib/constants.ts';
import { formatInr } from '../../lib/money.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { LoadingState } from '../../ui/loading-state.tsx';
import { PageMeta } from '../../ui/page-meta.tsx';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';
import { useFollowedOrder, useOrderDocuments } from '../../../sync/orders/hooks.ts';
import { TaxDocumentsPanel } from '../../ui/tax-documents-panel.tsx';
import type { Order } from '../../../sync/orders/model.ts';
import { orderNumber } from '../../lib/order-number.ts';
import { indiaDateTime } from '../../lib/india-time.ts';
import { orderGreeting } from '../../lib/order-tracking.ts';
import { OrderFollowUp } from './order-follow-up.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderSyncState } from './order-sync-state.tsx';
import { UpiPayment } from './upi-payment.tsx';

function PaymentInstructions({ order }: { order: Order }) {
  const settings = useSiteSettings();
  const number = orderNumber(order.id, order.orderNumber);
  // Never ask for the payment of an order that is cancelled, refused, or already paid.
  if (order.status === 'cancelled' || order.syncState === 'refused') {
    return (
      <Stack gap={4}>
        <Title order={2} fz="md">
          {t('Payment')}
        </Title>
        <Text fz="sm" data-testid="no-payment">
          {order.paymentStatus === 'paid'
            ? t('Your payment will be refunded to where it came from.')
            : t('Nothing to pay for this order.')}
        </Text>
      </Stack>
    );
  }
  if (order.status === 'held') {
    return (
      <Stack gap={4}>
        <Title order={2} fz="md">
          {t('Payment')}
        </Title>
        <Text fz="sm" data-testid="no-payment">
          {t('Nothing to pay until you confirm the new total.')}
        </Text>
      </Stack>
    );
  }
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') {
    return (
      <Stack gap={4}>
        <Title order={2} fz="md">
          {t('Payment')}
        </Title>
        <Text fz="sm" data-testid="no-payment">
          {order.paymentStatus === 'paid'
            ? t('We have received your payment of {amount}. Thank you!', {
                amount: formatInr(order.totalInPaise),
              })
            : t('Your payment has been refunded.')}
        </Text>
      </Stack>
    );
  }
  if (order.paymentMethod === 'on_account') {
    return (
      <Stack gap={4} data-testid="payment-on-account">
        <Title order={2} fz="md">
          {t('On account')}
        </Title>
        <Text fz="sm">
          {t(
            'Billed to your dealer account: {amount}, payable by your terms. Nothing to pay at the door.',
            { amount: formatInr(order.totalInPaise) },
          )}
        </Text>
      </Stack>
    );
  }
  if (order.paymentMethod === 'upi' && settings.upiId) {
    return (
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t('Pay by UPI')}
        </Title>
        <UpiPayment
          upiId={settings.upiId}
          payeeName={settings.upiPayeeName ?? 'MGRID'}
          amountInPaise={order.totalInPaise}
          orderNumber={number}
        />
        <Text fz="xs" c="dark.5">
          {t(
            'We dispatch as soon as the payment reaches us. If a payment fails, you will not be charged.',
          )}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <Title order={2} fz="md">
        {t('Cash on delivery')}
      </Title>
      <Text fz="sm">
        {t(
          'Keep {amount} ready for the courier; you can pay in cash or by UPI at the door. Expected delivery: {times}.',
          // DELIVERY_TIMES_TEXT's Hindi is in the catalogue (marked in src/lib/assistant/delivery-times.ts).
          { amount: formatInr(order.totalInPaise), times: t(DELIVERY_TIMES_TEXT) },
        )}
      </Text>
    </Stack>
  );
}

export function OrderConfirmation({ orderId }: { orderId: string | undefined }) {
  const { order, loading } = useFollowedOrder(orderId);
  // The tax invoice once MGRID confirms, the credit note once an invoiced order is cancelled.
  const invoiced =
    order !== null &&
    order.syncState !== 'waiting' &&
    order.syncState !== 'refused' &&
    order.status !== 'placed' &&
    order.status !== 'held';
  const documents = useOrderDocuments(invoiced ? orderId : undefined, order?.status);
  if (loading) return <LoadingState label={t('Loading your order')} />;
  if (!order) {
    return (
      <EmptyState
        title={t('Order not found on this device')}
        action={<LinkButton to="/contact">{t('Contact us')}</LinkButton>}
      >
        {t(
          'Orders are shown on the device they were placed on. If you placed this order elsewhere, our team can tell you its status.',
        )}
      </EmptyState>
    );
  }
  const number = orderNumber(order.id, order.orderNumber);
  const lines = order.items.map((item) => ({
    name: item.name ?? item.productId,
    quantity: item.quantity,
    unitPriceInPaise: item.unitPriceInPaise ?? 0,
    gstRate: item.gstRate ?? 0,
    priceInclusive: item.priceInclusive ?? true,
  }));
  return (
    <Stack gap="lg" data-testid="order-confirmation" data-order-id={order.id}>
      <PageMeta
        title={t('Order {number}', { number })}
        description={t('Your MGRID order confirmation.')}
      />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {orderGreeting(order.customerName, order.status, order.syncState === 'refused', t)}
        </Title>
        <Text c="dark.6">
          {t('Order number')} <strong data-testid="order-number">{number}</strong>
          {t(', placed')}{' '}
          <span data-testid="placed-at">{indiaDateTime(order.placedAt, intlLocale())}</span>
          {t('.')}
          {order.syncState !== 'refused' && order.status !== 'cancelled' && (
            <>
              {' '}
              {t('We will deliver to {address}.', {
                address: `${order.addressLine1}, ${order.city}, ${order.state} ${order.pinCode}`,
              })}
            </>
          )}
        </Text>
      </Stack>
      <OrderSyncState order={order} />
      {order.syncState !== 'waiting' && order.syncState !== 'refused' && (
        <Paper withBorder radius="md" p="md">
          <OrderFollowUp order={order} />
        </Paper>
      )}
      {documents.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <TaxDocumentsPanel documents={documents} />
        </Paper>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder radius="md" p="md">
            <OrderLines
              title={t('Your order')}
              lines={lines}
              subtotalInPaise={order.subtotalInPaise}
              deliveryFeeInPaise={order.deliveryFeeInPaise}
              totalInPaise={order.totalInPaise}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder radius="md" p="md">
            <PaymentInstructions order={order} />
          </Paper>
        </Grid.Col>
      </Grid>
      <LinkButton to="/products" variant="default" style={{ alignSelf: 'flex-start' }}>
        {t('Continue shopping')}
      </LinkButton>
    </Stack>
  );
}
