// An order's timeline: every event with who did it and when (India time, in words), staff
// notes marked; then what waits on this device, and what the database refused with its reason.
import '@mantine/core/styles/Timeline.css';
import { Alert, Badge, Button, Group, Stack, Text, Timeline } from '@mantine/core';
import type { DeskOrderEvent, PendingStaffCommand } from '../../../sync/admin-orders/model.ts';
import { dismissRefusedAction } from '../../../sync/admin-orders/actions.ts';
import { indiaDateTime } from '../../lib/india-time.ts';
import { actorWords, eventWords } from '../../lib/order-desk.ts';
import { describeOrderCommand } from '../../lib/staff-commands.ts';

export function OrderTimeline({ events }: { events: readonly DeskOrderEvent[] }) {
  return (
    <Timeline bulletSize={12} lineWidth={2} active={events.length - 1} data-testid="order-timeline">
      {events.map((event) => (
        <Timeline.Item
          key={event.id}
          title={
            <Group gap={6}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {eventWords(event)}
              </Text>
              {event.kind === 'note' && event.internal && (
                <Badge size="xs" variant="light" color="gray">
                  staff only
                </Badge>
              )}
            </Group>
          }
          data-testid="timeline-event"
          data-kind={event.kind}
        >
          <Text size="xs" c="dark.5">
            {actorWords(event)} · {indiaDateTime(event.created_at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

export function WaitingCommands({ commands }: { commands: readonly PendingStaffCommand[] }) {
  const waiting = commands.filter((c) => !c.refusedBecause);
  const refused = commands.filter((c) => c.refusedBecause);
  if (commands.length === 0) return null;
  return (
    <Stack gap="xs">
      {waiting.length > 0 && (
        <Alert color="yellow" data-testid="waiting-commands">
          {waiting.map((c) => (
            <Text size="sm" key={c.id}>
              Waiting to send: {describeOrderCommand(c.kind, c.args)} ({indiaDateTime(c.createdAt)})
            </Text>
          ))}
        </Alert>
      )}
      {refused.map((c) => (
        <Alert color="red" key={c.id} data-testid="refused-command">
          <Text size="sm">
            Not done: {describeOrderCommand(c.kind, c.args)}. {c.refusedBecause}
          </Text>
          <Button
            mt={6}
            size="compact-xs"
            variant="white"
            color="red"
            onClick={() => void dismissRefusedAction(c.id)}
          >
            Dismiss
          </Button>
        </Alert>
      ))}
    </Stack>
  );
}
