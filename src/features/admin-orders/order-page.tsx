// /admin/orders/:orderId: one order as the database has it (lines with HSN and GST as priced,
// customer with copy, call and WhatsApp, payment and payments, the timeline), what waits on
// this device laid over it, the actions its status allows, and printing (A4 or 80 mm slip).
import '@mantine/core/styles/Tooltip.css';
import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useDeskOrder, useOrderCommands } from '../../../sync/admin-orders/hooks.ts';
import type { DeskOrder } from '../../../sync/admin-orders/model.ts';
import { useSyncStatus } from '../../../sync/sync-status/hooks.ts';
import { t } from '../../i18n/index.ts';
import { formatInr } from '../../lib/money.ts';
import { indianPhoneDigits, whatsappLink } from '../../lib/contact-links.ts';
import { indiaDateTime } from '../../lib/india-time.ts';
import { PAYMENT_KIND_WORDS, paymentMethodWords } from '../../lib/order-payments.ts';
import { statusAfter } from '../../lib/staff-commands.ts';
import { DeskCopyNote } from '../../ui/desk-copy-note.tsx';
import { CreditHoldReview, isCreditHold } from './credit-hold-review.tsx';
import { OrderActions } from './order-actions.tsx';
import { DealerBadge, OrderBadges } from './order-badges.tsx';
import { OrderDocuments } from './order-documents.tsx';
import { OrderPrint, type PrintKind } from './order-print.tsx';
import { OrderTimeline, WaitingCommands } from './order-timeline.tsx';

function Copy({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : `Copy ${label}`} withArrow>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="sm"
            onClick={copy}
            aria-label={`Copy ${label}`}
          >
            {copied ? '✓' : '⧉'}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

function Customer({ order }: { order: DeskOrder }) {
  const digits = indianPhoneDigits(order.phone);
  const address = [
    order.address_line1,
    order.address_line2,
    `${order.city}, ${order.state} ${order.pin_code}`,
  ]
    .filter(Boolean)
    .join('\n');
  const whatsapp = whatsappLink(
    order.phone,
    `Hello ${order.customer_name}, this is MGRID about your order ${order.order_number}.`,
  );
  return (
    <Paper withBorder p="md" data-testid="order-customer">
      <Title order={3} fz="md" mb="xs">
        Customer
      </Title>
      <Text fw={600}>{order.customer_name}</Text>
      <Group gap={4} wrap="nowrap">
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {address}
        </Text>
        <Copy value={`${order.customer_name}\n${address}\n${order.phone}`} label="address" />
      </Group>
      <Group gap="xs" mt={6} wrap="wrap">
        <Anchor href={`tel:+${digits ?? order.phone.replace(/[^\d+]/g, '')}`} size="sm">
          {order.phone}
        </Anchor>
        <Copy value={order.phone} label="phone number" />
        {whatsapp && (
          <Anchor href={whatsapp} target="_blank" rel="noopener noreferrer" size="sm">
            WhatsApp
          </Anchor>
        )}
      </Group>
      {order.email && (
        <Group gap="xs">
          <Anchor href={`mailto:${order.email}`} size="sm">
            {order.email}
          </Anchor>
          <Copy value={order.email} label="email" />
        </Group>
      )}
      {order.placed_by && (
        <Text size="sm" mt="xs" data-testid="placed-by">
          Placed by {order.placed_by_name ?? 'MGRID staff'} for {order.customer_name}
          {order.lead && (
            <>
              {' · '}
              <Anchor component={Link} to={`/admin/leads/${order.lead.id}`}>
                Their lead
              </Anchor>
            </>
          )}
        </Text>
      )}
      {order.notes && (
        <Text size="sm" mt="xs">
          Customer's note: {order.notes}
        </Text>
      )}
    </Paper>
  );
}

function Lines({ order }: { order: DeskOrder }) {
  const intra = order.tax_split === 'cgst_sgst';
  return (
    <Paper withBorder p="md">
      {/* Phones: one block per line. */}
      <Stack gap="xs" hiddenFrom="sm">
        {order.items.map((line) => (
          <div key={line.productId} data-testid="order-line-card">
            <Text size="sm" fw={600}>
              {line.name}
            </Text>
            <Text size="sm">
              {line.quantity} × {formatInr(line.unitPriceInPaise)} ={' '}
              {formatInr(line.lineTotalInPaise)}
            </Text>
            <Text size="xs" c="dark.5">
              HSN {line.hsnCode ?? '—'} · GST {line.gstRate}%: {formatInr(line.gstInPaise)}
            </Text>
          </div>
        ))}
      </Stack>
      {/* Laptops: a table; it scrolls sideways when narrow (focusable for the keyboard). */}
      <Box
        visibleFrom="sm"
        role="region"
        aria-label="Order lines"
        tabIndex={0}
        style={{ overflowX: 'auto' }}
      >
        <Table data-testid="order-lines" miw={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>HSN</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Unit price</Table.Th>
              <Table.Th ta="right">{intra ? 'GST (CGST + SGST)' : 'GST (IGST)'}</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((line) => (
              <Table.Tr key={line.productId} data-testid="order-line">
                <Table.Td>{line.name}</Table.Td>
                <Table.Td>{line.hsnCode ?? '—'}</Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right">{formatInr(line.unitPriceInPaise)}</Table.Td>
                <Table.Td ta="right">
                  {formatInr(line.gstInPaise)} at {line.gstRate}%
                </Table.Td>
                <Table.Td ta="right">{formatInr(line.lineTotalInPaise)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack gap={2} mt="sm" align="flex-end">
        <Text size="sm">
          GST included: {formatInr(order.gst_in_paise)} · Delivery:{' '}
          {order.delivery_fee_in_paise ? formatInr(order.delivery_fee_in_paise) : 'Free'}
        </Text>
        <Text fw={700} data-testid="order-total-amount">
          Total {formatInr(order.total_in_paise)}
        </Text>
      </Stack>
    </Paper>
  );
}

function Payments({ order }: { order: DeskOrder }) {
  return (
    <Paper withBorder p="md" data-testid="order-payments">
      <Title order={3} fz="md" mb="xs">
        Payment
      </Title>
      <Text size="sm">{paymentMethodWords(order.payment_method)}</Text>
      {order.payments.length === 0 && (
        <Text size="sm" c="dark.5">
          No payment recorded yet.
        </Text>
      )}
      {order.payments.map((p) => (
        <Text size="sm" key={p.id}>
          {PAYMENT_KIND_WORDS[p.kind]}: {formatInr(p.amount_in_paise)}
          {p.utr ? `, UTR ${p.utr}` : ''} · {indiaDateTime(p.created_at)}
        </Text>
      ))}
    </Paper>
  );
}

export function OrderPage() {
  const { orderId = '' } = useParams();
  const read = useDeskOrder(orderId);
  const commands = useOrderCommands(orderId);
  const online = useSyncStatus().online;
  const [printing, setPrinting] = useState<PrintKind | null>(null);
  const order = read.value;
  // Once shown, the credit-hold panel stays to say what was decided (the order reloads as
  // placed or cancelled).
  const [holdSeen, setHoldSeen] = useState(false);
  if (order && isCreditHold(order) && !holdSeen) setHoldSeen(true);

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  if (!order) {
    return (
      <Stack gap="sm">
        <Anchor component={Link} to="/admin/orders">
          ← All orders
        </Anchor>
        {read.loading ? (
          <Text>Loading the order…</Text>
        ) : (
          <Alert color="red" data-testid="order-missing">
            {read.error
              ? `${read.error} This order has not been opened on this device before, so there is no copy to show.`
              : 'This order does not exist.'}
          </Alert>
        )}
      </Stack>
    );
  }
  const waiting = statusAfter(order.status, commands);

  return (
    <Stack gap="md" data-testid="order-page">
      <Anchor component={Link} to="/admin/orders">
        ← All orders
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={2} fz="xl" data-testid="order-number">
              {order.order_number}
            </Title>
            <OrderBadges
              status={order.status}
              paymentStatus={order.payment_status}
              waitingStatus={waiting}
            />
            <DealerBadge name={order.dealer_business_name} />
          </Group>
          <Text size="sm" c="dark.5">
            Placed {indiaDateTime(order.placed_at)}
            {order.status === 'shipped' || order.status === 'delivered'
              ? ` · ${order.courier ?? ''}, AWB ${order.tracking_number ?? ''}`
              : ''}
            {order.status === 'cancelled' && order.cancel_reason
              ? ` · Cancelled: ${order.cancel_reason}`
              : ''}
          </Text>
          {order.status === 'held' && !isCreditHold(order) && (
            <Text size="sm" c="orange.9" data-testid="order-hold-reason">
              Waiting for the buyer to confirm or cancel: {order.hold_reason ?? 'prices changed'}
            </Text>
          )}
          {order.eway_bill_number && (
            <Text size="sm" c="dark.5" data-testid="order-eway-bill">
              {t('E-way bill number')}: {order.eway_bill_number}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setPrinting('a4')}>
            Print order (A4)
          </Button>
          <Button variant="default" size="xs" onClick={() => setPrinting('slip')}>
            Packing slip (80 mm)
          </Button>
        </Group>
      </Group>
      <DeskCopyNote mb="sm" error={read.error} savedAt={read.savedAt} />
      <WaitingCommands commands={commands} />
      {(holdSeen || isCreditHold(order)) && (
        <CreditHoldReview
          order={order}
          open={isCreditHold(order) && waiting === 'held'}
          online={online}
          onDecided={read.reload}
        />
      )}
      <OrderActions order={{ ...order, status: waiting }} online={online} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Customer order={order} />
        <Payments order={order} />
      </SimpleGrid>
      <Lines order={order} />
      <OrderDocuments orderId={order.id} status={order.status} />
      <Paper withBorder p="md">
        <Title order={3} fz="md" mb="sm">
          Timeline
        </Title>
        <OrderTimeline events={order.events} />
      </Paper>
      {printing && <OrderPrint order={order} kind={printing} />}
    </Stack>
  );
}
