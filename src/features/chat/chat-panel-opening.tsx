import { Center, Loader, Paper } from '@mantine/core';
import { CHAT_WIDGET_TITLE } from '../../lib/messages.ts';
import { t } from '../../i18n/index.ts';
import { ChatPanelHeader } from './chat-panel-header.tsx';

/**
 * The chat panel's frame while its code arrives (a first tap on a slow line takes seconds):
 * the tap is answered at once, at the panel's size, and the panel replaces it.
 */
export function ChatPanelOpening() {
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
      aria-busy="true"
      data-testid="chat-panel-opening"
    >
      <ChatPanelHeader />
      <Center style={{ flex: 1 }}>
        <Loader size="sm" aria-hidden />
      </Center>
    </Paper>
  );
}
