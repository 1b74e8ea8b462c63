// The day to follow a lead up, shown as the day it is in India and changed here: through
// set_lead_follow_up, or with no signal saved on the device as a command that applies when
// back online (the same checks, the same words).
import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { setLeadFollowUp } from '../../../sync/admin-leads/actions.ts';
import { followUpProblem, followUpRange } from '../../lib/field-lead.ts';
import { dayInWords, isoDateInIndia } from '../../lib/india-time.ts';
import { ActionMessage, type ActionOutcome } from '../../ui/action-message.tsx';

export function LeadFollowUp({
  leadId,
  day,
  pending,
  createdAt,
  onChanged,
}: {
  leadId: string;
  /** yyyy-mm-dd, or null when none is set. */
  day: string | null;
  /** The day shown was set on this device and is not on the server yet. */
  pending: boolean;
  createdAt: string;
  onChanged(): void;
}) {
  const [picked, setPicked] = useState<string | null>(day);
  const [message, setMessage] = useState<ActionOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  // The field follows the day shown (the server's answer, or a change waiting on the device),
  // the message under it stays.
  const [shown, setShown] = useState(day);
  if (shown !== day) {
    setShown(day);
    setPicked(day);
  }
  const today = isoDateInIndia(new Date());
  const cameIn = isoDateInIndia(new Date(createdAt));
  const range = followUpRange(cameIn, today);

  const save = async (next: string | null) => {
    setMessage(null);
    const problem = followUpProblem(next, cameIn, today);
    if (problem) {
      setMessage({ ok: false, text: problem });
      return;
    }
    setBusy(true);
    try {
      const how = await setLeadFollowUp(leadId, next);
      setMessage({
        ok: true,
        text:
          how === 'queued'
            ? 'You are offline: the follow-up date is saved on this device and applies when you are back online.'
            : next
              ? `Follow-up date set to ${dayInWords(next)}.`
              : 'Follow-up date cleared.',
      });
      setPicked(next);
      onChanged();
    } catch (error) {
      setMessage({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" data-testid="lead-follow-up">
      <Group gap="xs" mb="xs">
        <Title order={3} fz="md">
          Follow up
        </Title>
        {pending && <Badge color="yellow.9">not sent yet</Badge>}
      </Group>
      <Text size="sm" mb="sm" data-testid="follow-up-day">
        {day ? dayInWords(day) : 'No follow-up date set.'}
      </Text>
      <Group align="end" gap="sm" wrap="wrap">
        <DateInput
          label="Follow-up date"
          valueFormat="DD MMM YYYY"
          minDate={range.min}
          maxDate={range.max}
          value={picked}
          onChange={setPicked}
          w={180}
        />
        <Button
          onClick={() => save(picked)}
          disabled={busy || !picked || picked === day}
          data-testid="save-follow-up"
        >
          Save date
        </Button>
        {day && (
          <Button
            variant="default"
            onClick={() => save(null)}
            disabled={busy}
            data-testid="clear-follow-up"
          >
            Clear
          </Button>
        )}
      </Group>
      <ActionMessage message={message} testId="follow-up-message" />
    </Paper>
  );
}
