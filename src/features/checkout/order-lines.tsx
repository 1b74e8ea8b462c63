import { Divider, Group, Stack, Text, Title } from '@mantine/core';
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
  title = 'Order summary',
}: OrderLinesProps) {
  return (
    <Stack gap="xs" data-testid="order-lines">
      <Title order={2} fz="md">
        {title}
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
      <AmountRow label="Subtotal" paise={subtotalInPaise} />
      {gstBreakdown(lines).map((row) => (
        <AmountRow
          key={`${row.rate}-${row.included}`}
          label={`GST ${row.rate}% ${row.included ? '(included)' : '(added)'}`}
          paise={row.gstInPaise}
        />
      ))}
      <AmountRow
        label="Delivery"
        paise={deliveryFeeInPaise}
        zeroText="Free"
        testId="order-delivery"
      />
      <AmountRow label="Total" paise={totalInPaise} strong testId="order-total" />
    </Stack>
  );
}
