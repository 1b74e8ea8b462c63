// Says when the quote desk shows this device's copy instead of the server's answer, and why.
import { Alert } from '@mantine/core';
import { istDateTime } from '../../lib/order-desk.ts';

export function QuoteCopyNote({
  error,
  savedAt,
}: {
  error: string | null;
  savedAt: string | null;
}) {
  if (!error) return null;
  return (
    <Alert color={savedAt ? 'yellow' : 'gray'} data-testid="desk-read-note">
      {savedAt ? `${error} Showing what this device last read, at ${istDateTime(savedAt)}.` : error}
    </Alert>
  );
}
