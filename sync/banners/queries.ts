// The live banners (none are bundled: until the first read there is no banner).
import { type LiveSnapshot, liveStore } from '../engine/live.ts';
import type { Sync } from '../engine/runtime.ts';
import { toBanner, type Banner } from './model.ts';

const NO_BANNERS: LiveSnapshot<Banner[]> = { value: [], loaded: false };
export const bannersSnapshot = () => NO_BANNERS;

export const bannersStore = (sync: Sync) =>
  liveStore<Banner[]>(
    sync,
    'banners',
    (db, { map }) =>
      db.banners.find().$.pipe(map((docs) => docs.map((doc) => toBanner(doc.toMutableJSON())))),
    bannersSnapshot,
  );
