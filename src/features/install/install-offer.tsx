import { Button, Container, Group, Paper, Text } from '@mantine/core';
import { dismissInstall, install, useInstallOffer } from './install-state.ts';
import { t } from '../../i18n/index.ts';

/**
 * The offer to install, in the page flow above the footer (it never covers what someone is
 * doing): our button for the browser's dialog where it offers one, or the "Add to Home
 * Screen" steps on iOS Safari. "Not now" is final on this device.
 */
export function InstallOffer() {
  const offer = useInstallOffer();
  if (offer === null) return null;
  return (
    <Container size="xl" mt="xl">
      <Paper
        role="region"
        aria-label={t('Install the app')}
        withBorder
        p="md"
        radius="md"
        bg="gray.0"
        data-testid="install-offer"
        data-offer={offer}
      >
        <Group justify="space-between" gap="sm">
          <div style={{ minWidth: 0, flex: '1 1 280px' }}>
            <Text fz="sm" fw={600}>
              {t('Install the MGRID app')}
            </Text>
            <Text fz="sm">
              {offer === 'prompt'
                ? t('It opens from your home screen and works with no signal.')
                : t(
                    'Tap the Share button, then “Add to Home Screen”. It opens like an app and works with no signal.',
                  )}
            </Text>
          </div>
          <Group gap="xs">
            {offer === 'prompt' && (
              <Button size="xs" onClick={() => void install()}>
                {t('Install')}
              </Button>
            )}
            <Button size="xs" variant="default" onClick={dismissInstall}>
              {offer === 'prompt' ? t('Not now') : t('Got it')}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Container>
  );
}
