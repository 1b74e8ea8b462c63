// Product registrations on this device, newest first.
import { liveStore } from '../engine/live.ts';
import type { Sync } from '../engine/runtime.ts';
import { toRegistration, type Registration } from './model.ts';

export const registrationsStore = (sync: Sync) =>
  liveStore<Registration[]>(
    sync,
    'registrations',
    (db, { map }) =>
      db.registrations
        .find({ sort: [{ created_at: 'desc' }] })
        .$.pipe(map((docs) => docs.map((doc) => toRegistration(doc.toMutableJSON())))),
    [],
  );
