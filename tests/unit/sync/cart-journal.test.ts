// The cart's write-ahead journal: taps folded into the stored lines. The screen and
// the database fold the same ops the same way, an op is counted once even when the page closed
// between its fold and its removal from the journal, and the database takes the journal in.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applyOp,
  foldOps,
  type CartOp,
  type CartProductSnapshot,
} from '../../../sync/cart/journal-fold.ts';
import { appendOp, journalOps, rememberCart, removeOps } from '../../../sync/cart/journal.ts';
import {
  getCartLines,
  tapAddToCart,
  tapCartQuantity,
  tapCartStep,
} from '../../../sync/cart/actions.ts';
import { foldJournal } from '../../../sync/cart/fold.ts';
import type { CartLineDoc } from '../../../sync/cart/schema.ts';
import { appSync } from '../../../sync/engine/app-sync.ts';
import { runtimeOf } from '../../../sync/engine/runtime-of.ts';
import type { Sync } from '../../../sync/engine/runtime.ts';
import { getProduct } from '../../../sync/products/actions.ts';
import type { Product } from '../../../sync/products/model.ts';
import { bundledSync } from './support.ts';

const laser: CartProductSnapshot = {
  productId: 'sl02',
  name: 'MGRID SL02',
  priceInPaise: 1_299_900,
  image: '/images/products/sl02.webp',
  gstRate: 18,
  priceInclusive: true,
  hsnCode: '9015',
  moq: 1,
  bulkQty: 5,
  bulkUnitPriceInPaise: 1_199_900,
  stockQuantity: 40,
};
const target = { ...laser, productId: 'tg01', name: 'Target plate', moq: 2, stockQuantity: 3 };

let clock = 1000;
const add = (id: string, product = laser, quantity = 1): CartOp => ({
  id,
  at: clock++,
  seq: clock,
  kind: 'add',
  product,
  quantity,
});
const set = (id: string, productId: string, quantity: number): CartOp => ({
  id,
  at: clock++,
  seq: clock,
  kind: 'set',
  productId,
  quantity,
});
const quantities = (lines: readonly CartLineDoc[]) => lines.map((l) => [l.id, l.quantity]);

describe('folding the cart journal (pure)', () => {
  it('two quick taps on Add to Cart make quantity 2, one line, oldest first', () => {
    const ops = [add('a1'), add('a2'), add('a3', target)];
    const { lines } = foldOps([], ops);
    expect(quantities(lines)).toEqual([
      ['sl02', 2],
      ['tg01', 2], // at least its MOQ of 2
    ]);
    expect(lines[0]).toMatchObject({ priceInPaise: 1_299_900, addedAt: 1000, ops: ['a1', 'a2'] });
  });

  it('counts an op once when it is still in the journal after its fold committed', () => {
    const ops = [add('a1'), add('a2')];
    const stored = foldOps([], ops).lines; // the fold committed; the page closed before removal
    const again = foldOps(stored, ops); // the reload folds (and shows) the same journal
    expect(quantities(again.lines)).toEqual([['sl02', 2]]);
    expect(again.changed.size).toBe(0);
    // A tap after the reload is counted, and the line forgets ids no longer in the journal.
    const later = foldOps(stored, [add('a3')]);
    expect(quantities(later.lines)).toEqual([['sl02', 3]]);
    expect(later.lines[0]!.ops).toEqual(['a3']);
  });

  it('adds to what the database holds (the journal did not know it) and keeps its addedAt', () => {
    const stored = foldOps([], [add('old', laser, 3)]).lines.map((l) => ({ ...l, ops: [] }));
    const { lines } = foldOps(stored, [add('a1')]);
    expect(quantities(lines)).toEqual([['sl02', 4]]);
    expect(lines[0]!.addedAt).toBe(stored[0]!.addedAt);
  });

  it('never adds more than is in stock (when at least the MOQ is)', () => {
    const { lines } = foldOps([], [add('a1', target, 2), add('a2', target, 2)]);
    expect(quantities(lines)).toEqual([['tg01', 3]]);
  });

  it('sets are absolute: raised to the MOQ, 0 removes, and a replay ends the same', () => {
    const stored = foldOps([], [add('a1', target, 3)]).lines;
    const ops = [set('s1', 'tg01', 1)];
    const once = foldOps(stored, ops);
    expect(quantities(once.lines)).toEqual([['tg01', 2]]);
    expect(quantities(foldOps(once.lines, ops).lines)).toEqual([['tg01', 2]]);

    // Added, then removed: stored as no line; the same journal read again still gives none.
    const removed = [add('b1'), set('b2', 'sl02', 0)];
    const first = foldOps([], removed);
    expect(first.lines).toEqual([]);
    expect(foldOps(first.lines, removed).lines).toEqual([]);
    expect(foldOps(quantitiesToLines(3), removed).changed.get('sl02')).toBeNull();
  });

  it('a set on a line that is not there does nothing', () => {
    expect(applyOp(undefined, set('s1', 'sl02', 4))).toBeUndefined();
    expect(foldOps([], [set('s1', 'sl02', 4)]).changed.size).toBe(0);
  });

  it('applies ops in the order they were tapped, whatever order they are read in', () => {
    const ops = [add('a1'), set('s1', 'sl02', 5), add('a2')];
    expect(quantities(foldOps([], [...ops].reverse()).lines)).toEqual([['sl02', 6]]);
  });
});

function quantitiesToLines(quantity: number): CartLineDoc[] {
  return foldOps([], [add(`q${quantity}`, laser, quantity)]).lines.map((l) => ({ ...l, ops: [] }));
}

describe('the journal and the database', () => {
  let sync: Sync;
  const product = async (id: string) => (await getProduct(id, sync)) as Product;
  const stored = async () =>
    (
      await runtimeOf(sync)
        .db.cart.find({ sort: [{ id: 'asc' }] })
        .exec()
    ).map((d) => d.toJSON());

  beforeEach(async () => {
    removeOps(journalOps().map((op) => op.id));
    sync = await bundledSync();
  });
  afterEach(async () => {
    appSync.set(null);
    await sync.stop();
  });

  it('shows a tap at once, before the data layer has started, and folds it in once', async () => {
    appSync.set(null);
    const sl02 = await product('sl02');
    expect(tapAddToCart(sl02)).toBe(1);
    expect(tapAddToCart(sl02)).toBe(2);
    expect(journalOps()).toHaveLength(2);
    const ops = [...journalOps()];

    await foldJournal(runtimeOf(sync).db.cart);
    expect(journalOps()).toEqual([]);
    expect((await stored()).map((l) => [l.productId, l.quantity])).toEqual([['sl02', 2]]);

    // The page closed after the fold but before the removal: the ops the stored line still
    // records come back (an op leaves the journal only after its fold shows, and a line
    // forgets an op once it has left, so only those can). Which ones depends on how the
    // data layer's own watch grouped the taps into folds: one fold, or one per tap.
    const recorded = (await stored())[0]!.ops ?? [];
    expect(recorded.length).toBeGreaterThan(0);
    for (const op of ops) if (recorded.includes(op.id)) appendOp(op);
    await foldJournal(runtimeOf(sync).db.cart);
    expect((await stored()).map((l) => [l.productId, l.quantity])).toEqual([['sl02', 2]]);
    expect(journalOps()).toEqual([]);
  });

  it('the running data layer takes taps in by itself; − and + are quantities', async () => {
    appSync.set(sync);
    const tg01 = await product('tg01'); // MOQ 2
    expect(tapAddToCart(tg01)).toBe(2);
    expect(tapCartQuantity('tg01', 3)).toBe(3);
    await expect.poll(() => journalOps().length).toBe(0);
    expect(await getCartLines()).toEqual([
      expect.objectContaining({ productId: 'tg01', quantity: 3, moq: 2 }),
    ]);
    expect(tapCartQuantity('tg01', 0)).toBe(0);
    await expect.poll(async () => (await stored()).length).toBe(0);
  });

  it('a + tapped before the database is read steps from the line the screen shows', async () => {
    // The cart page opened: it shows the lines last seen on this device (quantity 1) while the
    // data layer starts. A + then means 2, not "1" (a step from no line at all).
    const sl02 = await product('sl02');
    appSync.set(null);
    expect(tapAddToCart(sl02)).toBe(1);
    await foldJournal(runtimeOf(sync).db.cart);
    rememberCart((await stored()) as CartLineDoc[]);
    expect(tapCartStep('sl02', (shown) => shown + 1)).toBe(2);
    expect(tapCartStep('sl02', (shown) => shown + 1)).toBe(3);
    appSync.set(sync);
    await foldJournal(runtimeOf(sync).db.cart);
    expect((await stored()).map((l) => [l.productId, l.quantity])).toEqual([['sl02', 3]]);
  });
});
