import { Box, Stack, Table, Text } from '@mantine/core';
import { t } from '../i18n/index.ts';
import { AmountRow } from './amount-row.tsx';
import type { TaxInvoice } from '../lib/invoice.ts';
import { formatInr } from '../lib/money.ts';

/**
 * A tax invoice's lines: HSN code, quantity, taxable value, CGST + SGST or IGST with their
 * rates, and the line total (checkout's preview and the account's printable invoice). On a
 * phone (320 px up) each line is a small block instead, so no column hides off-screen.
 */
export function InvoiceLinesTable({ invoice }: { invoice: TaxInvoice }) {
  const intra = invoice.kind === 'cgst_sgst';
  return (
    <>
      <Box
        visibleFrom="sm"
        role="region"
        aria-label={t('Invoice lines')}
        tabIndex={0}
        style={{ overflowX: 'auto', WebkitOverflowScrolling: 'touch' }}
      >
        <Table fz="xs" verticalSpacing={6} withTableBorder miw={520}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Item')}</Table.Th>
              <Table.Th>HSN</Table.Th>
              <Table.Th ta="right">{t('Qty')}</Table.Th>
              <Table.Th ta="right">{t('Taxable')}</Table.Th>
              {intra ? (
                <>
                  <Table.Th ta="right">CGST</Table.Th>
                  <Table.Th ta="right">SGST</Table.Th>
                </>
              ) : (
                <Table.Th ta="right">IGST</Table.Th>
              )}
              <Table.Th ta="right">{t('Total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line, index) => (
              <Table.Tr key={`${index}-${line.name}`}>
                <Table.Td>{line.name}</Table.Td>
                <Table.Td>{line.hsnCode ?? '—'}</Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right">{formatInr(line.taxableInPaise)}</Table.Td>
                {intra ? (
                  <>
                    <Table.Td ta="right">
                      {formatInr(line.cgstInPaise)}{' '}
                      <Text span fz={10} c="dark.4">
                        ({line.gstRate / 2}%)
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      {formatInr(line.sgstInPaise)}{' '}
                      <Text span fz={10} c="dark.4">
                        ({line.gstRate / 2}%)
                      </Text>
                    </Table.Td>
                  </>
                ) : (
                  <Table.Td ta="right">
                    {formatInr(line.igstInPaise)}{' '}
                    <Text span fz={10} c="dark.4">
                      ({line.gstRate}%)
                    </Text>
                  </Table.Td>
                )}
                <Table.Td ta="right">{formatInr(line.totalInPaise)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack gap="xs" hiddenFrom="sm" data-testid="invoice-lines-narrow">
        {invoice.lines.map((line, index) => (
          <Box
            key={`${index}-${line.name}`}
            pb="xs"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Text fz="sm" fw={600}>
              {line.name}
            </Text>
            <Text fz="xs" c="dark.5" mb={4}>
              HSN {line.hsnCode ?? '—'} · {t('Qty {quantity}', { quantity: line.quantity })}
            </Text>
            <AmountRow label={t('Taxable')} paise={line.taxableInPaise} />
            {intra ? (
              <>
                <AmountRow label={`CGST (${line.gstRate / 2}%)`} paise={line.cgstInPaise} />
                <AmountRow label={`SGST (${line.gstRate / 2}%)`} paise={line.sgstInPaise} />
              </>
            ) : (
              <AmountRow label={`IGST (${line.gstRate}%)`} paise={line.igstInPaise} />
            )}
            <AmountRow
              label={t('Line total')}
              paise={line.totalInPaise}
              testId="invoice-line-total"
            />
          </Box>
        ))}
      </Stack>
    </>
  );
}
