// What became of a staff action just taken, under its form: green when it was done or queued,
// red with the reason when it was not. Announced as a status, not an alert.
import { Alert } from '@mantine/core';

export interface ActionOutcome {
  ok: boolean;
  text: string;
}

export function ActionMessage({
  message,
  testId,
}: {
  message: ActionOutcome | null;
  testId: string;
}) {
  if (!message) return null;
  return (
    <Alert mt="sm" color={message.ok ? 'green' : 'red'} role="status" data-testid={testId}>
      {message.text}
    </Alert>
  );
}
