import { ActionIcon, Affix, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { CHAT_WIDGET_TITLE } from '../../lib/messages.ts';
import { ChatIcon } from '../../ui/icons.tsx';

/**
 * The floating assistant at bottom right (seed-spec.md 2). This issue gives it its place,
 * title and open/close; the conversation itself arrives with the chat issue, so until then
 * the panel points to the quickest ways to reach a person.
 */
const ChatPanel = lazy(async () => ({ default: (await import('./chat-panel.tsx')).ChatPanel }));

export function ChatWidget() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={200}>
      {/* The panel's code (and, later, the assistant's) loads when the visitor opens it. */}
      {opened && (
        <Suspense fallback={null}>
          <ChatPanel onClose={close} />
        </Suspense>
      )}
      <Group justify="flex-end">
        <ActionIcon
          size={56}
          radius="xl"
          onClick={opened ? close : open}
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
