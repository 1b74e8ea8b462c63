import { ActionIcon, Affix, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRef } from 'react';
import { CHAT_WIDGET_TITLE } from '../../lib/messages.ts';
import { t, withCatalogues } from '../../i18n/index.ts';
import { ChatIcon } from '../../ui/icons.tsx';
import { spotPosition, useLauncherPlace } from './use-clear-of-controls.ts';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { ChatPanelOpening } from './chat-panel-opening.tsx';

// The panel and the assistant's code load when the visitor first opens the chat, with its
// Hindi texts on a Hindi page; meanwhile its frame answers the tap.
const ChatPanel = lazyPart(
  withCatalogues(['chat'], async () => (await import('./chat-panel.tsx')).ChatPanel),
  () => <ChatPanelOpening />,
);

/** The floating assistant at bottom right of every page (docs/product.md#the-page-shell). */
export function ChatWidget() {
  const [opened, { open, close }] = useDisclosure(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const launcher = useRef<HTMLDivElement>(null);
  // Closed, it moves to a free corner while one of the page's controls is under it, and steps
  // aside only where none is free (never while open).
  const place = useLauncherPlace(launcher, !opened);
  const shut = () => {
    close();
    toggle.current?.focus();
  };
  return (
    // Below drawers and dialogs (Mantine's 200) and the product page's buy bar, which hides it.
    <Affix
      ref={launcher}
      position={spotPosition(place === 'aside' ? 'right' : place)}
      zIndex={150}
      className="chat-launcher"
      data-spot={place === 'aside' ? undefined : place}
      data-aside={place === 'aside' || undefined}
    >
      {opened && <ChatPanel onClose={shut} />}
      <Group justify="flex-end">
        <ActionIcon
          ref={toggle}
          size={56}
          radius="xl"
          onClick={opened ? shut : open}
          aria-label={
            opened ? t('Close chat') : t('Open chat: {title}', { title: t(CHAT_WIDGET_TITLE) })
          }
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
