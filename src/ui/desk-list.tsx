// One page of a staff desk's list (orders, quotes, leads), newest first as the server sends it:
// how many matched, a card a row on a phone and a table on a laptop (or the table alone), what
// to say when the filters match nothing, and the pager.
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListPager } from './list-pager.tsx';

export interface DeskColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts: right-aligned, on one line. */
  amount?: boolean;
  /** Left out on a phone, where the table is the only view. */
  laptopOnly?: boolean;
}

export interface DeskCardProps {
  title: ReactNode;
  line: ReactNode;
  when: string;
  amount: string;
  /** Under the amount. */
  status?: ReactNode;
  /** A row under the whole card. */
  footer?: ReactNode;
}

export interface DeskListProps<Row extends { id: string }> {
  /** One page as the server sent it (newest first); no value until it has loaded. */
  page: { value?: { rows: readonly Row[]; total: number } | null };
  pageSize: number;
  /** The desk's filter in the address: the pager changes its page. */
  filter: { page: number };
  update: (patch: { page: number }) => void;
  columns: DeskColumn<Row>[];
  /** Phones get one card a row; without it the table shows at every width. */
  card?: (row: Row) => DeskCardProps;
  /**
   * What a row is, one and many ("order", "orders"): names the test ids (order-table,
   * order-row, order-cards, order-card, order-total, no-orders) and the count above the list.
   */
  noun: [string, string];
  /** Said once a page has loaded and matched nothing; without it, nothing is said. */
  empty?: string;
  /** Whether the count above the list shows (a desk may say it elsewhere). */
  counted?: boolean;
  tableTestId?: string;
  layout?: 'fixed';
}

function DeskCard({ title, line, when, amount, status, footer }: DeskCardProps) {
  const total = (
    <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
      {amount}
    </Text>
  );
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          {title}
          <Text size="sm" truncate>
            {line}
          </Text>
          <Text size="xs" c="dark.5">
            {when}
          </Text>
        </div>
        {status ? (
          <Stack gap={4} align="flex-end">
            {total}
            {status}
          </Stack>
        ) : (
          total
        )}
      </Group>
      {footer}
    </>
  );
}

export function DeskList<Row extends { id: string }>({
  page,
  pageSize,
  filter,
  update,
  columns,
  card,
  noun: [one, many],
  empty,
  counted = true,
  tableTestId = `${one}-table`,
  layout,
}: DeskListProps<Row>) {
  const rows = page.value?.rows ?? [];
  const total = page.value?.total ?? 0;
  const cellProps = (column: DeskColumn<Row>) => ({
    ta: column.amount ? ('right' as const) : undefined,
    visibleFrom: column.laptopOnly ? 'sm' : undefined,
  });
  return (
    <>
      {counted && (
        <Text size="sm" c="dark.5" data-testid={`${one}-total`}>
          {page.value ? `${total.toLocaleString('en-IN')} ${total === 1 ? one : many}` : ''}
        </Text>
      )}
      {card && (
        <Stack gap="xs" hiddenFrom="sm" data-testid={`${one}-cards`}>
          {rows.map((row) => (
            <Paper key={row.id} withBorder p="sm" data-testid={`${one}-card`} data-id={row.id}>
              <DeskCard {...card(row)} />
            </Paper>
          ))}
        </Stack>
      )}
      <Table
        striped
        visibleFrom={card ? 'sm' : undefined}
        layout={layout}
        data-testid={tableTestId}
        style={{ overflowWrap: 'anywhere' }}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} {...cellProps(column)}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`${one}-row`} data-id={row.id}>
              {columns.map((column) => (
                <Table.Td
                  key={column.header}
                  {...cellProps(column)}
                  style={column.amount ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {empty && page.value && rows.length === 0 && (
        <Text c="dark.5" data-testid={`no-${many}`}>
          {empty}
        </Text>
      )}
      <ListPager
        total={total}
        pageSize={pageSize}
        page={filter.page}
        onChange={(next) => update({ page: next })}
      />
    </>
  );
}
