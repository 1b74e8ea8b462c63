// A notice fixed to the bottom of the screen (cookie consent, app update): a named region,
// clear of the chat button at the bottom right; `zIndex` says which shows above when both do.
import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

export type BottomNoticeProps = {
  /** The region's accessible name, e.g. "Cookie consent". */
  label: string;
  zIndex: number;
  children: ReactNode;
} & { [attribute: `data-${string}`]: string | undefined };

export function BottomNotice({ label, zIndex, children, ...data }: BottomNoticeProps) {
  return (
    <Paper
      role="region"
      aria-label={label}
      shadow="lg"
      withBorder
      p="md"
      radius="md"
      pos="fixed"
      bottom={16}
      left={16}
      maw={440}
      style={{ zIndex, right: 88 }}
      {...data}
    >
      {children}
    </Paper>
  );
}
