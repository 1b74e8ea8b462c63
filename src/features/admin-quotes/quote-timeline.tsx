// A quote's history: every event with who and when (India time), the buyer's requests for
// changes in their own words.
import '@mantine/core/styles/Timeline.css';
import { Paper, Text, Timeline, Title } from '@mantine/core';
import type { DeskQuoteEvent } from '../../../sync/admin-quotes/model.ts';
import { indiaDateTime } from '../../lib/india-time.ts';
import { actorWords } from '../../lib/order-desk.ts';
import { quoteEventWords } from '../../lib/quote-desk.ts';

export function QuoteTimeline({ events }: { events: readonly DeskQuoteEvent[] }) {
  if (events.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Title order={3} fz="md" mb="xs">
        History
      </Title>
      <Timeline
        bulletSize={12}
        lineWidth={2}
        active={events.length - 1}
        data-testid="quote-timeline"
      >
        {events.map((event) => (
          <Timeline.Item
            key={event.id}
            title={
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {quoteEventWords(event)}
              </Text>
            }
            data-kind={event.kind}
          >
            <Text size="xs" c="dark.6">
              {actorWords(event)} · {indiaDateTime(event.created_at)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}
