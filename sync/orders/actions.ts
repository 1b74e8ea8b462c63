// Placing an order: stored on this device at once (checkout works offline), sent by the
// outbox when possible. The figures stored here are the client's preview; the database
// reprices every line on insert, and its receipt replaces them here once the order is sent
// (sync/orders/receipts-pull.ts).
import { normaliseGstin } from '../../src/lib/gstin.ts';
import { findIndianState } from '../../src/lib/indian-states.ts';
import { shownCovers, type ShownPrices } from '../../src/lib/cart-prices.ts';
import { cartTotals, gstSplit } from '../../src/lib/money.ts';
import { CART_CHANGED_SINCE_SHOWN } from '../../src/lib/messages.ts';
import {
  hasErrors,
  validateCheckout,
  type CheckoutInput,
  ValidationFailed,
} from '../../src/lib/validation.ts';
import { cartLineInput, toCartLine, type CartLine } from '../cart/model.ts';
import { toSiteSettings } from '../site-settings/model.ts';
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { startedSync } from '../engine/app-sync.ts';
import type { OrderDoc } from './schema.ts';
import { guardWrite } from '../engine/write-guard.ts';
import { newId, optional, queueWrite } from '../engine/outbox-write.ts';
import { NOTHING_LEFT_TO_ORDER, restOfRefusedOrder } from './follow.ts';

export { keepServerOrder, type AcceptedOrderDetails } from './accepted.ts';
export type { ReceiptFields } from './receipt.ts';
export {
  answerHeldOrder,
  cancelOrder,
  CANCEL_NEEDS_CONNECTION,
  HELD_NEEDS_CONNECTION,
  lookupOrder,
  NOTHING_LEFT_TO_ORDER,
  ORDER_NOT_FOUND,
  refreshOrder,
  restOfRefusedOrder,
  TOO_MANY_LOOKUPS,
} from './follow.ts';

/** On account: a dealer member's credit (the database checks the terms and the limit). */
export type PaymentMethod = 'cod' | 'upi' | 'on_account';

export interface OrderInput extends CheckoutInput {
  paymentMethod: PaymentMethod;
  notes?: string | null;
  /** The lines to order; default: the cart, which is then emptied. */
  lines?: CartLine[];
  /**
   * What checkout showed for these lines (the button's amount): the order carries exactly
   * these unit prices and totals, so the database compares its own with what the buyer saw.
   * Refused (CART_CHANGED_SINCE_SHOWN) when it does not price exactly the lines ordered.
   */
  shown?: ShownPrices;
}

export class EmptyCartError extends Error {
  override name = 'EmptyCartError';
}

/** Stores the order and returns its id; throws ValidationFailed with the form's messages. */
export async function placeOrder(input: OrderInput, given?: Sync): Promise<string> {
  const sync = given ?? (await startedSync());
  const runtime = runtimeOf(sync);
  const errors = validateCheckout(input);
  if (hasErrors(errors)) throw new ValidationFailed(errors);
  const fromCart = input.lines === undefined;
  const lines =
    input.lines ?? (await runtime.db.cart.find().exec()).map((d) => toCartLine(d.toMutableJSON()));
  if (lines.length === 0) throw new EmptyCartError('The cart is empty');

  // The settings as this device has them (the database recomputes the fees on insert).
  const stored = await runtime.db.site_settings.findOne('default').exec();
  const settings = toSiteSettings(stored?.toMutableJSON());
  const shown = input.shown ?? null;
  if (shown && !shownCovers(shown, lines)) throw new Error(CART_CHANGED_SINCE_SHOWN);
  const totals = shown ?? cartTotals(lines.map(cartLineInput), settings);
  const state = findIndianState(input.state ?? '') as string;
  const now = new Date().toISOString();
  const doc: Omit<OrderDoc, 'syncedAt' | 'syncError' | 'ownerId'> = {
    id: newId(),
    user_id: null,
    customer_name: (input.name ?? '').trim(),
    phone: (input.phone ?? '').trim(),
    email: optional(input.email),
    address_line1: (input.addressLine1 ?? '').trim(),
    address_line2: optional(input.addressLine2),
    city: (input.city ?? '').trim(),
    state,
    pin_code: (input.pinCode ?? '').trim(),
    items: lines.map((line) => {
      const seen = shown?.lines.find((l) => l.productId === line.productId);
      // The line as checkout showed it (ShownLine is an order item's fields).
      if (seen) return { ...seen };
      const priced = cartLineInput(line);
      return {
        productId: line.productId,
        quantity: line.quantity,
        name: line.name,
        unitPriceInPaise: priced.unitPriceInPaise,
        gstRate: line.gstRate,
        priceInclusive: line.priceInclusive,
        hsnCode: line.hsnCode,
      };
    }),
    subtotal_in_paise: totals.subtotalInPaise,
    gst_in_paise: totals.gstInPaise,
    delivery_fee_in_paise: totals.deliveryFeeInPaise,
    total_in_paise: totals.totalInPaise,
    payment_method: input.paymentMethod,
    status: 'placed',
    tax_split: gstSplit(totals.gstInPaise, settings.sellerState ?? '', state).kind,
    notes: optional(input.notes),
    created_at: now,
    // The buyer's own time of placing it, kept by the database (an offline order reaches it
    // later).
    placed_at: now,
    // A business purchase: the database re-checks the GSTIN and puts both on the invoice.
    buyer_gstin: input.gstInvoice === true ? normaliseGstin(input.buyerGstin ?? '') : null,
    buyer_legal_name: input.gstInvoice === true ? optional(input.buyerLegalName) : null,
    confirmedAt: 0,
  };
  const id = await queueWrite(runtime, 'orders', doc);
  if (fromCart) {
    await guardWrite(runtime, async () => {
      const ordered = new Set(lines.map((l) => l.productId));
      const cart = await runtime.db.cart.find().exec();
      await runtime.db.cart.bulkRemove(cart.filter((l) => ordered.has(l.id)).map((l) => l.id));
    });
  }
  return id;
}

/**
 * "Place the rest" of an order the database refused for stock: a new order with the same
 * details and each short line lowered to what is left (or left out). The refused order is
 * marked as replaced by it, so a second tap opens the same new order instead of another; the
 * refused one is never sent again (the outbox does not retry a refusal).
 */
export function placeRestOfOrder(id: string, given?: Sync): Promise<string> {
  // One at a time per order: a double tap waits for the first and gets the same new order.
  const running = placingRest.get(id) ?? placeRest(id, given);
  placingRest.set(id, running);
  return running.finally(() => placingRest.delete(id));
}

const placingRest = new Map<string, Promise<string>>();

async function placeRest(id: string, given?: Sync): Promise<string> {
  const sync = given ?? (await startedSync());
  const runtime = runtimeOf(sync);
  const doc = await runtime.db.orders.findOne(id).exec();
  if (!doc) throw new Error('This order is not on this device.');
  if (doc.replacedBy) return doc.replacedBy;
  const lines = await restOfRefusedOrder(id, sync);
  if (lines.length === 0) throw new Error(NOTHING_LEFT_TO_ORDER);
  const order = doc.toMutableJSON();
  const placed = await placeOrder(
    {
      name: order.customer_name,
      phone: order.phone,
      email: order.email,
      addressLine1: order.address_line1,
      addressLine2: order.address_line2,
      city: order.city,
      state: order.state,
      pinCode: order.pin_code,
      paymentMethod: order.payment_method === 'upi' ? 'upi' : 'cod',
      notes: order.notes,
      gstInvoice: Boolean(order.buyer_gstin),
      buyerGstin: order.buyer_gstin,
      buyerLegalName: order.buyer_legal_name,
      lines,
    },
    sync,
  );
  await guardWrite(runtime, () => doc.incrementalPatch({ replacedBy: placed }));
  return placed;
}
