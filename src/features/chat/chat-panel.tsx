import { Alert, Button, CloseButton, Group, Paper, ScrollArea, Textarea } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLeadRefusal } from '../../../sync/leads/hooks.ts';
import { lastQuoteItems, quoteRequestPath } from '../../lib/assistant/bulk.ts';
import { contactFromConversation } from '../../lib/assistant/conversation.ts';
import { QUOTE_SUGGESTION } from '../../lib/constants.ts';
import { CHAT_WIDGET_TITLE } from '../../lib/messages.ts';
import { t } from '../../i18n/index.ts';
import { isSuggestion } from './reply-language.ts';
import { ChatMessages } from './chat-messages.tsx';
import { ChatPanelHeader } from './chat-panel-header.tsx';
import { conversationOf, openFormId, useAssistant } from './use-assistant.ts';

/**
 * The open assistant (docs/product.md#the-assistant): the conversation (stored on the device), its
 * replies and cards, and the "Get in Touch" form inside. Its own chunk, with the assistant's rules,
 * loaded the first time the visitor opens the chat.
 */
export function ChatPanel({ onClose }: { onClose: () => void }) {
  const chat = useAssistant();
  const navigate = useNavigate();
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const known = useMemo(
    () => contactFromConversation(conversationOf(chat.messages)),
    [chat.messages],
  );
  const leadIds = useMemo(
    () => chat.messages.flatMap((m) => (m.leadId ? [m.leadId] : [])),
    [chat.messages],
  );
  const refused = useLeadRefusal(leadIds);

  useEffect(() => {
    input.current?.focus();
  }, []);

  // "Get quote" opens the quotation request with the lines the conversation last priced.
  const choose = (suggestion: string) => {
    if (!isSuggestion(suggestion, QUOTE_SUGGESTION)) return void chat.choose(suggestion);
    void navigate(quoteRequestPath(lastQuoteItems(chat.messages)));
    onClose();
  };

  const sendDraft = () => {
    if (!draft.trim()) return;
    void chat.send(draft);
    setDraft('');
  };

  return (
    <Paper
      style={{ display: 'flex', flexDirection: 'column' }}
      shadow="xl"
      radius="lg"
      withBorder
      w={{ base: 'calc(100vw - 32px)', xs: 380 }}
      h="min(600px, calc(100dvh - 104px))"
      mb="sm"
      role="dialog"
      aria-label={t(CHAT_WIDGET_TITLE)}
      data-testid="chat-panel"
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <ChatPanelHeader>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="white"
            color="dark"
            onClick={() => void chat.clear()}
            data-testid="chat-clear"
          >
            {t('Clear chat')}
          </Button>
          <CloseButton
            aria-label={t('Close chat')}
            onClick={onClose}
            variant="transparent"
            c="white"
          />
        </Group>
      </ChatPanelHeader>
      <ScrollArea style={{ flex: 1 }} type="auto">
        <ChatMessages
          messages={chat.messages}
          pending={chat.pending}
          openForm={openFormId(chat.messages)}
          known={known}
          onChoose={choose}
          onContact={() => void chat.openForm()}
          onSave={chat.saveLead}
          onNavigate={onClose}
        />
      </ScrollArea>
      {refused && (
        <Alert color="red" role="alert" p="xs" mx="sm" data-testid="chat-lead-refused">
          {t('Your details could not be sent: {reason}', { reason: refused })}
        </Alert>
      )}
      <Group
        p="sm"
        gap="xs"
        wrap="nowrap"
        align="flex-end"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Textarea
          ref={input}
          aria-label={t('Type your message')}
          placeholder={t('Type your message…')}
          autosize
          minRows={1}
          maxRows={4}
          style={{ flex: 1 }}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              sendDraft();
            }
          }}
          data-testid="chat-input"
        />
        <Button onClick={sendDraft} disabled={!draft.trim()} data-testid="chat-send">
          {t('Send')}
        </Button>
      </Group>
    </Paper>
  );
}
