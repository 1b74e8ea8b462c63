import { Anchor, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CHAT_WIDGET_TITLE } from '../../lib/messages.ts';

/** The open chat panel: its own chunk, loaded the first time the visitor opens the chat. */
export function ChatPanel({ onClose: close }: { onClose: () => void }) {
  return (
    <Paper
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
        <CloseButton aria-label="Close chat" onClick={close} variant="transparent" c="white" />
      </Group>
      <Stack gap="sm" p="md">
        <Text fz="sm">
          Hello! I can help you choose a laser, check delivery or book a repair. Live answers are
          coming to this window soon.
        </Text>
        <Text fz="sm" c="dark.5">
          Until then, our team replies quickly through the contact form, Mon-Fri 9:00-6:00 and Sat
          9:00-2:00 (IST).
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
  );
}
