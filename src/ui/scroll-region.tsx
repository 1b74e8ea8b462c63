// A wide table's frame on a narrow screen: it scrolls sideways, and a keyboard reaches it (a
// focusable, named region, as WCAG's scrollable-region rule asks), so no column is out of reach.
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ overflowX: 'auto', WebkitOverflowScrolling: 'touch' }}
    >
      {children}
    </Box>
  );
}
