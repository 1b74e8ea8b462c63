// Cart actions (docs/product.md#cart-and-checkout-rules): add (at least the MOQ and at least 1),
// set quantity (0 or less removes), remove, clear. The cart lives only on this device. The app's
// taps go to the write-ahead journal (journal.ts) and answer at once, before the data layer has
// started; the database takes them in when it opens (fold.ts). With a data layer given (tests,
// tools) they write to it directly, by the same rules (journal-fold.ts).
import { priceTextToPaise } from '../../src/lib/money.ts';
import type { Product } from '../products/model.ts';
import { toCartLine, type CartLine } from './model.ts';
import {
  applyOp,
  EARLY_PRODUCT_FIELDS,
  foldOps,
  type CartProductSnapshot,
} from './journal-fold.ts';
import { appendOp, journalOps, nextOpStamp, removeOps, seenCart } from './journal.ts';
import { cartStore } from './queries.ts';
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { appSync, startedSync } from '../engine/app-sync.ts';
import { guardWrite } from '../engine/write-guard.ts';
import { foldJournal } from './fold.ts';

export { CartPriceError, priceCart } from './price-check.ts';

export class UnpricedProductError extends Error {
  override name = 'UnpricedProductError';
}

function snapshotOf(product: Product): CartProductSnapshot {
  if (product.priceInPaise === null) {
    throw new UnpricedProductError(`${product.name} has no price and cannot be ordered`);
  }
  return {
    productId: product.id,
    name: product.name,
    priceInPaise: product.priceInPaise,
    image: product.images[0] ?? null,
    gstRate: product.gstRate,
    priceInclusive: product.priceInclusive,
    hsnCode: product.hsnCode,
    moq: product.moq,
    bulkQty: product.bulkQty,
    bulkUnitPriceInPaise: priceTextToPaise(product.bulkUnitPrice),
    stockQuantity: product.stockQuantity,
  };
}

/**
 * What a pre-rendered Add to Cart carries for a tap before the page's code has arrived: the
 * product as the op records it, its fields in EARLY_PRODUCT_FIELDS order, as JSON
 * (scripts/prerender/early-input.ts writes the op); undefined for one that cannot be added.
 */
export function earlyCartProduct(product: Product): string | undefined {
  if (product.priceInPaise === null || product.stockQuantity <= 0) return undefined;
  const snapshot = snapshotOf(product);
  return JSON.stringify(EARLY_PRODUCT_FIELDS.map((field) => snapshot[field]));
}

/**
 * A line's quantity as the screen shows it now: the stored lines (until the database has been
 * read, the ones last seen on this device, as hooks.ts shows them) with the journal's ops; 0 if
 * none. Reading no lines before the first read made a tap on + set 1 on a line showing 1.
 */
function shownQuantity(productId: string): number {
  const sync = appSync.get();
  const live = sync ? cartStore(sync).snapshot() : null;
  const stored = live?.loaded ? live.value : seenCart();
  return foldOps(stored, journalOps()).lines.find((l) => l.id === productId)?.quantity ?? 0;
}

/**
 * A tap on Add to Cart: written ahead synchronously (a reload right after keeps it); returns
 * the line's quantity as the screen now shows it.
 */
export function tapAddToCart(product: Product, quantity = 1): number {
  appendOp({ ...nextOpStamp(), kind: 'add', product: snapshotOf(product), quantity });
  return shownQuantity(product.id);
}

/** A tap on a line's −, + or Remove: the quantity it should have (0 removes), at once. */
export function tapCartQuantity(productId: string, quantity: number): number {
  appendOp({ ...nextOpStamp(), kind: 'set', productId, quantity });
  return shownQuantity(productId);
}

/**
 * A tap on a line's − or +: the quantity `next` makes of the one shown at the moment of the
 * tap (not of the last render: two taps in one task count twice).
 */
export function tapCartStep(productId: string, next: (shown: number) => number): number {
  return tapCartQuantity(productId, next(shownQuantity(productId)));
}

/** Adds `quantity` of the product (to an existing line, if any); returns the line's quantity. */
export async function addToCart(product: Product, quantity = 1, given?: Sync): Promise<number> {
  if (!given) return tapAddToCart(product, quantity);
  const op = { ...nextOpStamp(), kind: 'add' as const, product: snapshotOf(product), quantity };
  const runtime = runtimeOf(given);
  return guardWrite(runtime, async () => {
    const existing = (await runtime.db.cart.findOne(product.id).exec())?.toMutableJSON();
    const next = applyOp(existing, op)!;
    await runtime.db.cart.upsert(next);
    return next.quantity;
  });
}

/** Sets a line's quantity (raised to its MOQ); 0 or less removes the line. */
export async function setCartQuantity(
  productId: string,
  quantity: number,
  given?: Sync,
): Promise<number> {
  if (!given) return tapCartQuantity(productId, quantity);
  const op = { ...nextOpStamp(), kind: 'set' as const, productId, quantity };
  const runtime = runtimeOf(given);
  return guardWrite(runtime, async () => {
    const line = await runtime.db.cart.findOne(productId).exec();
    if (!line) return 0;
    const next = applyOp(line.toMutableJSON(), op);
    if (!next) {
      await line.remove();
      return 0;
    }
    await line.incrementalPatch({ quantity: next.quantity });
    return next.quantity;
  });
}

export async function removeFromCart(productId: string, given?: Sync) {
  await setCartQuantity(productId, 0, given);
}

/** Empties the cart: the taps not yet folded too. */
export async function clearCart(given?: Sync): Promise<void> {
  if (!given) removeOps(journalOps().map((op) => op.id));
  const sync = given ?? (await startedSync());
  const runtime = runtimeOf(sync);
  await guardWrite(runtime, async () => {
    const lines = await runtime.db.cart.find().exec();
    await runtime.db.cart.bulkRemove(lines.map((line) => line.id));
  });
}

/** The cart's lines, oldest first (for the assistant's cart answers), taps included. */
export async function getCartLines(given?: Sync): Promise<CartLine[]> {
  const sync = given ?? (await startedSync());
  if (!given) await foldJournal(runtimeOf(sync).db.cart);
  return (await cartStore(sync).ready()).map(toCartLine);
}
