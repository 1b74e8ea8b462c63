// The cart as the screen shows it: the stored lines (none until the data layer has started)
// with the write-ahead journal's ops not yet folded into them, so a tap shows at once. The
// same fold as the database's (journal-fold.ts), so the two never disagree.
import { useMemo, useSyncExternalStore } from 'react';
import type { LiveSnapshot } from '../engine/live.ts';
import { appLiveSource } from '../engine/use-store.ts';
import { foldOps } from './journal-fold.ts';
import { journalOps, seenCart, subscribeJournal } from './journal.ts';
import { toCartLine, type CartLine } from './model.ts';
import { cartStore } from './queries.ts';
import type { CartLineDoc } from './schema.ts';

export { usePricesChecked } from './prices-checked.ts';

let lastSeen: LiveSnapshot<readonly CartLineDoc[]> | null = null;
/** Until the database is read: the lines last seen on this device (the same object each time). */
function beforeRead(): LiveSnapshot<readonly CartLineDoc[]> {
  const value = seenCart();
  if (lastSeen?.value !== value) lastSeen = { value, loaded: false };
  return lastSeen;
}
const NO_OPS: readonly never[] = [];
/** Hydration renders what the pre-render did (no journal there), then the journal's ops. */
const serverOps = () => NO_OPS;

const NOT_READ: LiveSnapshot<readonly CartLineDoc[]> = { value: [], loaded: false };

const prerendered = () => NOT_READ;

export function useCart(): CartLine[] {
  const { subscribe, read } = appLiveSource(cartStore, beforeRead);
  // Hydration renders the pre-rendered HTML's cart, none, even once the data layer has started
  // (a Suspense boundary, the page's cards, may hydrate after it: sync/engine/use-store.ts);
  // the lines seen on this device follow right after, not as a mismatch.
  const stored = useSyncExternalStore(subscribe, read, prerendered).value;
  const ops = useSyncExternalStore(subscribeJournal, journalOps, serverOps);
  return useMemo(
    () => (ops.length === 0 ? stored : foldOps(stored, ops).lines).map(toCartLine),
    [stored, ops],
  );
}
