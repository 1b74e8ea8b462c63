import {
  ActionIcon,
  Affix,
  Alert,
  Button,
  CloseButton,
  Group,
  Paper,
  ScrollArea,
  Text,
  Textarea,
  Transition,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLeadRefusal } from '../../../sync/leads/hooks.ts';
import { contactFromConversation } from '../../lib/assistant/conversation.ts';
import { CHAT_WIDGET_TITLE } from '../../lib/messages.ts';
import { ChatIcon } from '../../ui/icons.tsx';
import { ChatMessages } from './chat-messages.tsx';
import { conversationOf, openFormId, useAssistant } from './use-assistant.ts';

/**
 * The floating assistant at bottom right of every page (seed-spec.md 2): the conversation
 * (stored on the device), its replies and cards, and the "Get in Touch" form inside.
 */
export function ChatWidget() {
  const [opened, { open, close }] = useDisclosure(false);
  const chat = useAssistant();
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
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
    if (opened) input.current?.focus();
  }, [opened]);

  const shut = () => {
    close();
    toggle.current?.focus();
  };
  const sendDraft = () => {
    if (!draft.trim()) return;
    void chat.send(draft);
    setDraft('');
  };

  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={200}>
      <Transition mounted={opened} transition="pop-bottom-right" duration={150}>
        {(style) => (
          <Paper
            style={{ ...style, display: 'flex', flexDirection: 'column' }}
            shadow="xl"
            radius="lg"
            withBorder
            w={{ base: 'calc(100vw - 32px)', xs: 380 }}
            h="min(600px, calc(100dvh - 104px))"
            mb="sm"
            role="dialog"
            aria-label={CHAT_WIDGET_TITLE}
            data-testid="chat-panel"
            onKeyDown={(e) => e.key === 'Escape' && shut()}
          >
            <Group
              justify="space-between"
              bg="mgrid.7"
              c="white"
              px="md"
              py={6}
              wrap="nowrap"
              style={{ borderRadius: '16px 16px 0 0' }}
            >
              <Text component="h2" m={0} fw={800} fz="sm" lts={1}>
                {CHAT_WIDGET_TITLE}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="white"
                  color="dark"
                  onClick={() => void chat.clear()}
                  data-testid="chat-clear"
                >
                  Clear chat
                </Button>
                <CloseButton
                  aria-label="Close chat"
                  onClick={shut}
                  variant="transparent"
                  c="white"
                />
              </Group>
            </Group>
            <ScrollArea style={{ flex: 1 }} type="auto">
              <ChatMessages
                messages={chat.messages}
                pending={chat.pending}
                openForm={openFormId(chat.messages)}
                known={known}
                onChoose={(s) => void chat.choose(s)}
                onContact={() => void chat.openForm()}
                onSave={chat.saveLead}
                onNavigate={close}
              />
            </ScrollArea>
            {refused && (
              <Alert color="red" role="alert" p="xs" mx="sm" data-testid="chat-lead-refused">
                Your details could not be sent: {refused}
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
                aria-label="Type your message"
                placeholder="Type your message…"
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
                Send
              </Button>
            </Group>
          </Paper>
        )}
      </Transition>
      <Group justify="flex-end">
        <ActionIcon
          ref={toggle}
          size={56}
          radius="xl"
          onClick={opened ? shut : open}
          aria-label={opened ? 'Close chat' : `Open chat: ${CHAT_WIDGET_TITLE}`}
          aria-expanded={opened}
          data-testid="chat-toggle"
          style={{ boxShadow: '0 6px 20px rgba(0,0,0,0.25)' }}
        >
          <ChatIcon size={28} />
        </ActionIcon>
      </Group>
    </Affix>
  );
}
