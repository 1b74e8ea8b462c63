import { Anchor, Badge, Group, Stack, Text, Timeline } from '@mantine/core';
import '@mantine/core/styles/Timeline.css';
import { intlLocale, t } from '../i18n/index.ts';
import {
  paymentWords,
  statusHeadline,
  timelineEntries,
  type PublicEvent,
  type ShippingDetails,
} from '../lib/order-tracking.ts';

export interface OrderProgressProps extends ShippingDetails {
  status: string;
  paymentStatus: string | null;
  paymentMethod: string;
  /** The public timeline, oldest first (src/lib/order-tracking.ts words it). */
  events: readonly PublicEvent[];
}

const STATUS_COLORS: Record<string, string> = {
  placed: 'blue',
  confirmed: 'blue',
  packed: 'blue',
  shipped: 'teal',
  delivered: 'green',
  cancelled: 'red',
};

/** Where an order stands, as the database says: the status, payment, tracking and timeline. */
export function OrderProgress(props: OrderProgressProps) {
  const { status, paymentStatus, paymentMethod, events, trackingUrl } = props;
  const headline = statusHeadline(status, props, t);
  const entries = timelineEntries(events, t, intlLocale());
  return (
    <Stack gap="sm" data-testid="order-progress" data-status={status}>
      <Group gap="xs" wrap="wrap">
        <Badge
          color={STATUS_COLORS[status] ?? 'gray'}
          variant="light"
          size="lg"
          radius="sm"
          tt="none"
        >
          <span data-testid="order-status-title">{headline.title}</span>
        </Badge>
        <Badge color="dark" variant="outline" size="lg" radius="sm" tt="none">
          <span data-testid="payment-status">{paymentWords(paymentStatus, paymentMethod, t)}</span>
        </Badge>
      </Group>
      {headline.text && (
        <Text fz="sm" data-testid="order-status-text">
          {headline.text}
        </Text>
      )}
      {status === 'shipped' && trackingUrl && (
        <Anchor href={trackingUrl} target="_blank" rel="noopener noreferrer" fz="sm" fw={600}>
          {t('Track the parcel')}
        </Anchor>
      )}
      {entries.length > 0 && (
        <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2} data-testid="timeline">
          {entries.map((entry, index) => (
            <Timeline.Item
              key={`${entry.kind}-${index}`}
              title={entry.title}
              data-kind={entry.kind}
            >
              {entry.detail && (
                <Text fz="sm" c="dark.6">
                  {entry.detail}
                </Text>
              )}
              {entry.link && (
                <Anchor href={entry.link} target="_blank" rel="noopener noreferrer" fz="sm">
                  {t('Track the parcel')}
                </Anchor>
              )}
              <Text fz="xs" c="dark.5">
                {entry.when}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
