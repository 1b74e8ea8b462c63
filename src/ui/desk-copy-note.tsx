// Says when a staff desk shows this device's copy instead of the server's answer, and why:
// the read's error, and when the copy shown was read (India time).
import { Alert, type MantineColor, type MantineSpacing } from '@mantine/core';
import { indiaDateTime } from '../lib/india-time.ts';

export interface DeskCopyNoteProps {
  /** Why the server's answer is not shown; nothing is said without one. */
  error: string | null;
  /** When the copy shown was read; null when this device has none. */
  savedAt: string | null;
  /** The note's colour when there is no copy to show. */
  noCopyColor?: MantineColor;
  mb?: MantineSpacing;
}

export function DeskCopyNote({ error, savedAt, noCopyColor = 'red', mb }: DeskCopyNoteProps) {
  if (!error) return null;
  return (
    <Alert color={savedAt ? 'yellow' : noCopyColor} mb={mb} data-testid="desk-read-note">
      {savedAt
        ? `${error} Showing what this device last read, at ${indiaDateTime(savedAt)}.`
        : error}
    </Alert>
  );
}
