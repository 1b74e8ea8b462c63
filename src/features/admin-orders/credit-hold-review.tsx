// An order held over its dealer's credit limit, on the order page: staff approve it (stock is
// reserved and it is placed; still over the available credit, the database asks for a valid
// dealers.credit_override permission) or reject it with a reason the buyer is told. Online
// only: the answer, or the database's refusal in its own words, is shown here.
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { reviewCreditHold } from '../../../sync/admin-orders/actions.ts';
import { t } from '../../i18n/index.ts';
import { ActionMessage, type ActionOutcome } from '../../ui/action-message.tsx';

/** Whether a held order waits for staff over the credit limit (not for its buyer). */
export const isCreditHold = (order: { status: string; hold_reason?: string | null }) =>
  order.status === 'held' && (order.hold_reason ?? '').startsWith('Held: over your credit limit');

export function CreditHoldReview({
  order,
  open,
  online,
  onDecided,
}: {
  order: { id: string; hold_reason?: string | null };
  /** Still held: the decision is to be made (after it, only its answer is shown). */
  open: boolean;
  online: boolean;
  onDecided: () => void;
}) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<ActionOutcome | null>(null);

  const decide = async (decision: 'approve' | 'reject') => {
    setMessage(null);
    if (decision === 'reject' && !reason.trim()) {
      setMessage({
        ok: false,
        text: t('Please give a reason for rejecting the order: the buyer is told it.'),
      });
      return;
    }
    setBusy(true);
    try {
      const answer = await reviewCreditHold(
        order.id,
        decision,
        decision === 'reject' ? reason.trim() : null,
      );
      setMessage({
        ok: true,
        text:
          answer.decision === 'approve'
            ? t('Approved: {number} is placed and its stock reserved.', {
                number: answer.order_number,
              })
            : t('Rejected: {number} is cancelled and the buyer is told why.', {
                number: answer.order_number,
              }),
      });
      setRejecting(false);
      onDecided();
    } catch (error) {
      setMessage({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return message ? (
      <Paper withBorder p="md" data-testid="credit-hold-review">
        <ActionMessage message={message} testId="credit-hold-message" />
      </Paper>
    ) : null;
  }
  return (
    <Paper withBorder p="md" data-testid="credit-hold-review">
      <Stack gap="xs">
        <Text fw={600}>{t('Held over the credit limit: approve or reject')}</Text>
        <Text size="sm" c="orange.9">
          {order.hold_reason}
        </Text>
        {!online && (
          <Text size="sm" c="dark.5">
            {t('You are offline. Approving or rejecting needs a connection.')}
          </Text>
        )}
        <Group gap="xs">
          <Button
            data-testid="credit-hold-approve"
            disabled={!online || busy}
            onClick={() => void decide('approve')}
          >
            {t('Approve')}
          </Button>
          <Button
            variant="light"
            color="red"
            data-testid="credit-hold-reject"
            disabled={!online || busy}
            onClick={() => (rejecting ? void decide('reject') : setRejecting(true))}
          >
            {rejecting ? t('Reject the order') : t('Reject')}
          </Button>
        </Group>
        {rejecting && (
          <Textarea
            label={t('Why is it rejected? (the buyer is told)')}
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
            data-testid="credit-hold-reason"
          />
        )}
        <ActionMessage message={message} testId="credit-hold-message" />
      </Stack>
    </Paper>
  );
}
