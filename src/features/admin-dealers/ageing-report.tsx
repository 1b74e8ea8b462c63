// The dealer desk's Ageing tab: what each dealer owes, not yet due and overdue by age (0-30,
// 31-60, 61-90, 90+ days past the due date), most overdue first, as the database reports it
// (admin_dealer_ageing), with the totals and the report as CSV for the accounts team.
import { Alert, Anchor, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useDealerAgeing } from '../../../sync/admin-dealers/hooks.ts';
import type { AgeingRow } from '../../../sync/admin-dealers/model.ts';
import { t } from '../../i18n/index.ts';
import { paymentTermsLabel } from '../../lib/dealer-desk.ts';
import { AGEING_BUCKETS, ageingCsv, ageingCsvName, balanceText } from '../../lib/dealer-ledger.ts';
import { isoDateInIndia } from '../../lib/india-time.ts';
import { rupees } from '../../lib/tax-document-layout.ts';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { downloadFile } from '../../ui/download.ts';
import { shownMessage } from '../../ui/form-errors.ts';

const amount = (paise: number) => (paise === 0 ? '—' : rupees(paise));

function total(rows: readonly AgeingRow[], of: (row: AgeingRow) => number): number {
  return rows.reduce((sum, row) => sum + of(row), 0);
}

export function AgeingReport() {
  const ageing = useDealerAgeing();
  const rows = ageing.value ?? [];
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Text size="sm" c="dark.5">
          {t('What each dealer owes by how long it is past due, most overdue first.')}
        </Text>
        <Button
          variant="default"
          disabled={rows.length === 0}
          onClick={() => downloadFile(ageingCsvName(isoDateInIndia(new Date())), ageingCsv(rows))}
          data-testid="ageing-csv"
        >
          {t('Download CSV')}
        </Button>
      </Group>
      {ageing.error && (
        <Alert color="red" role="alert" data-testid="ageing-error">
          {shownMessage(ageing.error)}
        </Alert>
      )}
      {ageing.loading && !ageing.value && <Text size="sm">{t('Loading dealers…')}</Text>}
      {ageing.value && rows.length === 0 && (
        <Text size="sm" c="dark.5">
          {t('No dealers yet.')}
        </Text>
      )}
      {rows.length > 0 && (
        <ScrollRegion label={t('Ageing')}>
          <Table striped miw={760} data-testid="ageing-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Dealer')}</Table.Th>
                <Table.Th>{t('Terms')}</Table.Th>
                <Table.Th ta="right">{t('Balance')}</Table.Th>
                <Table.Th ta="right">{t('Not yet due')}</Table.Th>
                {AGEING_BUCKETS.map((bucket) => (
                  <Table.Th key={bucket} ta="right">
                    {t('{range} days', { range: bucket })}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.dealer_id} data-testid="ageing-row">
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/dealers/${row.dealer_id}`}>
                      {row.business_name}
                    </Anchor>
                    <Text size="xs" c="dark.5">
                      {row.city}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t(paymentTermsLabel(row.payment_terms))}</Table.Td>
                  <Table.Td ta="right" data-testid="ageing-balance">
                    {balanceText(row.balance_in_paise, '₹', t)}
                  </Table.Td>
                  <Table.Td ta="right">{amount(row.not_due_in_paise)}</Table.Td>
                  {AGEING_BUCKETS.map((bucket) => (
                    <Table.Td
                      key={bucket}
                      ta="right"
                      c={row.overdue_in_paise[bucket] > 0 ? 'red.8' : undefined}
                    >
                      {amount(row.overdue_in_paise[bucket])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Td>{t('Total')}</Table.Td>
                <Table.Td />
                <Table.Td ta="right">
                  {balanceText(
                    total(rows, (r) => r.balance_in_paise),
                    '₹',
                    t,
                  )}
                </Table.Td>
                <Table.Td ta="right">{amount(total(rows, (r) => r.not_due_in_paise))}</Table.Td>
                {AGEING_BUCKETS.map((bucket) => (
                  <Table.Td key={bucket} ta="right">
                    {amount(total(rows, (r) => r.overdue_in_paise[bucket]))}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </ScrollRegion>
      )}
    </>
  );
}
