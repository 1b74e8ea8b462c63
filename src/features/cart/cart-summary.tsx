import { Alert, Divider, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatInr } from '../../lib/money.ts';
import { AmountRow } from '../../ui/amount-row.tsx';
import { TruckIcon } from '../../ui/icons.tsx';
import { useCartSummary } from './use-cart-summary.ts';

const rate = (r: number) => (Number.isInteger(r) ? `${r}%` : `${r.toFixed(2)}%`);

/** Subtotal, GST by rate, delivery fee (with what buys free delivery) and the total. */
export function CartSummary({ children }: { children?: ReactNode }) {
  const { totals, gst, toFreeDelivery, deliveryFeeDescription, mrpSaving } = useCartSummary();
  return (
    <Stack gap="xs" data-testid="cart-summary">
      <AmountRow
        label={`Subtotal (${totals.itemCount} ${totals.itemCount === 1 ? 'item' : 'items'})`}
        paise={totals.subtotalInPaise}
        testId="summary-subtotal"
      />
      {gst.map((row) => (
        <AmountRow
          key={`${row.rate}-${row.included}`}
          label={
            <Text span fz="sm" c={row.included ? 'dark.5' : undefined}>
              GST {rate(row.rate)} {row.included ? '(included in prices)' : '(added)'}
            </Text>
          }
          paise={row.gstInPaise}
        />
      ))}
      <AmountRow
        label="Delivery"
        paise={totals.deliveryFeeInPaise}
        zeroText="Free"
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
          <Text fz="sm">Add {formatInr(toFreeDelivery)} more for free delivery.</Text>
        </Alert>
      )}
      {deliveryFeeDescription && (
        <Text fz="xs" c="dark.5">
          {deliveryFeeDescription}
        </Text>
      )}
      <Divider my={4} />
      <AmountRow label="Total" paise={totals.totalInPaise} strong testId="summary-total" />
      {mrpSaving > 0 && (
        <Text fz="sm" c="teal.9" fw={600} data-testid="mrp-saving">
          You save {formatInr(mrpSaving)} on MRP
        </Text>
      )}
      {children}
    </Stack>
  );
}
