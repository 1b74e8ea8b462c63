import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { BottomNotice } from '../../ui/bottom-notice.tsx';
import { takeUpdateNote } from './release.ts';
import { acceptUpdate, dismissUpdate, useUpdateState } from './update-state.ts';
import { msg, t } from '../../i18n/index.ts';

const HELD_BECAUSE = {
  checkout: msg('The update will finish once you have placed your order or left the checkout.'),
  'unsaved-input': msg('The update will finish once you have sent or cleared what you are typing.'),
} as const;

/**
 * "A new version is ready" with "Update now" (never applied under a form being filled in),
 * and, after an accepted update, one line saying what changed.
 */
export function UpdateNotice() {
  const update = useUpdateState();

  useEffect(() => {
    const note = takeUpdateNote();
    if (note) notifications.show({ id: 'app-updated', color: 'green', message: note });
  }, []);

  if (update.phase === 'idle' || update.dismissed) return null;
  return (
    <BottomNotice
      label={t('App update')}
      zIndex={220}
      data-testid="update-notice"
      data-phase={update.phase}
    >
      <Text fz="sm" fw={600}>
        {t('A new version of the shop is ready.')}
      </Text>
      <Text fz="sm" mb="sm" aria-live="polite">
        {update.phase === 'held' && update.blocker
          ? t(HELD_BECAUSE[update.blocker])
          : update.phase === 'applying'
            ? t('Updating…')
            : t('Update now to get it; nothing you have saved is lost.')}
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          onClick={acceptUpdate}
          loading={update.phase === 'applying'}
          disabled={update.phase === 'held'}
        >
          {t('Update now')}
        </Button>
        <Button size="xs" variant="default" onClick={dismissUpdate}>
          {t('Later')}
        </Button>
      </Group>
    </BottomNotice>
  );
}
