import { Box, Group, Stack, Table, Text, Title } from '@mantine/core';
import { taxInvoice, type InvoiceLineInput } from '../../lib/invoice.ts';
import { formatInr, type DeliverySettings } from '../../lib/money.ts';
import { AmountRow } from '../../ui/amount-row.tsx';

export interface InvoicePreviewProps {
  lines: readonly InvoiceLineInput[];
  sellerState: string;
  deliveryState: string;
  settings: DeliverySettings;
  gstin?: string | null;
}

/**
 * The tax invoice as it will be issued: HSN code, taxable value and GST per line; CGST + SGST
 * when delivering inside the seller's state, IGST otherwise.
 */
export function InvoicePreview({
  lines,
  sellerState,
  deliveryState,
  settings,
  gstin,
}: InvoicePreviewProps) {
  const invoice = taxInvoice(lines, { sellerState, deliveryState, settings });
  const intra = invoice.kind === 'cgst_sgst';
  return (
    <Stack gap="sm" data-testid="invoice-preview" data-tax-kind={invoice.kind}>
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="md">
          Tax invoice preview
        </Title>
        {gstin && (
          <Text fz="xs" c="dark.5">
            Seller GSTIN {gstin}
          </Text>
        )}
      </Group>
      <Text fz="xs" c="dark.5">
        {deliveryState.trim() === ''
          ? `Choose the delivery state: CGST + SGST applies within ${sellerState}, IGST elsewhere.`
          : intra
            ? `Delivery within ${sellerState}: GST is split into CGST and SGST.`
            : `Delivery from ${sellerState} to ${deliveryState}: IGST applies.`}
      </Text>
      <Box
        visibleFrom="sm"
        role="region"
        aria-label="Invoice lines"
        tabIndex={0}
        style={{ overflowX: 'auto' }}
      >
        <Table fz="xs" verticalSpacing={6} withTableBorder miw={520}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>HSN</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Taxable</Table.Th>
              {intra ? (
                <>
                  <Table.Th ta="right">CGST</Table.Th>
                  <Table.Th ta="right">SGST</Table.Th>
                </>
              ) : (
                <Table.Th ta="right">IGST</Table.Th>
              )}
              <Table.Th ta="right">Total</Table.Th>
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
      {/* On a phone (320 px up) each line is a small block, so no column hides off-screen. */}
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
              HSN {line.hsnCode ?? '—'} · Qty {line.quantity}
            </Text>
            <AmountRow label="Taxable" paise={line.taxableInPaise} />
            {intra ? (
              <>
                <AmountRow label={`CGST (${line.gstRate / 2}%)`} paise={line.cgstInPaise} />
                <AmountRow label={`SGST (${line.gstRate / 2}%)`} paise={line.sgstInPaise} />
              </>
            ) : (
              <AmountRow label={`IGST (${line.gstRate}%)`} paise={line.igstInPaise} />
            )}
            <AmountRow label="Line total" paise={line.totalInPaise} testId="invoice-line-total" />
          </Box>
        ))}
      </Stack>
      <Stack gap={4}>
        <AmountRow label="Taxable value" paise={invoice.taxableInPaise} />
        {intra ? (
          <>
            <AmountRow label="CGST" paise={invoice.cgstInPaise} testId="invoice-cgst" />
            <AmountRow label="SGST" paise={invoice.sgstInPaise} testId="invoice-sgst" />
          </>
        ) : (
          <AmountRow label="IGST" paise={invoice.igstInPaise} testId="invoice-igst" />
        )}
        <AmountRow label="Delivery" paise={invoice.deliveryFeeInPaise} zeroText="Free" />
        <AmountRow
          label="Invoice total"
          paise={invoice.totalInPaise}
          strong
          testId="invoice-total"
        />
      </Stack>
    </Stack>
  );
}
