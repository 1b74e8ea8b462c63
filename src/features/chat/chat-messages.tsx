import { Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../../../sync/chat/model.ts';
import type { ExtractedContact } from '../../lib/contact-extraction.ts';
import { ChatProductCard, ChatServiceCard } from './chat-cards.tsx';
import { QuoteAction } from './quote-action.tsx';
import { ChatLeadForm } from './chat-lead-form.tsx';
import type { ChatLeadValues } from './chat-lead.ts';
import { t } from '../../i18n/index.ts';

export interface ChatMessagesProps {
  messages: readonly ChatMessage[];
  pending: boolean;
  openForm: string | null;
  known: ExtractedContact;
  onChoose: (suggestion: string) => void;
  onContact: () => void;
  onSave: (values: ChatLeadValues) => Promise<void>;
  onNavigate: () => void;
}

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.type === 'user';
  return (
    <Box
      px="sm"
      py={6}
      bg={mine ? 'mgrid.7' : 'gray.1'}
      c={mine ? 'white' : 'dark.9'}
      maw="85%"
      style={{ alignSelf: mine ? 'flex-end' : 'flex-start', borderRadius: 12 }}
      data-testid={mine ? 'chat-user-message' : 'chat-bot-message'}
    >
      <Text
        component="p"
        m={0}
        fz="sm"
        style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      >
        <Text component="span" className="visually-hidden" style={visuallyHidden}>
          {mine ? t('You: ') : t('Assistant: ')}
        </Text>
        {message.content}
      </Text>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The conversation, newest at the bottom; new entries are announced (role="log"). */
export function ChatMessages(props: ChatMessagesProps) {
  const { messages, pending, openForm } = props;
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending]);
  const last = messages[messages.length - 1];
  return (
    <Stack
      gap="xs"
      p="sm"
      role="log"
      aria-live="polite"
      aria-label={t('Conversation')}
      data-testid="chat-messages"
    >
      {messages.length === 0 && (
        <Text fz="sm" c="dark.6">
          {t(
            'Hello! Ask me about our lasers and distance meters, prices, delivery, warranty or repairs.',
          )}
        </Text>
      )}
      {messages.map((m) => {
        if (m.leadForm) {
          return m.id === openForm ? (
            <Box
              key={m.id}
              p="xs"
              bg="white"
              style={{ borderRadius: 12, border: '1px solid var(--mantine-color-gray-3)' }}
            >
              <ChatLeadForm known={props.known} onSave={props.onSave} />
            </Box>
          ) : null;
        }
        return (
          <Stack key={m.id} gap={6}>
            <Bubble message={m} />
            {m.productIds.map((id) => (
              <ChatProductCard key={id} id={id} onNavigate={props.onNavigate} />
            ))}
            {m.quoteItems !== null && (
              <QuoteAction items={m.quoteItems} onNavigate={props.onNavigate} />
            )}
            {m.serviceId && (
              <ChatServiceCard
                id={m.serviceId}
                onNavigate={props.onNavigate}
                onContact={props.onContact}
              />
            )}
            {m === last && m.suggestions.length > 0 && (
              <Group gap={6} data-testid="chat-suggestions">
                {m.suggestions.map((s) => (
                  <Button
                    key={s}
                    size="compact-xs"
                    variant="light"
                    radius="xl"
                    onClick={() => props.onChoose(s)}
                    style={{ height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
                  >
                    {s}
                  </Button>
                ))}
              </Group>
            )}
          </Stack>
        );
      })}
      {pending && (
        <Group gap={6} role="status" data-testid="chat-typing">
          <Loader type="dots" size="sm" />
          <Text fz="xs" c="dark.6">
            {t('MGRID assistant is typing…')}
          </Text>
        </Group>
      )}
      <div ref={end} />
    </Stack>
  );
}
