import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../i18n/index.ts';
import { TEXT_LIMITS } from '../../lib/constants.ts';
import { ValidationFailed } from '../../lib/validation.ts';
import { askForChanges } from '../../../sync/quotes/actions.ts';
import { shownMessage } from '../../ui/form-errors.ts';

/** "Ask for changes": a message to staff about this quote (online; they send a new version). */
export function AskChanges({ token, online }: { token: string; online: boolean }) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const send = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      await askForChanges(token, message);
      setMessage('');
      setOutcome({
        ok: true,
        text: t('Sent. We will look at your message and send you a new version of the quotation.'),
      });
    } catch (error) {
      const text =
        error instanceof ValidationFailed
          ? Object.values(error.fieldErrors)
              .map((text) => shownMessage(String(text)))
              .join(' ')
          : shownMessage(error instanceof Error ? error.message : String(error));
      setOutcome({ ok: false, text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <Textarea
        label={t('What would you like changed?')}
        description={t(
          'Quantities, prices, delivery or payment terms: we reply with a new version',
        )}
        autosize
        minRows={3}
        maxLength={TEXT_LIMITS.message}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        data-testid="quote-changes-message"
      />
      {outcome && (
        <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
      <Button
        variant="default"
        onClick={() => void send()}
        loading={busy}
        disabled={!online}
        style={{ alignSelf: 'flex-start' }}
        data-testid="quote-changes-send"
      >
        {t('Send to MGRID')}
      </Button>
    </Stack>
  );
}
