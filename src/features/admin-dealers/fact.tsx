// A labelled value on a dealer's card or an application's.
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function Fact({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div>
      <Text size="xs" c="dark.5">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}
