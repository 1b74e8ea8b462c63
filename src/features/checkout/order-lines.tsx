import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { t } from '../../i18n/index.ts';
import { gstBreakdown } from '../../lib/gst-breakdown.ts';
import { formatInr, lineTotals, type LineInput } from '../../lib/money.ts';
import { AmountRow } from '../../ui/amount-row.tsx';

export interface OrderLine extends LineInput {
  name: string;
}

export interface OrderLinesProps {
  lines: readonly OrderLine[];
  subtotalInPaise: number;
  deliveryFeeInPaise: number;
  totalInPaise: number;
  title?: string;
}

/** An order's lines and totals (checkout's summary and the order confirmation). */
export function OrderLines({
  lines,
  subtotalInPaise,
  deliveryFeeInPaise,
  totalInPaise,
  title,
}: OrderLinesProps) {
  return (
    <Stack gap="xs" data-testid="order-lines">
      <Title order={2} fz="md">
        {title ?? t('Order summary')}
      </Title>
      {lines.map((line, index) => (
        <Group
          key={`${index}-${line.name}`}
          justify="space-between"
          wrap="nowrap"
          align="flex-start"
        >
          <Text fz="sm" style={{ flex: 1 }}>
            {line.name}{' '}
            <Text span c="dark.5">
              × {line.quantity}
            </Text>
          </Text>
          <Text fz="sm" fw={500}>
            {formatInr(lineTotals(line).amountInPaise)}
          </Text>
        </Group>
      ))}
      <Divider my={4} />
      <AmountRow label={t('Subtotal')} paise={subtotalInPaise} />
      {gstBreakdown(lines).map((row) => (
        <AmountRow
          key={`${row.rate}-${row.included}`}
          label={
            row.included
              ? t('GST {rate}% (included)', { rate: row.rate })
              : t('GST {rate}% (added)', { rate: row.rate })
          }
          paise={row.gstInPaise}
        />
      ))}
      <AmountRow
        label={t('Delivery')}
        paise={deliveryFeeInPaise}
        zeroText={t('Free')}
        testId="order-delivery"
      />
      <AmountRow label={t('Total')} paise={totalInPaise} strong testId="order-total" />
    </Stack>
  );
}
