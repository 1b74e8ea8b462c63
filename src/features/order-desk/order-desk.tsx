// /admin/orders: the server's orders, newest first, 25 a page, filtered by what the address
// says, with what waits on staff at the top ("12 to confirm, 4 to ship"). Cards on a phone, a
// table on a laptop. With no signal it shows this device's copy of the list; orders with
// actions waiting on this device say so. The filtered list exports as CSV.
import { Anchor, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ordersForExport } from '../../../sync/order-desk/actions.ts';
import { useOrderPage, useWaitingOrderCommands } from '../../../sync/order-desk/hooks.ts';
import type { DeskOrderRow, PendingStaffCommand } from '../../../sync/order-desk/model.ts';
import { formatInr } from '../../lib/money.ts';
import { ordersCsv, ordersCsvName } from '../../lib/order-csv.ts';
import {
  ORDER_EXPORT_CAP,
  ORDER_PAGE_SIZE,
  ORDER_STATUSES,
  countsLine,
  istDateTime,
  paymentMethodWords,
  statusAfter,
  statusWords,
} from '../../lib/order-desk.ts';
import { ListPager } from '../../ui/list-pager.tsx';
import { DeviceCopyNote } from './device-copy-note.tsx';
import { downloadFile } from './download.ts';
import { GstExport } from './gst-export.tsx';
import { OrderBadges } from './order-badges.tsx';
import { OrderFilters } from './order-filters.tsx';
import { useOrderFilter } from './use-order-filter.ts';

function OrderLink({ row }: { row: DeskOrderRow }) {
  return (
    <Anchor component={Link} to={`/admin/orders/${row.id}`} fw={600}>
      {row.order_number}
    </Anchor>
  );
}

export function OrderDesk() {
  const [shown, filter, update] = useOrderFilter();
  const page = useOrderPage(filter);
  const commands = useWaitingOrderCommands();
  const [exporting, setExporting] = useState<string | null>(null);
  const rows = page.value?.rows ?? [];
  const total = page.value?.total ?? 0;
  const counts = page.value?.counts ?? {};

  const waitingFor = useMemo(() => {
    const byOrder = new Map<string, PendingStaffCommand[]>();
    for (const c of commands) byOrder.set(c.targetId, [...(byOrder.get(c.targetId) ?? []), c]);
    return byOrder;
  }, [commands]);
  const waitingStatus = (row: DeskOrderRow) => {
    const list = waitingFor.get(row.id);
    return list ? statusAfter(row.status, list) : null;
  };

  const exportCsv = async () => {
    setExporting('Preparing the CSV…');
    try {
      const { orders, total: matched, capped } = await ordersForExport(filter);
      downloadFile(ordersCsvName(new Date()), ordersCsv(orders));
      setExporting(
        capped
          ? `Exported the newest ${ORDER_EXPORT_CAP.toLocaleString('en-IN')} of ${matched.toLocaleString('en-IN')} orders: narrow the dates to export the rest.`
          : `Exported ${orders.length.toLocaleString('en-IN')} ${orders.length === 1 ? 'order' : 'orders'}.`,
      );
    } catch (error) {
      setExporting(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Stack gap="sm" data-testid="order-desk">
      <Group justify="space-between" align="center">
        <Text fw={600} data-testid="order-counts" aria-live="polite">
          {page.value ? countsLine(counts) : page.loading ? 'Loading orders…' : ''}
        </Text>
        <Group gap="xs">
          <Button component={Link} to="/admin/orders/low-stock" variant="default" size="xs">
            Low stock
          </Button>
          <Button variant="default" size="xs" onClick={exportCsv} data-testid="export-orders">
            Export CSV
          </Button>
        </Group>
      </Group>
      <Group gap={6} wrap="wrap" aria-label="Orders by status" role="group">
        {ORDER_STATUSES.map((status) => (
          <Button
            key={status}
            size="compact-sm"
            variant={filter.status === status ? 'filled' : 'light'}
            color="dark"
            aria-pressed={filter.status === status}
            onClick={() => update({ status: filter.status === status ? null : status })}
          >
            {statusWords(status)} {(counts[status] ?? 0).toLocaleString('en-IN')}
          </Button>
        ))}
      </Group>
      <OrderFilters filter={shown} update={update} />
      <GstExport />
      {exporting && (
        <Text size="sm" role="status" data-testid="export-message">
          {exporting}
        </Text>
      )}
      <DeviceCopyNote error={page.error} savedAt={page.savedAt} />
      {commands.length > 0 && (
        <Text size="sm" c="yellow.9" data-testid="orders-waiting">
          {commands.filter((c) => !c.refusedBecause).length} order{' '}
          {commands.length === 1 ? 'action is' : 'actions are'} waiting to be sent from this device.
        </Text>
      )}
      <Text size="sm" c="dark.5" data-testid="order-total">
        {page.value ? `${total.toLocaleString('en-IN')} ${total === 1 ? 'order' : 'orders'}` : ''}
      </Text>

      {/* Phones: one card per order. */}
      <Stack gap="xs" hiddenFrom="sm" data-testid="order-cards">
        {rows.map((row) => (
          <Paper key={row.id} withBorder p="sm" data-testid="order-card" data-id={row.id}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <OrderLink row={row} />
                <Text size="sm" truncate>
                  {row.customer_name} · {row.city}
                </Text>
                <Text size="xs" c="dark.5">
                  {istDateTime(row.created_at)}
                </Text>
              </div>
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatInr(row.total_in_paise)}
              </Text>
            </Group>
            <Group mt={6} gap="xs" justify="space-between">
              <OrderBadges
                status={row.status}
                paymentStatus={row.payment_status}
                waitingStatus={waitingStatus(row)}
              />
              <Text size="xs" c="dark.5">
                {paymentMethodWords(row.payment_method)}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>

      {/* Laptops: a table. */}
      <Table
        striped
        visibleFrom="sm"
        data-testid="order-table"
        style={{ overflowWrap: 'anywhere' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Payment</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Ordered</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="order-row" data-id={row.id}>
              <Table.Td>
                <OrderLink row={row} />
                <Text size="xs" c="dark.5">
                  {row.item_count} {row.item_count === 1 ? 'line' : 'lines'}
                  {row.placed_by ? ' · placed by staff' : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.customer_name}</Text>
                <Text size="xs" c="dark.5">
                  {row.city}, {row.state} · {row.phone}
                </Text>
              </Table.Td>
              <Table.Td>
                <OrderBadges
                  status={row.status}
                  paymentStatus={row.payment_status}
                  waitingStatus={waitingStatus(row)}
                />
              </Table.Td>
              <Table.Td>{paymentMethodWords(row.payment_method)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatInr(row.total_in_paise)}
              </Table.Td>
              <Table.Td>{istDateTime(row.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {page.value && rows.length === 0 && (
        <Text c="dark.5" data-testid="no-orders">
          No orders match these filters.
        </Text>
      )}
      {!page.value && !page.loading && !page.error && <Text c="dark.5">No orders yet.</Text>}
      <ListPager
        total={total}
        pageSize={ORDER_PAGE_SIZE}
        page={filter.page}
        onChange={(next) => update({ page: next })}
      />
    </Stack>
  );
}
