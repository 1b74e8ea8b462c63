import '@mantine/core/styles/Accordion.css';
import { Accordion, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { intlLocale, t } from '../../i18n/index.ts';
import { formatInr } from '../../lib/money.ts';
import { orderNumber } from '../../lib/order-number.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { AmountRow } from '../../ui/amount-row.tsx';
import { OrderProgress } from '../../ui/order-progress.tsx';
import { indiaDateTime, indiaShortDate } from '../../lib/india-time.ts';
import { timelineFromSteps } from '../../lib/order-tracking.ts';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';
import { useOrderDocuments, useOrders } from '../../../sync/orders/hooks.ts';
import { TaxDocumentsPanel } from '../../ui/tax-documents-panel.tsx';
import type { Order } from '../../../sync/orders/model.ts';
import { orderStatusColor, orderStatusLabel } from './order-status.ts';
import { PrintableInvoice } from './printable-invoice.tsx';
import { HeldOrder } from '../../ui/held-order.tsx';
import { answerHeldOrder } from '../../../sync/orders/actions.ts';
import { useSyncStatus } from '../../../sync/sync-status/hooks.ts';

const dateOf = (iso: string) => indiaShortDate(iso, intlLocale());

function OrderDetails({ order, onInvoice }: { order: Order; onInvoice: () => void }) {
  const confirmed = order.syncState === 'confirmed';
  const online = useSyncStatus().online;
  const onServer = order.syncState === 'sent' || confirmed;
  // Documents exist only once MGRID confirmed the order (read once per status seen).
  const invoiced = onServer && order.status !== 'placed' && order.status !== 'held';
  const documents = useOrderDocuments(invoiced ? order.id : undefined, order.status);
  return (
    <Stack gap="xs">
      {confirmed && order.status === 'held' && (
        <HeldOrder
          order={order}
          online={online}
          onAnswer={(choice) => answerHeldOrder(order.id, choice)}
        />
      )}
      <Text fz="xs" c="dark.5">
        {t('Placed {date}', { date: indiaDateTime(order.placedAt, intlLocale()) })}
      </Text>
      {onServer && (
        <OrderProgress
          status={order.status}
          paymentStatus={order.paymentStatus}
          paymentMethod={order.paymentMethod}
          events={order.timeline ?? timelineFromSteps(order, order)}
          courier={order.courier}
          trackingNumber={order.trackingNumber}
          trackingUrl={order.trackingUrl}
          cancelReason={order.cancelReason}
        />
      )}
      {order.items.map((item, index) => (
        <Group key={`${index}-${item.productId}`} justify="space-between" wrap="nowrap">
          <Text fz="sm">
            {item.name ?? item.productId} × {item.quantity}
          </Text>
          {item.lineTotalInPaise !== undefined && (
            <Text fz="sm">{formatInr(item.lineTotalInPaise)}</Text>
          )}
        </Group>
      ))}
      <AmountRow label={t('Subtotal')} paise={order.subtotalInPaise} />
      <AmountRow label="GST" paise={order.gstInPaise} />
      <AmountRow label={t('Delivery')} paise={order.deliveryFeeInPaise} zeroText={t('Free')} />
      <AmountRow
        label={t('Total')}
        paise={order.totalInPaise}
        strong
        testId="account-order-total"
      />
      <Text fz="xs" c="dark.5">
        {confirmed
          ? t('Total as confirmed by MGRID.')
          : t('A preview from this device: MGRID confirms prices when the order arrives.')}
      </Text>
      <TaxDocumentsPanel documents={documents} />
      <Group gap="sm">
        {confirmed && (
          <Button variant="light" onClick={onInvoice}>
            {t('Tax invoice')}
          </Button>
        )}
        <LinkButton
          to={`/order-success/${order.id}`}
          variant="default"
          data-testid="order-page-link"
        >
          {t('Open order page')}
        </LinkButton>
      </Group>
    </Stack>
  );
}

/** Every order of this account on this device: pulled from MGRID and any not sent yet. */
export function MyOrders() {
  const orders = useOrders();
  const settings = useSiteSettings();
  const [invoiceOf, setInvoiceOf] = useState<Order | null>(null);
  if (orders.length === 0) {
    return (
      <EmptyState
        title={t('No orders yet')}
        action={<LinkButton to="/products">{t('Browse products')}</LinkButton>}
      >
        {t('Orders you place while signed in appear here, with their tax invoices.')}
      </EmptyState>
    );
  }
  const sorted = [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <>
      <Accordion variant="separated" data-testid="my-orders">
        {sorted.map((order) => (
          <Accordion.Item key={order.id} value={order.id} data-testid="account-order">
            <Accordion.Control>
              <Group justify="space-between" wrap="wrap" gap="xs" pr="xs">
                <Text fw={600} fz="sm">
                  {orderNumber(order.id, order.orderNumber)}
                </Text>
                <Text fz="sm">{dateOf(order.placedAt)}</Text>
                <Badge color={orderStatusColor(order)} variant="light" data-testid="order-status">
                  {orderStatusLabel(order)}
                </Badge>
                <Text fz="sm" fw={600}>
                  {formatInr(order.totalInPaise)}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <OrderDetails order={order} onInvoice={() => setInvoiceOf(order)} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Modal
        closeButtonProps={{ 'aria-label': t('Close') }}
        opened={invoiceOf !== null}
        onClose={() => setInvoiceOf(null)}
        title={
          invoiceOf
            ? t('Invoice {number}', { number: orderNumber(invoiceOf.id, invoiceOf.orderNumber) })
            : ''
        }
        size="xl"
      >
        {invoiceOf && (
          <Stack>
            <PrintableInvoice order={invoiceOf} settings={settings} />
            <Button onClick={() => window.print()} style={{ alignSelf: 'flex-start' }}>
              {t('Print')}
            </Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}
