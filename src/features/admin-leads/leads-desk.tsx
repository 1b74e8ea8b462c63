// /admin/leads: the server's leads, newest first, 25 a page, filtered by what the address
// says; the filtered list exports as CSV.
import { Alert, Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { leadsForExport } from '../../../sync/admin-leads/actions.ts';
import { useLeadPage } from '../../../sync/admin-leads/hooks.ts';
import type { LeadDeskRow } from '../../../sync/admin-leads/model.ts';
import { indiaMediumDateTime } from '../../lib/india-time.ts';
import { LEAD_PAGE_SIZE, readLeadFilter, writeLeadFilter } from '../../lib/lead-desk.ts';
import { DeskList, type DeskColumn } from '../../ui/desk-list.tsx';
import { downloadCsv, leadsCsv } from './lead-csv.ts';
import { LeadFilters } from './lead-filters.tsx';
import { useAddressFilter } from '../../ui/use-address-filter.ts';

export const PRIORITY_COLORS: Record<string, string> = {
  high: 'red',
  medium: 'yellow',
  low: 'gray',
};

const columns: DeskColumn<LeadDeskRow>[] = [
  {
    header: 'Lead',
    cell: (lead) => (
      <>
        <Anchor component={Link} to={`/admin/leads/${lead.id}`}>
          {lead.name ?? lead.email ?? lead.phone ?? 'Unnamed lead'}
        </Anchor>
        <Text size="xs" c="dark.5">
          {[lead.company, lead.email].filter(Boolean).join(' · ')}
        </Text>
      </>
    ),
  },
  { header: 'Source', laptopOnly: true, cell: (lead) => lead.source ?? '—' },
  {
    header: 'Status',
    cell: (lead) => (
      <Group gap={4}>
        <Badge variant="light" color="dark">
          {lead.status}
        </Badge>
        <Badge variant="light" color={PRIORITY_COLORS[lead.priority] ?? 'gray'}>
          {lead.priority}
        </Badge>
      </Group>
    ),
  },
  { header: 'Created', laptopOnly: true, cell: (lead) => indiaMediumDateTime(lead.created_at) },
];

export function LeadsDesk() {
  const [shown, filter, update] = useAddressFilter(readLeadFilter, writeLeadFilter);
  const page = useLeadPage(filter);
  const [exporting, setExporting] = useState<string | null>(null);
  const total = page.value?.total ?? 0;

  const exportCsv = async () => {
    setExporting('Preparing the CSV…');
    try {
      const rows = await leadsForExport(filter);
      downloadCsv(`mgrid-leads-${new Date().toISOString().slice(0, 10)}.csv`, leadsCsv(rows));
      setExporting(null);
    } catch (error) {
      setExporting(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <>
      <LeadFilters filter={shown} update={update} />
      <Group justify="space-between" mb="xs">
        <Text size="sm" c="dark.5" data-testid="lead-total" aria-live="polite">
          {page.loading && !page.value
            ? 'Loading leads…'
            : `${total} ${total === 1 ? 'lead' : 'leads'}`}
        </Text>
        <Button variant="default" size="xs" onClick={exportCsv} data-testid="export-csv">
          Export CSV
        </Button>
      </Group>
      {exporting && (
        <Text size="sm" role="status">
          {exporting}
        </Text>
      )}
      {page.error && (
        <Alert color="red" mb="sm" data-testid="leads-error">
          {page.error}
        </Alert>
      )}
      <DeskList
        page={page}
        pageSize={LEAD_PAGE_SIZE}
        filter={filter}
        update={update}
        columns={columns}
        noun={['lead', 'leads']}
        counted={false}
        tableTestId="lead-list"
        layout="fixed"
      />
    </>
  );
}
