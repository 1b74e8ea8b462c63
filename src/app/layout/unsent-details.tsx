import { Button, Popover } from '@mantine/core';
import { discardRefused } from '../../../sync/sync-status/actions.ts';
import type { UnsentItem } from '../../../sync/sync-status/model.ts';
import { StorageNote } from '../../features/device-storage/storage-note.tsx';
import { UnsentList } from './unsent-list.tsx';
import { t } from '../../i18n/index.ts';

/** "Details" of the sync bar: what is waiting to be sent. Loaded only when something is. */
export function UnsentDetails({ items }: { items: UnsentItem[] }) {
  return (
    <Popover width={320} position="bottom" withArrow shadow="md">
      <Popover.Target>
        <Button size="compact-xs" variant="white" color="dark" style={{ flexShrink: 0 }}>
          {t('Details')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <UnsentList
          items={items}
          onDiscard={(item) => void discardRefused(item.collection, item.id)}
        />
        <StorageNote />
      </Popover.Dropdown>
    </Popover>
  );
}
