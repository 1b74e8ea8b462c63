// An order's status and payment as badges, with what waits on this device beside them.
import { Badge, Group } from '@mantine/core';
import { statusWords } from '../../lib/order-lifecycle.ts';
import { paymentStatusWords } from '../../lib/order-payments.ts';

const STATUS_COLORS: Record<string, string> = {
  held: 'orange',
  placed: 'blue',
  confirmed: 'indigo',
  packed: 'violet',
  shipped: 'cyan',
  delivered: 'green',
  cancelled: 'red',
};
const PAYMENT_COLORS: Record<string, string> = {
  pending: 'yellow',
  paid: 'green',
  refunded: 'gray',
};

/** A dealer's order: "Dealer" with the shop's name. */
export function DealerBadge({ name }: { name: string | null | undefined }) {
  if (!name) return null;
  return (
    <Badge variant="outline" color="grape" tt="none" data-testid="dealer-badge">
      Dealer · {name}
    </Badge>
  );
}

export function OrderBadges({
  status,
  paymentStatus,
  waitingStatus,
}: {
  status: string;
  paymentStatus: string;
  /** The status once this device's waiting commands apply, when it differs. */
  waitingStatus?: string | null;
}) {
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'} data-testid="order-status">
        {statusWords(status)}
      </Badge>
      {waitingStatus && waitingStatus !== status && (
        <Badge variant="outline" color="yellow.9" data-testid="order-waiting-status">
          {statusWords(waitingStatus)}: waiting to send
        </Badge>
      )}
      <Badge variant="light" color={PAYMENT_COLORS[paymentStatus] ?? 'gray'}>
        {paymentStatusWords(paymentStatus)}
      </Badge>
    </Group>
  );
}
