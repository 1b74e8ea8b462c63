import { Alert, Divider, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { pricesCheckedNote } from '../../lib/cart-prices.ts';
import { formatInr } from '../../lib/money.ts';
import { AmountRow } from '../../ui/amount-row.tsx';
import { TruckIcon } from '../../ui/icons.tsx';
import { useCartSummary } from './use-cart-summary.ts';
import { t } from '../../i18n/index.ts';

const rate = (r: number) => (Number.isInteger(r) ? `${r}%` : `${r.toFixed(2)}%`);

/**
 * Subtotal, GST by rate, delivery fee (with what buys free delivery) and the total, at the
 * catalogue's prices of now; when those may be behind, when they were last checked.
 */
export function CartSummary({ children }: { children?: ReactNode }) {
  const { totals, gst, toFreeDelivery, deliveryFeeDescription, mrpSaving, pricesChecked } =
    useCartSummary();
  const checkedNote = pricesCheckedNote(pricesChecked, t);
  return (
    <Stack gap="xs" data-testid="cart-summary">
      <AmountRow
        label={t('{count, plural, one {Subtotal (# item)} other {Subtotal (# items)}}', {
          count: totals.itemCount,
        })}
        paise={totals.subtotalInPaise}
        testId="summary-subtotal"
      />
      {gst.map((row) => (
        <AmountRow
          key={`${row.rate}-${row.included}`}
          label={
            <Text span fz="sm" c={row.included ? 'dark.5' : undefined}>
              {row.included
                ? t('GST {rate} (included in prices)', { rate: rate(row.rate) })
                : t('GST {rate} (added)', { rate: rate(row.rate) })}
            </Text>
          }
          paise={row.gstInPaise}
        />
      ))}
      <AmountRow
        label={t('Delivery')}
        paise={totals.deliveryFeeInPaise}
        zeroText={t('Free')}
        testId="summary-delivery"
      />
      {toFreeDelivery > 0 && (
        <Alert
          color="blue"
          variant="light"
          icon={<TruckIcon size={18} />}
          p="xs"
          data-testid="free-delivery-hint"
        >
          <Text fz="sm">
            {t('Add {amount} more for free delivery.', { amount: formatInr(toFreeDelivery) })}
          </Text>
        </Alert>
      )}
      {deliveryFeeDescription && (
        <Text fz="xs" c="dark.5">
          {deliveryFeeDescription}
        </Text>
      )}
      <Divider my={4} />
      <AmountRow label={t('Total')} paise={totals.totalInPaise} strong testId="summary-total" />
      {checkedNote && (
        <Text fz="xs" c="dark.5" data-testid="prices-checked">
          {checkedNote}
        </Text>
      )}
      {mrpSaving > 0 && (
        <Text fz="sm" c="teal.9" fw={600} data-testid="mrp-saving">
          {t('You save {amount} on MRP', { amount: formatInr(mrpSaving) })}
        </Text>
      )}
      {children}
    </Stack>
  );
}
