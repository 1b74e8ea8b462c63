import { Text } from '@mantine/core';
import { useSyncStatus } from '../../../sync/sync-status/hooks.ts';
import { useSession } from '../../../sync/session/hooks.ts';
import { isStaff } from '../../../sync/session/model.ts';
import { msg, t } from '../../i18n/index.ts';

export const NOT_PERSISTED = msg(
  'This device may clear data when space is low: send your drafts and field leads when you can. Installing the app makes the browser keep them.',
);
export const PERSISTED = msg('This device keeps the shop’s data even when space is low.');

/**
 * For staff, whose unpublished drafts and field leads live on the device until sent: whether
 * the browser granted persistent storage (sync/engine/persistence.ts asks for it).
 */
export function StorageNote() {
  const { persistentStorage } = useSyncStatus();
  const { user } = useSession();
  if (!isStaff(user) || persistentStorage === null) return null;
  return (
    <Text
      fz="xs"
      mt="xs"
      c={persistentStorage ? 'dark.4' : 'red.9'}
      data-testid="storage-note"
      data-persisted={String(persistentStorage)}
    >
      {t(persistentStorage ? PERSISTED : NOT_PERSISTED)}
    </Text>
  );
}
