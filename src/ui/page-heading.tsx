import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageHeadingProps {
  title: string;
  subtitle?: ReactNode;
}

/** The one <h1> of a page, with an optional lead paragraph. */
export function PageHeading({ title, subtitle }: PageHeadingProps) {
  return (
    <Stack gap={6} mb="lg">
      <Title order={1} fz={{ base: 26, sm: 34 }} lh={1.2}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dark.5" fz={{ base: 'sm', sm: 'md' }} maw={720}>
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
