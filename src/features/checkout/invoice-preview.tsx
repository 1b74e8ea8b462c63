import { Group, Stack, Text, Title } from '@mantine/core';
import { t } from '../../i18n/index.ts';
import { taxInvoice, type InvoiceLineInput } from '../../lib/invoice.ts';
import type { DeliverySettings } from '../../lib/money.ts';
import { AmountRow } from '../../ui/amount-row.tsx';
import { InvoiceLinesTable } from '../../ui/invoice-lines-table.tsx';

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
          {t('Tax invoice preview')}
        </Title>
        {gstin && (
          <Text fz="xs" c="dark.5">
            {t('Seller GSTIN {gstin}', { gstin })}
          </Text>
        )}
      </Group>
      <Text fz="xs" c="dark.5">
        {deliveryState.trim() === ''
          ? t(
              'Choose the delivery state: CGST + SGST applies within {sellerState}, IGST elsewhere.',
              {
                sellerState,
              },
            )
          : intra
            ? t('Delivery within {sellerState}: GST is split into CGST and SGST.', { sellerState })
            : t('Delivery from {sellerState} to {deliveryState}: IGST applies.', {
                sellerState,
                deliveryState,
              })}
      </Text>
      <InvoiceLinesTable invoice={invoice} />
      <Stack gap={4}>
        <AmountRow label={t('Taxable value')} paise={invoice.taxableInPaise} />
        {intra ? (
          <>
            <AmountRow label="CGST" paise={invoice.cgstInPaise} testId="invoice-cgst" />
            <AmountRow label="SGST" paise={invoice.sgstInPaise} testId="invoice-sgst" />
          </>
        ) : (
          <AmountRow label="IGST" paise={invoice.igstInPaise} testId="invoice-igst" />
        )}
        <AmountRow label={t('Delivery')} paise={invoice.deliveryFeeInPaise} zeroText={t('Free')} />
        <AmountRow
          label={t('Invoice total')}
          paise={invoice.totalInPaise}
          strong
          testId="invoice-total"
        />
      </Stack>
    </Stack>
  );
}
