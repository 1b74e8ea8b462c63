import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CHAT_WIDGET_TITLE } from '../../lib/messages.ts';
import { t } from '../../i18n/index.ts';

/**
 * The chat panel's title bar, drawn by the panel and by its opening frame. The frame is in the
 * page's first chunk, so this module imports no more than it does. `children` are the panel's
 * buttons, pushed to the right; the frame has none, and its bar is padded to the same height.
 */
export function ChatPanelHeader({ children }: { children?: ReactNode }) {
  const withButtons = children !== undefined;
  return (
    <Group
      justify={withButtons ? 'space-between' : undefined}
      bg="mgrid.7"
      c="white"
      px="md"
      py={withButtons ? 6 : 10}
      wrap={withButtons ? 'nowrap' : undefined}
      style={{ borderRadius: '16px 16px 0 0' }}
    >
      <Text component="h2" m={0} fw={800} fz="sm" lts={1}>
        {t(CHAT_WIDGET_TITLE)}
      </Text>
      {children}
    </Group>
  );
}
