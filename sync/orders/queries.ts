// Orders on this device (the person's own, and those placed here), newest first.
import { liveStore } from '../engine/live.ts';
import type { Sync } from '../engine/runtime.ts';
import { toOrder, type Order } from './model.ts';

export const ordersStore = (sync: Sync) =>
  liveStore<Order[]>(
    sync,
    'orders',
    (db, { map }) =>
      db.orders
        .find({ sort: [{ created_at: 'desc' }] })
        .$.pipe(map((docs) => docs.map((doc) => toOrder(doc.toMutableJSON())))),
    [],
  );
