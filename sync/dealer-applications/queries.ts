// The dealer applications on this device, newest first (hooks.ts shows each person their own).
import { kindRecords } from '../engine/kinds/records.ts';
import { liveStore } from '../engine/live.ts';
import type { Sync } from '../engine/runtime.ts';
import { dealerApplicationKind } from './kind.ts';
import { toDealerApplication, type DealerApplication } from './model.ts';

export const applicationsStore = (sync: Sync) =>
  liveStore<DealerApplication[]>(
    sync,
    'dealer-applications',
    (db, { map }) => {
      const applications = kindRecords(db, dealerApplicationKind);
      return applications
        .query({ newestFirst: true })
        .$.pipe(map((docs) => applications.read(docs).map(toDealerApplication)));
    },
    [],
  );
