import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { intlLocale, t } from '../../i18n/index.ts';
import { orderInvoice } from '../../lib/order-invoice.ts';
import { orderNumber } from '../../lib/order-number.ts';
import { AmountRow } from '../../ui/amount-row.tsx';
import { InvoiceLinesTable } from '../../ui/invoice-lines-table.tsx';
import type { Order } from '../../../sync/orders/model.ts';
import type { SiteSettings } from '../../../sync/site-settings/model.ts';
import classes from './printable-invoice.module.css';

/** The tax invoice of a confirmed order: seller and buyer, HSN per line, GST split, totals. */
export function PrintableInvoice({ order, settings }: { order: Order; settings: SiteSettings }) {
  const invoice = orderInvoice(order);
  if (!invoice) return null;
  const intra = invoice.kind === 'cgst_sgst';
  const date = new Date(order.createdAt).toLocaleDateString(intlLocale(), { dateStyle: 'medium' });
  return (
    <Stack
      gap="sm"
      className={classes.invoice}
      data-testid="tax-invoice"
      data-tax-kind={invoice.kind}
    >
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={3} fz="lg">
            {t('Tax invoice')}
          </Title>
          <Text fz="sm">
            {orderNumber(order.id, order.orderNumber)} · {date}
          </Text>
        </Stack>
        <Stack gap={2} ta="right">
          <Text fz="sm" fw={600}>
            {settings.upiPayeeName ?? 'MGRID'}
          </Text>
          {settings.gstin && <Text fz="xs">GSTIN {settings.gstin}</Text>}
          {settings.sellerState && <Text fz="xs">{settings.sellerState}</Text>}
        </Stack>
      </Group>
      <Text fz="sm">
        {t('Billed to {name}, {address}', {
          name: order.customerName,
          address: `${order.addressLine1}${order.addressLine2 ? `, ${order.addressLine2}` : ''}, ${order.city}, ${order.state} ${order.pinCode}`,
        })}
      </Text>
      <InvoiceLinesTable invoice={invoice} />
      <Divider />
      <AmountRow label={t('Taxable value')} paise={invoice.taxableInPaise} />
      {intra ? (
        <>
          <AmountRow label="CGST" paise={invoice.cgstInPaise} />
          <AmountRow label="SGST" paise={invoice.sgstInPaise} />
        </>
      ) : (
        <AmountRow label="IGST" paise={invoice.igstInPaise} />
      )}
      <AmountRow label={t('Delivery')} paise={invoice.deliveryFeeInPaise} zeroText={t('Free')} />
      <AmountRow
        label={t('Invoice total')}
        paise={invoice.totalInPaise}
        strong
        testId="tax-invoice-total"
      />
    </Stack>
  );
}
