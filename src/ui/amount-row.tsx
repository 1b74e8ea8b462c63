import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatInr } from '../lib/money.ts';

export interface AmountRowProps {
  label: ReactNode;
  paise: number;
  strong?: boolean;
  /** Shown instead of ₹0 (e.g. "Free" for delivery). */
  zeroText?: string;
  testId?: string;
}

/** One line of a money summary: label on the left, rupees on the right. */
export function AmountRow({ label, paise, strong = false, zeroText, testId }: AmountRowProps) {
  return (
    // A total is what the buyer reads before paying: the chat button steps aside from it.
    <Group justify="space-between" wrap="nowrap" gap="md" data-keep-clear={strong || undefined}>
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text fz={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} data-testid={testId}>
        {paise === 0 && zeroText ? zeroText : formatInr(paise)}
      </Text>
    </Group>
  );
}
