// Sending a quote: by email and SMS through the database's notifications outbox (quote_action
// 'send', queued like every change, so it works with no signal and goes once), and on a phone
// by WhatsApp or the share sheet, each carrying the customer's link /quote/<token>. Declining
// asks for the reason.
import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { declineQuote, sendQuote } from '../../../sync/admin-quotes/actions.ts';
import { whatsappLink } from '../../lib/contact-links.ts';
import { quoteLink } from '../../lib/quote-desk.ts';
import { ActionMessage, type ActionOutcome } from '../../ui/action-message.tsx';

export interface SendTarget {
  id: string;
  name: string;
  customerName: string;
  phone: string;
  email: string;
  token: string | null;
  /** Staff may still send or decline it. */
  open: boolean;
}

export function QuoteSendBar({
  quote,
  beforeSend,
  online,
  blocked,
}: {
  quote: SendTarget;
  /** Saves the form first when it has changes, so what is sent is what is shown. */
  beforeSend: () => Promise<boolean>;
  online: boolean;
  /** Why sending must wait (a refused change to fix first), or null. */
  blocked: string | null;
}) {
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<ActionOutcome | null>(null);
  const link = quote.token ? quoteLink(window.location.origin, quote.token) : null;
  const greeting = `Hello ${quote.customerName || 'there'}, here is your MGRID quotation ${quote.name}`;
  const whatsapp = link ? whatsappLink(quote.phone, `${greeting}: ${link}`) : null;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const done = (text: string) =>
    setMessage({
      ok: true,
      text: online ? text : 'No signal: saved on this device. It is sent once you are back online.',
    });

  const send = async () => {
    setMessage(null);
    try {
      if (!(await beforeSend())) return;
      const channels: ('email' | 'sms')[] = [];
      if (quote.email.trim()) channels.push('email');
      if (quote.phone.trim()) channels.push('sms');
      await sendQuote(quote.id, channels);
      done('Sending: the customer gets the quote by email and SMS once the database has it.');
    } catch (error) {
      setMessage({ ok: false, text: error instanceof Error ? error.message : String(error) });
    }
  };
  const decline = async () => {
    setMessage(null);
    try {
      await declineQuote(quote.id, reason);
      setDeclining(false);
      done('Declined.');
    } catch (error) {
      setMessage({ ok: false, text: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Paper withBorder p="md" data-testid="quote-send">
      <Group gap="xs" wrap="wrap">
        <Button
          onClick={() => void send()}
          disabled={!quote.open || blocked !== null}
          data-testid="quote-send-button"
        >
          Send by email and SMS
        </Button>
        {whatsapp && (
          <Button
            component="a"
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
          >
            WhatsApp
          </Button>
        )}
        {link && canShare && (
          <Button
            variant="default"
            onClick={() =>
              void navigator
                .share({ title: `Quotation ${quote.name}`, text: greeting, url: link })
                .catch(() => undefined)
            }
          >
            Share link
          </Button>
        )}
        <Button
          variant="light"
          color="red"
          onClick={() => setDeclining((d) => !d)}
          disabled={!quote.open}
          data-testid="quote-decline"
        >
          Decline
        </Button>
      </Group>
      {blocked && (
        <Text size="sm" c="red.8" mt="xs">
          {blocked}
        </Text>
      )}
      {declining && (
        <Group align="end" mt="sm" gap="xs">
          <TextInput
            label="Why is it declined?"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            style={{ flex: '1 1 240px' }}
          />
          <Button color="red" onClick={() => void decline()} disabled={reason.trim() === ''}>
            Decline quote
          </Button>
        </Group>
      )}
      <ActionMessage message={message} testId="quote-send-message" />
    </Paper>
  );
}
