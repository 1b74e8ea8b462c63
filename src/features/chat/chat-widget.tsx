import {
  ActionIcon,
  Affix,
  Anchor,
  Button,
  CloseButton,
  Group,
  Paper,
  Stack,
  Text,
  Transition,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { CHAT_WIDGET_TITLE } from '../../lib/messages.ts';
import { ChatIcon } from '../../ui/icons.tsx';

/**
 * The floating assistant at bottom right (seed-spec.md 2). This issue gives it its place,
 * title and open/close; the conversation itself arrives with the chat issue, so until then
 * the panel points to the quickest ways to reach a person.
 */
export function ChatWidget() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={200}>
      <Transition mounted={opened} transition="pop-bottom-right" duration={150}>
        {(style) => (
          <Paper
            style={style}
            shadow="xl"
            radius="lg"
            withBorder
            w={{ base: 'calc(100vw - 32px)', xs: 340 }}
            mb="sm"
            role="dialog"
            aria-label={CHAT_WIDGET_TITLE}
            data-testid="chat-panel"
          >
            <Group
              justify="space-between"
              bg="mgrid.7"
              c="white"
              px="md"
              py="sm"
              style={{ borderRadius: '16px 16px 0 0' }}
            >
              <Text fw={800} fz="sm" lts={1}>
                {CHAT_WIDGET_TITLE}
              </Text>
              <CloseButton
                aria-label="Close chat"
                onClick={close}
                variant="transparent"
                c="white"
              />
            </Group>
            <Stack gap="sm" p="md">
              <Text fz="sm">
                Hello! I can help you choose a laser, check delivery or book a repair. Live answers
                are coming to this window soon.
              </Text>
              <Text fz="sm" c="dark.5">
                Until then, our team replies quickly through the contact form, Mon-Fri 9:00-6:00 and
                Sat 9:00-2:00 (IST).
              </Text>
              <Group gap="xs">
                <Button component={Link} to="/contact" size="xs" onClick={close}>
                  Contact us
                </Button>
                <Button component={Link} to="/products" size="xs" variant="default" onClick={close}>
                  Browse products
                </Button>
              </Group>
              <Anchor component={Link} to="/where-to-buy" fz="xs" onClick={close}>
                Find a dealer near you
              </Anchor>
            </Stack>
          </Paper>
        )}
      </Transition>
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
