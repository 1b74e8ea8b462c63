import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import {
  ERROR_SCREEN_HOME,
  ERROR_SCREEN_REFRESH,
  ERROR_SCREEN_TITLE,
} from '../lib/first-paint-messages.ts';
import { localHref, t } from '../i18n/index.ts';

/**
 * The page-wide error screen (docs/product.md#error-screen). "Go to Homepage" is a full page load,
 * not a client-side navigation, so the app starts again from a clean state.
 */
export function ErrorScreen() {
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="md" maw={440} ta="center">
        <title>{t('Something went wrong | MGRID')}</title>
        <Title order={1} fz={28}>
          {t(ERROR_SCREEN_TITLE)}
        </Title>
        <Text c="dark.5">
          {t(
            'The page could not be shown. Your cart and anything you saved on this device are safe.',
          )}
        </Text>
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>{t(ERROR_SCREEN_REFRESH)}</Button>
          <Button component="a" href={localHref('/')} variant="default">
            {t(ERROR_SCREEN_HOME)}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
