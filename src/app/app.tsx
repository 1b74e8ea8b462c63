import { Anchor, Container, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { theme } from './theme.ts';

// The app shell. The storefront's screens arrive with the storefront issue; until then this
// page says plainly what runs, so `npm start` shows a working, honest page.
export function App() {
  return (
    <MantineProvider theme={theme}>
      <Container size="sm" py="xl">
        <Stack>
          <Title order={1}>MGRID</Title>
          <Text>Professional laser measuring tools for India.</Text>
          <Text c="dimmed">
            The storefront is being built. The local Supabase-compatible backend is running; its API
            is documented in the README.
          </Text>
          <Anchor href="mailto:sales@mgrid.in">sales@mgrid.in</Anchor>
        </Stack>
      </Container>
    </MantineProvider>
  );
}
