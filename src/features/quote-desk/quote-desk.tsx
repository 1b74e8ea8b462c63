// /admin/quotes: requests and quotes from the server, newest first, 25 a page, with a chip per
// status (and its count), search, and the quotes this device made that wait to be sent at the
// top. Cards on a phone, a table on a laptop; with no signal, this device's copy of the list.
import { Anchor, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useQuotePage, useWaitingQuoteCommands } from '../../../sync/quote-desk/hooks.ts';
import type { DeskQuoteRow } from '../../../sync/quote-desk/model.ts';
import { documentDateInWords, rupees } from '../../lib/tax-document-layout.ts';
import { istDateTime } from '../../lib/order-desk.ts';
import { QUOTE_PAGE_SIZE, QUOTE_STATUSES, quoteStatusWords } from '../../lib/quote-desk.ts';
import { ListPager } from '../../ui/list-pager.tsx';
import { deviceQuotes } from './device-quotes.ts';
import { QuoteCopyNote } from './quote-copy-note.tsx';
import { QuoteStatusBadge } from './quote-status-badge.tsx';
import { useQuoteFilter } from './use-quote-filter.ts';

const rowName = (row: DeskQuoteRow) => row.number ?? row.provisional_number ?? 'Request';
const who = (row: DeskQuoteRow) =>
  [row.customer_name, row.company].filter(Boolean).join(' · ') || '—';

function QuoteLink({ row }: { row: DeskQuoteRow }) {
  return (
    <Anchor component={Link} to={`/admin/quotes/${row.id}`} fw={600}>
      {rowName(row)}
    </Anchor>
  );
}

export function QuoteDesk() {
  const [shown, filter, update] = useQuoteFilter();
  const page = useQuotePage(filter);
  const commands = useWaitingQuoteCommands();
  const rows = useMemo(() => page.value?.rows ?? [], [page.value]);
  const total = page.value?.total ?? 0;
  const counts = page.value?.counts ?? {};
  const onDevice = useMemo(
    () => deviceQuotes(commands, new Set(rows.map((r) => r.id))),
    [commands, rows],
  );

  return (
    <Stack gap="sm" data-testid="quote-desk">
      <Group justify="space-between" align="center">
        <Text fw={600} aria-live="polite" data-testid="quote-counts">
          {page.value
            ? `${(counts.requested ?? 0).toLocaleString('en-IN')} requested, ${(counts.draft ?? 0).toLocaleString('en-IN')} in draft`
            : page.loading
              ? 'Loading quotes…'
              : ''}
        </Text>
        <Button component={Link} to="/admin/quotes/new" size="sm" data-testid="new-quote">
          New quote
        </Button>
      </Group>
      <Group gap={6} wrap="wrap" aria-label="Quotes by status" role="group">
        {QUOTE_STATUSES.map((status) => (
          <Button
            key={status}
            size="compact-sm"
            variant={filter.status === status ? 'filled' : 'light'}
            color="dark"
            aria-pressed={filter.status === status}
            onClick={() => update({ status: filter.status === status ? null : status })}
          >
            {quoteStatusWords(status)} {(counts[status] ?? 0).toLocaleString('en-IN')}
          </Button>
        ))}
      </Group>
      <TextInput
        label="Search number, name, company, phone or email"
        value={shown.search}
        onChange={(e) => update({ search: e.currentTarget.value })}
        maw={420}
      />
      <QuoteCopyNote error={page.error} savedAt={page.savedAt} />
      {onDevice.length > 0 && (
        <Paper withBorder p="sm" data-testid="device-quotes">
          <Text size="sm" fw={600} c="dark.7" mb={4}>
            Made on this device, waiting to be sent
          </Text>
          {onDevice.map((q) => (
            <Group key={q.id} gap="xs" justify="space-between" data-testid="device-quote">
              <Anchor component={Link} to={`/admin/quotes/${q.id}`} fw={600}>
                {q.provisionalNumber}
              </Anchor>
              <Text size="sm">
                {q.customerName} · {istDateTime(q.createdAt)}
                {q.refused ? ' · refused, open it to see why' : ''}
              </Text>
            </Group>
          ))}
        </Paper>
      )}
      <Text size="sm" c="dark.5" data-testid="quote-total">
        {page.value ? `${total.toLocaleString('en-IN')} ${total === 1 ? 'quote' : 'quotes'}` : ''}
      </Text>

      {/* Phones: one card per quote. */}
      <Stack gap="xs" hiddenFrom="sm">
        {rows.map((row) => (
          <Paper key={row.id} withBorder p="sm" data-testid="quote-card" data-id={row.id}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <QuoteLink row={row} />
                <Text size="sm" truncate>
                  {who(row)}
                </Text>
                <Text size="xs" c="dark.5">
                  {istDateTime(row.created_at)}
                </Text>
              </div>
              <Stack gap={4} align="flex-end">
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {rupees(row.total_in_paise)}
                </Text>
                <QuoteStatusBadge status={row.status} />
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>

      {/* Laptops: a table. */}
      <Table
        striped
        visibleFrom="sm"
        data-testid="quote-table"
        style={{ overflowWrap: 'anywhere' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Quote</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Valid until</Table.Th>
            <Table.Th>Made</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="quote-row" data-id={row.id}>
              <Table.Td>
                <QuoteLink row={row} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{who(row)}</Text>
                <Text size="xs" c="dark.5">
                  {[row.phone, row.email].filter(Boolean).join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td>
                <QuoteStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {rupees(row.total_in_paise)}
              </Table.Td>
              <Table.Td>{documentDateInWords(row.valid_until)}</Table.Td>
              <Table.Td>{istDateTime(row.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {page.value && rows.length === 0 && (
        <Text c="dark.5" data-testid="no-quotes">
          No quotes match these filters.
        </Text>
      )}
      <ListPager
        total={total}
        pageSize={QUOTE_PAGE_SIZE}
        page={filter.page}
        onChange={(next) => update({ page: next })}
      />
    </Stack>
  );
}
