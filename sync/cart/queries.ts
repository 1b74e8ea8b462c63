// The live cart as stored, oldest line first (with the journal ops each line took in; the
// screen adds the ops not yet folded: hooks.ts).
import { liveStore } from '../engine/live.ts';
import type { CartLineDoc } from './schema.ts';
import type { Sync } from '../engine/runtime.ts';

/** The one cart query: the fold waits for this very query to show what it stored. */
export const CART_QUERY = { sort: [{ addedAt: 'asc' as const }] };

export const cartStore = (sync: Sync) =>
  liveStore<CartLineDoc[]>(
    sync,
    'cart',
    (db, { map }) =>
      db.cart.find(CART_QUERY).$.pipe(map((docs) => docs.map((doc) => doc.toMutableJSON()))),
    [],
  );
