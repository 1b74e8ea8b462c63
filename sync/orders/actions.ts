// Placing an order: stored on this device at once (checkout works offline), sent by the
// outbox when possible. The figures stored here are the client's preview; the database
// reprices every line on insert, and its receipt replaces them here once the order is sent
// (sync/orders/receipts-pull.ts).
import { findIndianState } from '../../src/lib/indian-states.ts';
import { cartTotals, gstSplit } from '../../src/lib/money.ts';
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

export type PaymentMethod = 'cod' | 'upi';

export interface OrderInput extends CheckoutInput {
  paymentMethod: PaymentMethod;
  notes?: string | null;
  /** The lines to order; default: the cart, which is then emptied. */
  lines?: CartLine[];
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
  const totals = cartTotals(lines.map(cartLineInput), settings);
  const state = findIndianState(input.state ?? '') as string;
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
    created_at: new Date().toISOString(),
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
