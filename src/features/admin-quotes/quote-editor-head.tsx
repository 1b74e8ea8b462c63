// The top of a quote's editor: its name (number, provisional number or request), status and
// what waits on this device, the order it became, and what the database refused, in its words.
import { Alert, Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { describeQuoteCommand, quoteStatusWords } from '../../lib/quote-desk.ts';
import { PROVISIONAL_NOTE } from '../../lib/quotation-layout.ts';
import type { QuoteOnDevice } from './quote-state.ts';
import { QuoteStatusBadge } from './quote-status-badge.tsx';

export function QuoteEditorHead({
  name,
  device,
  onDismiss,
}: {
  name: string;
  device: QuoteOnDevice;
  /** Forgets a refused command once read. */
  onDismiss: (commandId: string) => void;
}) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center" wrap="wrap">
        <div>
          <Title order={2} fz="lg" data-testid="quote-number">
            {name}
          </Title>
          {!device.number && device.provisionalNumber && (
            <Text size="sm" fw={700} c="red.9" data-testid="quote-provisional">
              {PROVISIONAL_NOTE}
            </Text>
          )}
        </div>
        <Group gap="xs">
          <QuoteStatusBadge status={device.server?.status ?? 'draft'} />
          {device.status !== (device.server?.status ?? 'draft') && (
            <Badge variant="outline" color="dark">
              {quoteStatusWords(device.status)}: waiting to send
            </Badge>
          )}
        </Group>
      </Group>
      {device.server?.order_id && (
        <Text size="sm" data-testid="quote-order">
          Accepted as order{' '}
          <Anchor component={Link} to={`/admin/orders/${device.server.order_id}`}>
            {device.server.order_number ?? 'the order'}
          </Anchor>
        </Text>
      )}
      {device.server?.lead && (
        <Text size="sm" data-testid="quote-lead">
          Lead:{' '}
          <Anchor component={Link} to={`/admin/leads/${device.server.lead.id}`}>
            {device.server.lead.name ?? 'the customer'}
          </Anchor>
        </Text>
      )}
      {device.server?.lead?.message && (
        <Alert color="blue" variant="light" title="The buyer's note" data-testid="quote-buyer-note">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {device.server.lead.message}
          </Text>
        </Alert>
      )}
      {device.server?.decline_reason && device.status === 'declined' && (
        <Text size="sm">Declined: {device.server.decline_reason}</Text>
      )}
      {device.refused.map((c) => (
        <Alert key={c.id} color="red" role="alert" data-testid="quote-refused">
          <Text size="sm">
            Not {c.kind === 'quote.save' ? 'saved' : 'done'}: {c.refusedBecause}
          </Text>
          <Button size="xs" variant="default" mt="xs" onClick={() => onDismiss(c.id)}>
            Dismiss
          </Button>
        </Alert>
      ))}
      {device.waiting.length > 0 && (
        <Text size="sm" c="dark.7" data-testid="quote-waiting">
          Waiting to send:{' '}
          {device.waiting.map((c) => describeQuoteCommand(c.kind, c.args)).join(', ')}
        </Text>
      )}
    </Stack>
  );
}
