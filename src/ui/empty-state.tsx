import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** 1 when the empty state is the whole page (not found), else 2. */
  level?: 1 | 2;
}

export function EmptyState({ title, children, action, level = 2 }: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py={48} px="md" ta="center">
      <Title order={level} fz={level === 1 ? 28 : 'xl'}>
        {title}
      </Title>
      {children && (
        <Text c="dark.5" maw={480}>
          {children}
        </Text>
      )}
      {action}
    </Stack>
  );
}
