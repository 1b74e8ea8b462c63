// The live dealers, and what the locator shows before the local database opens.
import { liveStore } from '../engine/live.ts';
import type { Sync } from '../engine/runtime.ts';
import { bundledSnapshot } from '../fallback/snapshot.ts';
import { toDealer, type Dealer } from './model.ts';
import type { DealerDoc } from './schema.ts';

export const dealersSnapshot = bundledSnapshot(
  'dealers',
  (rows) => (rows as unknown as DealerDoc[]).map(toDealer),
  [] as Dealer[],
);

export const dealersStore = (sync: Sync) =>
  liveStore<Dealer[]>(
    sync,
    'dealers',
    (db, { map }) =>
      db.dealers.find().$.pipe(map((docs) => docs.map((doc) => toDealer(doc.toMutableJSON())))),
    dealersSnapshot,
  );
