// Following an order after it is placed: reading its receipt again while its page
// is open (the live status, payment and timeline for guests too, who cannot pull orders), the
// buyer's own cancellation (online only: public.cancel_my_order), the buyer's answer to a held
// order (confirm_held_order / cancel_held_order), and "Place the rest" for an
// order the database refused for stock.
import { moqOf, priceTextToPaise } from '../../src/lib/money.ts';
import { OFFLINE_ACTION, SUPABASE_NOT_CONFIGURED } from '../../src/lib/messages.ts';
import { restOfOrder } from '../../src/lib/stock-refusal.ts';
import type { CartLine } from '../cart/model.ts';
import { startedSync } from '../engine/app-sync.ts';
import { isNetworkFailure } from '../engine/replication/errors.ts';
import type { Sync, SyncRuntime } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { guardWrite } from '../engine/write-guard.ts';
import { toProduct, type Product } from '../products/model.ts';
import { toOrder, type LookedUpOrder } from './model.ts';
import { receiptFields } from './receipt.ts';

export const CANCEL_NEEDS_CONNECTION =
  'Cancelling an order needs a connection. Please try again when you are back online.';
export const NOTHING_LEFT_TO_ORDER =
  'None of these items is in stock now, so there is nothing left to order.';

/** Writes a receipt into the local order; false when the answer is not a receipt. */
async function applyReceipt(runtime: SyncRuntime, id: string, receipt: unknown) {
  const fields = receiptFields(receipt);
  if (!fields) return false;
  await guardWrite(runtime, async () => {
    const doc = await runtime.db.orders.findOne(id).exec();
    if (!doc) return;
    await doc.incrementalPatch({
      ...fields,
      receiptAt: Date.now(),
      confirmedAt: doc.confirmedAt || Date.now(),
    });
  });
  return true;
}

/**
 * Reads the order's receipt again (status, payment, shipping, timeline). Quietly does nothing
 * for an order not on the server (waiting, refused) or when offline: the page then shows the
 * last state read and says when that was.
 */
export async function refreshOrder(id: string, given?: Sync): Promise<void> {
  const runtime = runtimeOf(given ?? (await startedSync()));
  const doc = await runtime.db.orders.findOne(id).exec();
  if (!runtime.client || !doc || doc.syncedAt === 0 || doc.syncError) return;
  const { data, error } = await runtime.client
    .rpc('get_order_receipt', { order_id: id })
    .retry(false);
  if (!error) await applyReceipt(runtime, id, data);
}

/** The buyer cancels the order (placed or confirmed) with a reason; throws the refusal in words. */
export async function cancelOrder(id: string, reason: string, given?: Sync): Promise<void> {
  const runtime = runtimeOf(given ?? (await startedSync()));
  if (!runtime.client) throw new Error(SUPABASE_NOT_CONFIGURED);
  if (!runtime.status.get().online) throw new Error(CANCEL_NEEDS_CONNECTION);
  const { data, error } = await runtime.client
    .rpc('cancel_my_order', { order_id: id, reason: reason.trim() })
    .retry(false);
  if (error) {
    throw new Error(
      isNetworkFailure(error) ? CANCEL_NEEDS_CONNECTION : error.message || OFFLINE_ACTION,
    );
  }
  await applyReceipt(runtime, id, data);
}

export const HELD_NEEDS_CONNECTION =
  'Confirming or cancelling needs a connection. Please try again when you are back online.';

/**
 * The buyer's answer to a held order (its database total is above what was shown): confirm
 * places it at the new total and reserves its stock (public.confirm_held_order), cancel
 * cancels it with nothing taken (public.cancel_held_order). Online only; throws the refusal in
 * words (stock short, already cancelled). The receipt is written back either way.
 */
export async function answerHeldOrder(
  id: string,
  answer: 'confirm' | 'cancel',
  given?: Sync,
): Promise<void> {
  const runtime = runtimeOf(given ?? (await startedSync()));
  if (!runtime.client) throw new Error(SUPABASE_NOT_CONFIGURED);
  if (!runtime.status.get().online) throw new Error(HELD_NEEDS_CONNECTION);
  const { data, error } = await runtime.client
    .rpc(answer === 'confirm' ? 'confirm_held_order' : 'cancel_held_order', { order_id: id })
    .retry(false);
  if (error) {
    await refreshOrder(id, given).catch(() => undefined);
    throw new Error(
      isNetworkFailure(error) ? HELD_NEEDS_CONNECTION : error.message || OFFLINE_ACTION,
    );
  }
  await applyReceipt(runtime, id, data);
}

/** A cart line for the rest of an order: the product as the catalogue has it now, if it can. */
function lineOf(item: CartLine, product: Product | undefined): CartLine {
  if (!product || product.priceInPaise === null) return item;
  return {
    ...item,
    name: product.name,
    priceInPaise: product.priceInPaise,
    image: product.images[0] ?? null,
    gstRate: product.gstRate,
    priceInclusive: product.priceInclusive,
    hsnCode: product.hsnCode,
    moq: product.moq,
    bulkQty: product.bulkQty,
    bulkUnitPriceInPaise: priceTextToPaise(product.bulkUnitPrice),
  };
}

/** The lines "Place the rest" would order: short lines lowered to what is left, or left out. */
export async function restOfRefusedOrder(id: string, given?: Sync): Promise<CartLine[]> {
  const runtime = runtimeOf(given ?? (await startedSync()));
  const doc = await runtime.db.orders.findOne(id).exec();
  const order = doc ? toOrder(doc.toMutableJSON()) : null;
  if (!order?.stockShortfalls) return [];
  const ids = order.items.map((item) => item.productId);
  const found = await runtime.db.products.findByIds(ids).exec();
  const products = new Map<string, Product>();
  for (const [key, product] of found) products.set(key, toProduct(product.toMutableJSON()));
  const items: CartLine[] = order.items.map((item) =>
    lineOf(
      {
        productId: item.productId,
        name: item.name ?? item.productId,
        priceInPaise: item.unitPriceInPaise ?? 0,
        image: null,
        quantity: item.quantity,
        gstRate: item.gstRate ?? 0,
        priceInclusive: item.priceInclusive ?? true,
        hsnCode: item.hsnCode ?? null,
        moq: 1,
        bulkQty: null,
        bulkUnitPriceInPaise: null,
        addedAt: 0,
      },
      products.get(item.productId),
    ),
  );
  const minimum = (productId: string) => {
    const product = products.get(productId);
    return product ? moqOf(product) : 1;
  };
  return restOfOrder(items, order.stockShortfalls, minimum);
}

export const ORDER_NOT_FOUND = 'We could not find an order with that number and phone.';
export const TOO_MANY_LOOKUPS =
  'Too many order look-ups from this connection. Please try again in a few minutes.';

/**
 * A guest finds an order by its number and the phone it was placed with (lookup_order, rate
 * limited). Throws ORDER_NOT_FOUND for any wrong pair, the limit in words, or OFFLINE_ACTION.
 */
export async function lookupOrder(
  number: string,
  phone: string,
  given?: Sync,
): Promise<LookedUpOrder> {
  const runtime = runtimeOf(given ?? (await startedSync()));
  if (!runtime.client) throw new Error(SUPABASE_NOT_CONFIGURED);
  const { data, error, status } = await runtime.client
    .rpc('lookup_order', { order_number: number.trim(), phone: phone.trim() })
    .retry(false);
  if (error) {
    if (isNetworkFailure(error)) throw new Error(OFFLINE_ACTION);
    if (status === 429 || error.code === 'PT429') throw new Error(TOO_MANY_LOOKUPS);
    throw new Error(error.message || ORDER_NOT_FOUND);
  }
  const fields = receiptFields(data);
  const id = (data as { id?: unknown } | null)?.id;
  if (!fields || typeof id !== 'string') throw new Error(ORDER_NOT_FOUND);
  return { ...fields, id };
}
