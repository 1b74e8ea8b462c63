// /admin/quotes: requests and quotes from the server, newest first, 25 a page, with a chip per
// status (and its count), search, and the quotes this device made that wait to be sent at the
// top. Cards on a phone, a table on a laptop; with no signal, this device's copy of the list.
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useQuotePage, useWaitingQuoteCommands } from '../../../sync/admin-quotes/hooks.ts';
import type { DeskQuoteRow } from '../../../sync/admin-quotes/model.ts';
import { rupees } from '../../lib/tax-document-layout.ts';
import { dayInWords, indiaDateTime } from '../../lib/india-time.ts';
import {
  QUOTE_PAGE_SIZE,
  QUOTE_STATUSES,
  quoteStatusWords,
  readQuoteFilter,
  writeQuoteFilter,
} from '../../lib/quote-desk.ts';
import { DeskList, type DeskColumn } from '../../ui/desk-list.tsx';
import { FilterBar } from '../../ui/filter-bar.tsx';
import { deviceQuotes } from './device-quotes.ts';
import { DeskCopyNote } from '../../ui/desk-copy-note.tsx';
import { QuoteStatusBadge } from './quote-status-badge.tsx';
import { useAddressFilter } from '../../ui/use-address-filter.ts';

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

// The laptop table; a card on a phone says the same in less room.
const columns: DeskColumn<DeskQuoteRow>[] = [
  { header: 'Quote', cell: (row) => <QuoteLink row={row} /> },
  {
    header: 'Customer',
    cell: (row) => (
      <>
        <Text size="sm">{who(row)}</Text>
        <Text size="xs" c="dark.5">
          {[row.phone, row.email].filter(Boolean).join(' · ')}
        </Text>
      </>
    ),
  },
  { header: 'Status', cell: (row) => <QuoteStatusBadge status={row.status} /> },
  { header: 'Total', amount: true, cell: (row) => rupees(row.total_in_paise) },
  { header: 'Valid until', cell: (row) => dayInWords(row.valid_until) },
  { header: 'Made', cell: (row) => indiaDateTime(row.created_at) },
];

export function QuoteDesk() {
  const [shown, filter, update] = useAddressFilter(readQuoteFilter, writeQuoteFilter);
  const page = useQuotePage(filter);
  const commands = useWaitingQuoteCommands();
  const rows = useMemo(() => page.value?.rows ?? [], [page.value]);
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
      <FilterBar
        chips={{
          label: 'Quotes by status',
          statuses: QUOTE_STATUSES,
          words: quoteStatusWords,
          counts,
          chosen: filter.status,
          onChoose: (status) => update({ status }),
        }}
        search={{
          label: 'Search number, name, company, phone or email',
          value: shown.search,
          onChange: (search) => update({ search }),
          basis: 240,
        }}
      />
      <DeskCopyNote noCopyColor="gray" error={page.error} savedAt={page.savedAt} />
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
                {q.customerName} · {indiaDateTime(q.createdAt)}
                {q.refused ? ' · refused, open it to see why' : ''}
              </Text>
            </Group>
          ))}
        </Paper>
      )}
      <DeskList
        page={page}
        pageSize={QUOTE_PAGE_SIZE}
        filter={filter}
        update={update}
        columns={columns}
        card={(row) => ({
          title: <QuoteLink row={row} />,
          line: who(row),
          when: indiaDateTime(row.created_at),
          amount: rupees(row.total_in_paise),
          status: <QuoteStatusBadge status={row.status} />,
        })}
        noun={['quote', 'quotes']}
        empty="No quotes match these filters."
      />
    </Stack>
  );
}
