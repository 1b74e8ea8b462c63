// Taking the journal's ops into the cart collection: when the database opens, and whenever the
// journal changes while it is open (in this tab or another). One fold at a time across tabs
// (a Web Lock), so two tabs never write the same line from the same stale read; the ops leave
// the journal only after the lines that record them are stored.
import type { RxCollection } from 'rxdb';
import { afterNextPaint } from '../../src/lib/after-next-paint.ts';
import { foldOps } from './journal-fold.ts';
import { journalOps, rememberCart, removeOps, subscribeJournal } from './journal.ts';
import { CART_QUERY } from './queries.ts';
import type { CartLineDoc } from './schema.ts';

const LOCK = 'mgrid-cart-journal';

let localQueue: Promise<unknown> = Promise.resolve();

/** Runs `work` alone: across tabs with a Web Lock, else within this page. */
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) return locks.request(LOCK, work) as Promise<T>;
  const run = localQueue.then(work, work);
  localQueue = run.catch(() => undefined);
  return run;
}

/**
 * Resolves once the cart's live query (the one the screen reads: same query, same RxQuery)
 * shows what the fold stored, or after `ms` at most. Removing the ops before that would show
 * the old lines without them for a moment (the badge stepping back).
 */
function whenShown(
  cart: RxCollection<CartLineDoc>,
  shows: (lines: readonly CartLineDoc[]) => boolean,
  ms = 2000,
): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      queueMicrotask(() => subscription.unsubscribe());
      resolve();
    };
    const timer = setTimeout(finish, ms);
    const subscription = cart.find(CART_QUERY).$.subscribe((docs) => {
      if (shows(docs.map((doc) => doc.toJSON() as CartLineDoc))) finish();
    });
  });
}

/** Folds the journal's ops into `cart` once; resolves when they are stored and removed. */
export function foldJournal(cart: RxCollection<CartLineDoc>): Promise<void> {
  return exclusively(async () => {
    const ops = journalOps();
    if (ops.length === 0) return;
    const stored = (await cart.find().exec()).map((doc) => doc.toMutableJSON());
    const { changed } = foldOps(stored, ops);
    const storedIds = new Set(stored.map((line) => line.id));
    const upserts = [...changed.values()].filter((line) => line !== null);
    const removals = [...changed]
      .filter(([id, line]) => line === null && storedIds.has(id))
      .map(([id]) => id);
    if (upserts.length > 0) {
      const { error } = await cart.bulkUpsert(upserts);
      if (error.length > 0) throw new Error(`The cart could not store ${error.length} line(s)`);
    }
    if (removals.length > 0) {
      const { error } = await cart.bulkRemove(removals);
      if (error.length > 0) throw new Error(`The cart could not remove ${error.length} line(s)`);
    }
    await whenShown(cart, (lines) => {
      const byId = new Map(lines.map((line) => [line.id, line]));
      return (
        upserts.every((line) => byId.get(line.id)?.ops?.includes(line.ops.at(-1) ?? '')) &&
        removals.every((id) => !byId.has(id))
      );
    });
    removeOps(ops.map((op) => op.id));
  });
}

/** The collection's watch: folds at once, and again after every journal change. */
export function watchCartJournal(cart: RxCollection<CartLineDoc>): () => void {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = foldJournal(cart)
      .catch((error: unknown) => {
        // The ops stay in the journal (and on the screen); the next change or start retries.
        if (!stopped) console.warn('Cart journal not folded yet', error);
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          if (journalOps().length > 0) run();
        }
      });
  };
  // Subscribed before any fold waits on the same query, so the lines are noted before the
  // fold removes its ops: a reload never finds the ops gone and the lines not yet noted.
  const noting = cart
    .find(CART_QUERY)
    .$.subscribe((docs) => rememberCart(docs.map((doc) => doc.toJSON() as CartLineDoc)));
  run();
  // A tap's op is folded after the tap's frame is painted: the fold's first steps (the
  // query, the lock) run as microtasks of the tap's own event otherwise, and counted in its
  // time to paint (Add to Cart took 124 ms of processing at 4x once the database
  // was open, 61 before).
  const unsubscribe = subscribeJournal(() => {
    if (journalOps().length > 0) afterNextPaint(run);
  });
  return () => {
    stopped = true;
    unsubscribe();
    noting.unsubscribe();
  };
}
