// The live cart, oldest line first.
import { liveStore } from '../engine/live.ts';
import { toCartLine, type CartLine } from './model.ts';
import type { Sync } from '../engine/runtime.ts';

export const cartStore = (sync: Sync) =>
  liveStore<CartLine[]>(
    sync,
    'cart',
    (db, { map }) =>
      db.cart
        .find({ sort: [{ addedAt: 'asc' }] })
        .$.pipe(map((docs) => docs.map((doc) => toCartLine(doc.toMutableJSON())))),
    [],
  );
