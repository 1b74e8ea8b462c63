// What the product editor's lists of rows (images, specifications) share: the button that
// removes a row and the list's error line, read out as an alert.
import { ActionIcon, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** `label` names the row for screen readers, e.g. "Remove image 2". */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red.9" aria-label={label} onClick={onClick}>
      ×
    </ActionIcon>
  );
}

export function ListError({ error }: { error?: ReactNode }) {
  if (!error) return null;
  return (
    <Text c="red.9" size="sm" role="alert">
      {error}
    </Text>
  );
}
