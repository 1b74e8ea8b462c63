// The live services list (by sort order), and what it shows before the local database opens.
import { liveStore } from '../engine/live.ts';
import type { Sync } from '../engine/runtime.ts';
import { bundledSnapshot } from '../fallback/snapshot.ts';
import { toService, type Service } from './model.ts';
import type { ServiceDoc } from './schema.ts';

export const servicesSnapshot = bundledSnapshot(
  'services',
  (rows) => (rows as unknown as ServiceDoc[]).map(toService),
  [] as Service[],
);

export const servicesStore = (sync: Sync) =>
  liveStore<Service[]>(
    sync,
    'services',
    (db, { map }) =>
      db.services
        .find({ sort: [{ sort_order: 'asc' }, { id: 'asc' }] })
        .$.pipe(map((docs) => docs.map((doc) => toService(doc.toMutableJSON())))),
    servicesSnapshot,
  );
