// /admin/orders: the server's orders, newest first, 25 a page, filtered by what the address
// says, with what waits on staff at the top ("12 to confirm, 4 to ship"). Cards on a phone, a
// table on a laptop. With no signal it shows this device's copy of the list; orders with
// actions waiting on this device say so. The filtered list exports as CSV.
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ordersForExport } from '../../../sync/admin-orders/actions.ts';
import { useOrderPage, useWaitingOrderCommands } from '../../../sync/admin-orders/hooks.ts';
import type { DeskOrderRow, PendingStaffCommand } from '../../../sync/admin-orders/model.ts';
import { formatInr } from '../../lib/money.ts';
import { ordersCsv, ordersCsvName } from '../../lib/order-csv.ts';
import { indiaDateTime } from '../../lib/india-time.ts';
import {
  ORDER_EXPORT_CAP,
  ORDER_PAGE_SIZE,
  countsLine,
  readOrderFilter,
  writeOrderFilter,
} from '../../lib/order-desk.ts';
import { paymentMethodWords } from '../../lib/order-payments.ts';
import { statusAfter } from '../../lib/staff-commands.ts';
import { DeskList, type DeskColumn } from '../../ui/desk-list.tsx';
import { DeskCopyNote } from '../../ui/desk-copy-note.tsx';
import { downloadFile } from '../../ui/download.ts';
import { GstExport } from './gst-export.tsx';
import { DealerBadge, OrderBadges } from './order-badges.tsx';
import { OrderFilters } from './order-filters.tsx';
import { useAddressFilter } from '../../ui/use-address-filter.ts';

function OrderLink({ row }: { row: DeskOrderRow }) {
  return (
    <Anchor component={Link} to={`/admin/orders/${row.id}`} fw={600}>
      {row.order_number}
    </Anchor>
  );
}

// The laptop table; a card on a phone says the same in less room.
const columns = (
  waitingStatus: (row: DeskOrderRow) => string | null,
): DeskColumn<DeskOrderRow>[] => [
  {
    header: 'Order',
    cell: (row) => (
      <>
        <OrderLink row={row} />
        <Text size="xs" c="dark.5">
          {row.item_count} {row.item_count === 1 ? 'line' : 'lines'}
          {row.placed_by ? ' · placed by staff' : ''}
        </Text>
        <DealerBadge name={row.dealer_business_name} />
      </>
    ),
  },
  {
    header: 'Customer',
    cell: (row) => (
      <>
        <Text size="sm">{row.customer_name}</Text>
        <Text size="xs" c="dark.5">
          {row.city}, {row.state} · {row.phone}
        </Text>
      </>
    ),
  },
  {
    header: 'Status',
    cell: (row) => (
      <OrderBadges
        status={row.status}
        paymentStatus={row.payment_status}
        waitingStatus={waitingStatus(row)}
      />
    ),
  },
  { header: 'Payment', cell: (row) => paymentMethodWords(row.payment_method) },
  { header: 'Total', amount: true, cell: (row) => formatInr(row.total_in_paise) },
  { header: 'Ordered', cell: (row) => indiaDateTime(row.created_at) },
];

export function OrderDesk() {
  const [shown, filter, update] = useAddressFilter(readOrderFilter, writeOrderFilter);
  const page = useOrderPage(filter);
  const commands = useWaitingOrderCommands();
  const [exporting, setExporting] = useState<string | null>(null);
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
      <OrderFilters filter={shown} counts={counts} update={update} />
      <GstExport />
      {exporting && (
        <Text size="sm" role="status" data-testid="export-message">
          {exporting}
        </Text>
      )}
      <DeskCopyNote mb="sm" error={page.error} savedAt={page.savedAt} />
      {commands.length > 0 && (
        <Text size="sm" c="yellow.9" data-testid="orders-waiting">
          {commands.filter((c) => !c.refusedBecause).length} order{' '}
          {commands.length === 1 ? 'action is' : 'actions are'} waiting to be sent from this device.
        </Text>
      )}
      <DeskList
        page={page}
        pageSize={ORDER_PAGE_SIZE}
        filter={filter}
        update={update}
        columns={columns(waitingStatus)}
        card={(row) => ({
          title: <OrderLink row={row} />,
          line: (
            <>
              {row.customer_name} · {row.city} <DealerBadge name={row.dealer_business_name} />
            </>
          ),
          when: indiaDateTime(row.created_at),
          amount: formatInr(row.total_in_paise),
          footer: (
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
          ),
        })}
        noun={['order', 'orders']}
        empty="No orders match these filters."
      />
      {!page.value && !page.loading && !page.error && <Text c="dark.5">No orders yet.</Text>}
    </Stack>
  );
}
